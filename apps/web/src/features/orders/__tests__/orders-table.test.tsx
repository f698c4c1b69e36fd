import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

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
        discount: 9.9,
        amount_due: 89.1,
        paid_amount: 50,
        balance_due: 39.1,
        payment_status: 'partial',
        created_at: '2024-02-10T08:00:00.000Z',
        due_at: '2024-02-12T08:00:00.000Z',
        invoice_number: 'INV/2023-24/000417',
        invoice_date: '2024-02-11',
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

const NOW = Date.parse('2024-02-12T10:30:00.000Z');
afterEach(() => {
  vi.useRealTimers();
});

describe('OrdersTable', () => {
  it('has the columns and one row per order, with the status chip', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    renderTable();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order #',
      'First page',
      'Customer',
      'Title',
      'Pages',
      'Amount',
      'Discount',
      'Amount due',
      'Balance',
      'Payment',
      'Type',
      'Status',
      'Due',
      'Assigned to',
      'Invoice',
      'Created',
    ]);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '#102',
      '',
      'Ravi K',
      'Brochure',
      '8',
      '₹99',
      '₹9.90',
      '₹89.10',
      '₹39.10',
      'Partly paid',
      'Subscription',
      'Out For Delivery',
      '2 h late',
      'Sam Staff',
      'INV/2023-24/000417',
      '2024-02-10',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByText('Confirmed')
        .closest('.MuiChip-root'),
    ).toHaveClass('MuiChip-colorDefault');
    // No assignee and no invoice number yet.
    expect(within(rows[0] as HTMLElement).getAllByText('—')).toHaveLength(2);
  });

  it('issue 37 item 1: the Due column says "in 3 h", "2 h late" in red, and a delivered order\'s date', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    renderTable({
      orders: [
        makeOrder({ id: 1, status: 'assigned', due_at: '2024-02-12T13:30:00.000Z', rush: true }),
        makeOrder({ id: 2, status: 'out-for-delivery', due_at: '2024-02-12T08:29:00.000Z' }),
        makeOrder({ id: 3, status: 'confirmed', due_at: '2024-02-12T10:50:00.000Z' }),
        makeOrder({ id: 4, status: 'confirmed', due_at: '2024-02-15T10:30:00.000Z' }),
        makeOrder({ id: 5, status: 'delivered', due_at: '2024-02-11T10:30:00.000Z' }),
      ],
      count: 5,
    });
    const due = (id: number) => screen.getByRole('link', { name: `#${id}` }).closest('tr')!.cells[12]!;
    expect(due(1)).toHaveTextContent('in 3 h · Rush');
    expect(due(2)).toHaveTextContent('2 h late');
    expect(due(3)).toHaveTextContent('in 20 min');
    expect(due(4)).toHaveTextContent('in 3 d');
    // Delivered: never late, the due moment itself.
    expect(due(5).textContent).toMatch(/^11 Feb 2024, \d\d:\d\d$/);
    const red = 'var(--mui-palette-error-main)';
    expect(within(due(2)).getByText('2 h late')).toHaveStyle({ color: red });
    expect(within(due(1)).getByText(/in 3 h/)).not.toHaveStyle({ color: red });
  });

  it('sorts by the due date from the Due header', () => {
    renderTable({ sorting: { ordering: 'due_at', onSort: vi.fn() } });
    expect(screen.getByRole('columnheader', { name: /Due/ })).toHaveAttribute('aria-sort', 'ascending');
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
