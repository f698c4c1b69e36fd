import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, testQueryClient } from '@/test/render';

import { staffUserPageQueryOptions } from '../api/get-staff-users';
import { StaffUsersPage } from '../components/staff-users-page';
import { StaffUsersTable } from '../components/staff-users-table';
import { staffListQuery } from '../list-state';
import { staffActionLabel, staffStatusLabel } from '../staff-actions';

import type { TStaffUser } from '@printhub/contract';
import type { QueryClient } from '@tanstack/react-query';

const staff = (overrides: Partial<TStaffUser> = {}): TStaffUser => ({
  id: 5,
  full_name: 'Sam Staff',
  email: 'sam@example.com',
  mobile: '9876543210',
  is_superuser: false,
  is_active: true,
  created_at: '2024-01-05T10:00:00Z',
  ...overrides,
});

const USERS = [
  staff(),
  staff({ id: 6, full_name: 'Dee Active', email: 'dee@example.com', mobile: null, is_active: false }),
];

describe('staff row actions', () => {
  it('offers Deactivate for an active user and Reactivate for a deactivated one', () => {
    expect(staffActionLabel({ is_active: true })).toBe('Deactivate');
    expect(staffActionLabel({ is_active: false })).toBe('Reactivate');
    expect(staffStatusLabel({ is_active: true })).toBe('Active');
    expect(staffStatusLabel({ is_active: false })).toBe('Deactivated');
  });
});

describe('StaffUsersTable', () => {
  it('shows Name, Email, Mobile, the status chip and the action per row', async () => {
    const onAction = vi.fn();
    const { user } = renderWithProviders(
      <StaffUsersTable users={USERS} count={2} page={1} onPageChange={vi.fn()} onAction={onAction} />,
    );
    const rows = within(screen.getByRole('table', { name: 'Staff users' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Sam Staff');
    // The name opens the staff user's orders.
    expect(within(rows[0]!).getByRole('link', { name: 'Sam Staff' })).toHaveAttribute(
      'href',
      '/staff_users/5',
    );
    expect(rows[0]).toHaveTextContent('Active');
    expect(within(rows[0]!).getByRole('button')).toHaveTextContent('Deactivate');
    expect(rows[1]).toHaveTextContent('Deactivated');
    expect(rows[1]).toHaveTextContent('—');
    expect(within(rows[1]!).getByRole('button')).toHaveTextContent('Reactivate');
    await user.click(screen.getByRole('button', { name: 'Reactivate Dee Active' }));
    expect(onAction).toHaveBeenCalledWith(USERS[1]);
  });

  it('says when there are no staff users', () => {
    renderWithProviders(
      <StaffUsersTable users={[]} count={0} page={1} onPageChange={vi.fn()} onAction={vi.fn()} />,
    );
    expect(screen.getByText('No staff users yet')).toBeInTheDocument();
  });
});

/** The first page is put into the query cache as if it had loaded: nothing is fetched. */
function renderPage(
  client: QueryClient,
  url = '/staff_users',
  view: Parameters<typeof staffListQuery>[0] = { page: 1, pageSize: 10, q: '' },
) {
  client.setQueryData(staffUserPageQueryOptions(staffListQuery(view)).queryKey, {
    count: USERS.length,
    next: null,
    previous: null,
    results: USERS,
  });
  return renderWithProviders(<StaffUsersPage />, { path: url, queryClient: client }).user;
}

describe('StaffUsersPage', () => {
  it('asks for confirmation before deactivating, and Cancel changes nothing', async () => {
    const client = testQueryClient();
    const user = renderPage(client);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Users' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Staff?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(client.isMutating()).toBe(0);
  });

  it("opens the 'Create staff user' dialog with its fields", async () => {
    const client = testQueryClient();
    const user = renderPage(client);
    await user.click(screen.getByRole('button', { name: 'Create staff user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create staff user' });
    for (const label of [/^Full name/, /^Email/, /^Mobile/]) {
      expect(within(dialog).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText(/^Password/, { selector: 'input' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription(
        'This field is Required',
      ),
    );
  });

  it('reads page, rows per page, ordering and search from the URL and asks the server for that page', async () => {
    expect(
      staffListQuery({ page: 3, pageSize: 25, ordering: '-email', q: 'sam' }, { fromDate: '2024-01-01' }),
    ).toEqual({ limit: 25, offset: 50, ordering: '-email', query: 'sam', from_date: '2024-01-01' });
    const client = testQueryClient();
    client.setQueryData(['current-user'], {
      id: 1,
      full_name: 'Ada',
      email: 'a@example.com',
      is_superuser: true,
    });
    renderPage(client, '/staff_users?ordering=-email&page_size=25&q=sam', {
      page: 1,
      pageSize: 25,
      ordering: '-email',
      q: 'sam',
    });
    const table = screen.getByRole('table', { name: 'Staff users' });
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('button', { name: /Created/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search staff users' })).toHaveValue('sam');
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('25');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
