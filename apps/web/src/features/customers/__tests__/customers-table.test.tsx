import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { formatCount } from '@printhub/contract';

import { countText } from '@/components/list-screen';
import { parseListView } from '@/lib/list-params';
import { renderWithProviders } from '@/test/render';

import { CustomersTable, type CustomersTableProps } from '../components/customers-table';
import { parseCustomerFilters, CUSTOMER_LIST_VIEW, customerListQuery } from '../list-state';

import type { TCustomer } from '@printhub/contract';

const customer = (overrides: Partial<TCustomer> = {}): TCustomer => ({
  id: 7,
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  gstin: null,
  coin_balance: 1250,
  created_at: '2024-01-05T10:20:30.000Z',
  ...overrides,
});

function renderTable(props: Partial<CustomersTableProps> = {}) {
  const onPageChange = vi.fn();
  const { user } = renderWithProviders(
    <CustomersTable
      customers={[
        customer(),
        customer({ id: 8, first_name: 'Ravi', last_name: 'K', email: 'ravi@example.com' }),
      ]}
      count={2}
      hasNext={false}
      page={1}
      onPageChange={onPageChange}
      {...props}
    />,
    { path: '/users' },
  );
  return { onPageChange, user };
}

const table = () => screen.getByRole('table', { name: 'Users' });

describe('CustomersTable', () => {
  it('has the columns Name, Email, Mobile, Coins, Joined and a row per user', () => {
    renderTable();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Mobile', 'Coins', 'Joined']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Asha Rao', 'asha@example.com', '+91 98765 43210', '1,250', '2024-01-05']);
  });

  it('opens /user/{id} from the name link', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('link', { name: 'Ravi K' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/user/8');
  });

  it('opens /user/{id} from a click anywhere on the row', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('cell', { name: 'asha@example.com' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/user/7');
  });

  it('shows the empty text when there are no users', () => {
    renderTable({ customers: [], count: 0 });
    expect(within(table()).getByText('No users found')).toBeInTheDocument();
  });

  it('shows no empty text while the first page loads', () => {
    renderTable({ customers: [], count: 0, loading: true });
    expect(screen.queryByText('No users found')).not.toBeInTheDocument();
  });

  it("pages by 10 and shows a capped count as '10,000+'", async () => {
    const { onPageChange, user } = renderTable({ count: 10_001, hasNext: true });
    expect(screen.getByText('1–10 of 10,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('user list state', () => {
  it('maps page and search to limit/offset/query', () => {
    expect(customerListQuery({ page: 1, pageSize: 10, q: '' })).toEqual({ limit: 10, offset: 0 });
    expect(customerListQuery({ page: 3, pageSize: 10, q: 'asha', ordering: '-email' })).toEqual({
      limit: 10,
      offset: 20,
      ordering: '-email',
      query: 'asha',
    });
  });

  it('reads the page and search from the URL, page 1 when missing or invalid', () => {
    expect(parseListView(new URLSearchParams('q=%20asha%20&page=2'), CUSTOMER_LIST_VIEW)).toEqual({
      page: 2,
      pageSize: 10,
      q: 'asha',
    });
    expect(parseListView(new URLSearchParams('page=-1'), CUSTOMER_LIST_VIEW)).toEqual({
      page: 1,
      pageSize: 10,
      q: '',
    });
    expect(parseCustomerFilters(new URLSearchParams('from_date=2024-02-30&to_date=2024-03-01'))).toEqual({
      toDate: '2024-03-01',
    });
  });

  it("formats counts, '10,000+' at the cap", () => {
    expect(formatCount(1234, 10_001)).toBe('1,234');
    expect(formatCount(10_001, 10_001)).toBe('10,000+');
    const users = (total: number, cap: number) => countText({ total, one: 'user', many: 'users', cap });
    expect(users(1, 10_001)).toBe('1 user');
    expect(users(10_001, 10_001)).toBe('10,000+ users');
    expect(users(1_001, 1_001)).toBe('1,000+ users');
  });
});
