import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { customersQueryOptions } from '../api/get-customers';
import { CustomersPage } from '../components/customers-page';
import { customerListQuery } from '../list-state';

/** The first page is put into the query cache as if it had loaded: nothing is fetched. */
function renderPage({ q = '', count = 10_001, fromDate = '' } = {}) {
  const view = { page: 1, pageSize: 10, q };
  const firstPage = {
    count,
    next: '/api/users/?limit=10&offset=10',
    previous: null,
    results: [
      {
        id: 7,
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        gstin: null,
        coin_balance: 40,
        created_at: '2024-01-05T10:00:00Z',
      },
    ],
  };
  const key = customersQueryOptions(customerListQuery(view, fromDate ? { fromDate } : {})).queryKey;
  const path = q ? `/users?q=${q}` : fromDate ? `/users?from_date=${fromDate}` : '/users';
  return renderWithProviders(<CustomersPage />, { path, cache: [[key, firstPage]] }).user;
}

describe('CustomersPage', () => {
  it('shows the heading, the search box, the capped count and the table', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(screen.getByText('10,000+ users')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Users' })).getByRole('link', { name: 'Asha Rao' }),
    ).toHaveAttribute('href', '/user/7');
  });

  it('shows a search’s count capped at 1,001 as 1,000+ (the API counts searches less far)', () => {
    renderPage({ q: 'asha', count: 1_001 });
    expect(screen.getByText('1,000+ users')).toBeInTheDocument();
    expect(screen.getByText(/ of 1,000\+$/)).toBeInTheDocument();
  });

  it('lists only the users who joined from ?from_date= on (the dashboard’s new users), shown in the date filter', async () => {
    renderPage({ fromDate: '2024-03-24', count: 12 });
    expect(customerListQuery({ page: 1, pageSize: 10, q: '' }, { fromDate: '2024-03-24' })).toMatchObject({
      from_date: '2024-03-24',
    });
    expect(screen.getByText('12 users')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Joined from' })).toHaveTextContent(/24/);
  });

  it("opens the 'Create user' dialog with its four fields", async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    for (const label of [/^First name/, /^Last name/, /^Email/, /^Mobile/]) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});
