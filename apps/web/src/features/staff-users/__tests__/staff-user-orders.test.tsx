import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeOrder } from '@/test/fixtures/orders';
import { json, mockApi, renderWithProviders, type ApiCall } from '@/test/render';

import { StaffUserOrdersPage } from '../components/staff-user-orders-page';

import type { TOrder, TStaffUser } from '@printhub/contract';

const SAM: TStaffUser = {
  id: 5,
  full_name: 'Sam Staff',
  email: 'sam@example.com',
  mobile: null,
  is_superuser: false,
  is_active: true,
  created_at: '2024-01-05T10:00:00Z',
};

/** Sam has 23 open orders (ids 1–23) and 12 delivered ones (ids 101–112), newest (highest id) first. */
const OPEN = Array.from({ length: 23 }, (_, i) => makeOrder({ id: 23 - i, status: 'assigned' }));
const DELIVERED = Array.from({ length: 12 }, (_, i) => makeOrder({ id: 112 - i, status: 'delivered' }));

/** GET /api/my_orders/ as the server pages it: the kind by its status filter, then limit/offset and `id` order. */
function myOrders(call: ApiCall) {
  const query = call.url.searchParams;
  const all = query.get('status') === 'delivered' ? DELIVERED : OPEN;
  const ordering = query.get('ordering');
  const sorted = ordering === 'id' ? [...all].sort((a, b) => a.id - b.id) : all;
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset') ?? 0);
  return json({
    count: all.length,
    next: offset + limit < all.length ? `/api/my_orders/?offset=${offset + limit}` : null,
    previous: offset > 0 ? '/api/my_orders/?offset=0' : null,
    results: sorted.slice(offset, offset + limit),
  });
}

function renderOrders(path: string) {
  const api = mockApi({ 'GET /api/staff_users/': json([SAM]), 'GET /api/my_orders/': myOrders });
  const rendered = renderWithProviders(<StaffUserOrdersPage />, { path, route: '/staff_users/:id' });
  const loads = (kind: 'open' | 'delivered') =>
    api
      .to('GET', '/api/my_orders/')
      .map((call) => Object.fromEntries(call.url.searchParams))
      .filter((query) => (query.status === 'delivered') === (kind === 'delivered'));
  return { ...rendered, loads };
}

const section = (name: RegExp) => screen.getByRole('region', { name });
const orderIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => Number(link.textContent?.replace('#', '')));
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const ids = (orders: TOrder[]) => orders.map((order) => order.id);

describe("StaffUserOrdersPage: a staff user's orders, each section paged by the server", () => {
  it('asks for the page, rows and order each section has in the URL, under its own names', async () => {
    const { loads } = renderOrders('/staff_users/5?delivered_page=2&delivered_ordering=id');
    const delivered = await screen.findByRole('table', { name: 'Delivered orders' });
    await waitFor(() => expect(orderIds(delivered)).toEqual([111, 112]));
    expect(loads('delivered').at(-1)).toEqual({
      assigned_user: '5',
      status: 'delivered',
      limit: '10',
      offset: '10',
      ordering: 'id',
    });
    expect(within(delivered).getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(section(/^Delivered orders/)).getByText('11–12 of 12')).toBeInTheDocument();

    // The open section has a view of its own: page 1, newest first.
    const open = screen.getByRole('table', { name: 'Open orders' });
    await waitFor(() => expect(orderIds(open)).toEqual(ids(OPEN.slice(0, 10))));
    expect(loads('open').at(-1)).toEqual({
      assigned_user: '5',
      exclude_status: 'delivered',
      limit: '10',
      offset: '0',
    });
    expect(screen.getByRole('heading', { name: 'Open orders (23)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delivered orders (12)' })).toBeInTheDocument();
    expect(screen.queryByText(/are shown/)).not.toBeInTheDocument();
  });

  it('pages, resizes and sorts one section in the URL while the other keeps its page', async () => {
    const { user, loads } = renderOrders('/staff_users/5?delivered_page=2');
    const open = section(/^Open orders/);
    const openTable = await within(open).findByRole('table', { name: 'Open orders' });
    await waitFor(() => expect(orderIds(openTable)).toHaveLength(10));

    await user.click(within(open).getByRole('button', { name: 'Go to next page' }));
    expect(location()).toBe('/staff_users/5?delivered_page=2&open_page=2');
    await waitFor(() => expect(orderIds(openTable)).toEqual(ids(OPEN.slice(10, 20))));
    expect(loads('open').at(-1)).toMatchObject({ limit: '10', offset: '10' });
    expect(within(open).getByText('11–20 of 23')).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(orderIds(openTable)).toEqual(ids(OPEN.slice(20))));
    expect(location()).toBe('/staff_users/5?delivered_page=2&open_page=3');

    // More rows a page: back to the first page of this section only.
    await user.click(within(open).getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(location()).toBe('/staff_users/5?delivered_page=2&open_page_size=25');
    await waitFor(() => expect(orderIds(openTable)).toEqual(ids(OPEN)));
    expect(loads('open').at(-1)).toMatchObject({ limit: '25', offset: '0' });

    // A header sorts this section; the delivered section still shows its second page.
    await user.click(within(openTable).getByRole('button', { name: /Order/ }));
    expect(location()).toBe('/staff_users/5?delivered_page=2&open_page_size=25&open_ordering=id');
    await waitFor(() => expect(orderIds(openTable)).toEqual(ids(OPEN).reverse()));
    const deliveredTable = screen.getByRole('table', { name: 'Delivered orders' });
    expect(orderIds(deliveredTable)).toEqual(ids(DELIVERED.slice(10)));
    expect(loads('delivered').every((query) => query.offset === '10')).toBe(true);
  });
});
