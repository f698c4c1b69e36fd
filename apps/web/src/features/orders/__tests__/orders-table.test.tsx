import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { makeOrder } from '@/test/fixtures/orders';
import { renderWithProviders } from '@/test/render';

import { OrdersTable, type OrdersTableProps } from '../components/orders-table';

function renderTable(props: Partial<OrdersTableProps> = {}) {
  const onPageChange = vi.fn();
  const all: OrdersTableProps = {
    orders: [
      makeOrder({ id: 101, status: 'confirmed' }),
      makeOrder({
        id: 102,
        status: 'out-for-delivery',
        assigned_user: 5,
        assigned_user_name: 'Sam Staff',
        order_type: 'subscription',
        user_data: { first_name: 'Ravi', last_name: 'K', email: 'r@example.com', mobile: '' },
        title: 'Brochure',
        pdf_page_count: 8,
        amount: 99,
        created_at: '2024-02-10T08:00:00.000Z',
      }),
    ],
    count: 2,
    hasNext: false,
    page: 1,
    onPageChange,
    ...props,
  };
  const { user } = renderWithProviders(<OrdersTable {...all} />, { path: '/pending_orders' });
  return { onPageChange, user };
}

const table = () => screen.getByRole('table', { name: 'Orders' });

describe('OrdersTable', () => {
  it('has the columns and one row per order, with the status chip', () => {
    renderTable();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order #',
      'Customer',
      'Title',
      'Pages',
      'Amount',
      'Type',
      'Status',
      'Assigned to',
      'Created',
    ]);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '#102',
      'Ravi K',
      'Brochure',
      '8',
      '₹99',
      'Subscription',
      'Out For Delivery',
      'Sam Staff',
      '2024-02-10',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Confirmed')
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorDefault');
    expect(within(rows[0] as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('links each order to /order/{id}, also by a click on the row', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('link', { name: '#101' })).toHaveAttribute('href', '/order/101');
    await user.click(screen.getByText('Brochure'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/order/102');
  });

  it('shows "No orders found" when the page is empty', () => {
    renderTable({ orders: [], count: 0 });
    expect(within(table()).getByText('No orders found')).toBeInTheDocument();
  });

  it('shows no empty state during the first load', () => {
    renderTable({ orders: [], count: 0, loading: true });
    expect(screen.queryByText('No orders found')).not.toBeInTheDocument();
  });

  it('pages 10 at a time and reports the 1-based page', async () => {
    const { user, onPageChange } = renderTable({ count: 35, page: 2 });
    expect(screen.getByText('11–20 of 35')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows a capped count as 10,000+ and pages on while the API has a next page', async () => {
    const { user, onPageChange } = renderTable({ count: 10_001, page: 1001, hasNext: true });
    expect(screen.getByText('10001–10010 of 10,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1002);
  });

  it('stops at the last page of a capped count when there is no next page', () => {
    renderTable({ count: 10_001, page: 1500, hasNext: false });
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('selects rows and all rows of the page', async () => {
    const onSelectedChange = vi.fn();
    const { user } = renderTable({ selectable: true, selected: new Set([101]), onSelectedChange });
    const all = screen.getByRole('checkbox', { name: 'Select all orders on this page' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set([101, 102]));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #101' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(new Set());
    // A checkbox click does not open the order.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/pending_orders');
  });

  it('has no checkboxes on staff lists', () => {
    renderTable();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
