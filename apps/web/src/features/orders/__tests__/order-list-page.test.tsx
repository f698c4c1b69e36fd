import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';

import { orderKeys } from '@/lib/query-keys';
import { makeOrder } from '@/test/fixtures/orders';
import { json, mockApi, renderWithProviders, testQueryClient } from '@/test/render';

import { staffUsersQueryOptions } from '../api/get-staff-users';
import { OrderListPage } from '../components/order-list-page';
import { buildOrderListRequest, ORDER_LISTS, type OrderListKey } from '../list-config';
import { parseListUrlState } from '../list-url-state';

import type { TCurrentUser, TOrderPage } from '@printhub/contract';

const ADMIN: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
const STAFF: TCurrentUser = { id: 5, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

/** The page the list screen would load, already in the cache under the key it builds from its URL. */
function listClient(list: OrderListKey, me: TCurrentUser, search: string, page?: TOrderPage) {
  const client = testQueryClient();
  client.setQueryData(['current-user'], me);
  const request = buildOrderListRequest(
    ORDER_LISTS[list],
    parseListUrlState(new URLSearchParams(search)),
    me.id,
  );
  if (page && request.ok) client.setQueryData(orderKeys.list(request.path, request.query), page);
  return client;
}

/** The bare tree, for the one test that renders outside act() and so cannot use renderWithProviders. */
function listTree(list: OrderListKey, me: TCurrentUser, search: string, page?: TOrderPage) {
  return (
    <QueryClientProvider client={listClient(list, me, search, page)}>
      <MemoryRouter initialEntries={[`/list${search}`]}>
        <OrderListPage list={list} />
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderList(list: OrderListKey, me: TCurrentUser, search: string, page?: TOrderPage) {
  const queryClient = listClient(list, me, search, page);
  queryClient.setQueryData(staffUsersQueryOptions().queryKey, [
    { id: 7, full_name: 'Asha Staff', email: 'asha@example.com' },
  ]);
  return renderWithProviders(<OrderListPage list={list} />, { path: `/list${search}`, queryClient }).user;
}

const pageOf = (count: number, ids: number[]): TOrderPage => ({
  count,
  next: null,
  previous: null,
  results: ids.map((id) => makeOrder({ id })),
});

describe('OrderListPage', () => {
  // The filters' code (MUI X's date fields) is a chunk the screen loads as the filters first render: loaded
  // once here, so that the first test does not spend its time on the transform of the date fields.
  beforeAll(async () => {
    await import('../components/order-list-filters');
  }, 60_000);

  it('shows a super admin list with its tools, filters from the URL and the page of orders', async () => {
    renderList('pending', ADMIN, '?page=2&q=asha&from=2024-01-01', pageOf(12, [111, 112]));
    expect(screen.getByRole('heading', { level: 1, name: 'Pending Orders' })).toBeInTheDocument();
    // The filters' code is a chunk of its own, loaded as they first render.
    expect(await screen.findByRole('textbox', { name: 'Search orders' })).toHaveValue('asha');
    expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('1st Jan, 2024');
    expect(screen.getByText('12 orders')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Move to' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('item 8: asks before a bulk move, naming the count and the status; Cancel sends nothing', async () => {
    const api = mockApi({ 'POST /api/all-orders/bulk-update/': json({ updated: [111, 112], failed: [] }) });
    const user = renderList('pending', ADMIN, '', pageOf(3, [111, 112, 113]));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #111' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #112' }));
    await user.click(screen.getByRole('combobox', { name: 'Move to' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 orders to Delivered?' });
    expect(dialog).toHaveTextContent('Orders #111 and #112 will move to Delivered.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.mutations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move 2 orders to Delivered?' })).getByRole('button', {
        name: 'Move',
      }),
    );
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    expect(api.mutations()[0]!.body).toEqual({ ids: [111, 112], status: 'delivered' });
    expect(await screen.findByText('2 updated')).toBeInTheDocument();
  });

  it('item 8: asks before a bulk assignment, naming the count and the staff user', async () => {
    const api = mockApi({ 'POST /api/all-orders/bulk-update/': json({ updated: [113], failed: [] }) });
    const user = renderList('pending', ADMIN, '', pageOf(3, [111, 112, 113]));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #113' }));
    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(screen.getByRole('option', { name: 'Asha Staff' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 order to Asha Staff?' });
    expect(dialog).toHaveTextContent(
      'Order #113 will be assigned to Asha Staff; a Confirmed order becomes Assigned.',
    );
    expect(api.mutations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    expect(api.mutations()[0]!.body).toEqual({ ids: [113], assigned_user: 7 });
  });

  it('shows a staff list without bulk moves or export', () => {
    renderList('staff-out-for-delivery', STAFF, '', pageOf(0, []));
    expect(screen.getByRole('heading', { level: 1, name: 'Out For Delivery Orders' })).toBeInTheDocument();
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Move to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /assign/i })).not.toBeInTheDocument();
    // Tickets only, and none to print while nothing is selected.
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeDisabled();
  });

  it("issue 37 item 5: prints the tickets of a staff user's selected orders, in the list's order", async () => {
    const api = mockApi({
      'POST /api/tickets.pdf': new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const user = renderList('staff-assigned', STAFF, '', pageOf(3, [31, 32, 33]));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #33' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #31' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print tickets' }));
    await waitFor(() => expect(api.to('POST', '/api/tickets.pdf')).toHaveLength(1));
    expect(api.to('POST', '/api/tickets.pdf')[0]!.body).toEqual({ order_ids: [31, 33] });
  });

  it.each(['staff-assigned', 'staff-out-for-delivery', 'staff-completed'] as const)(
    'item 13: leaves out "Assigned to" on the staff user\'s own list %s',
    (list) => {
      renderList(list, STAFF, '', pageOf(1, [7]));
      const headers = within(screen.getByRole('table', { name: 'Orders' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      // The selection's column first (its box selects the page's orders, for their tickets).
      expect(headers).toEqual([
        '',
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
        'Invoice',
        'Created',
      ]);
    },
  );

  it('item 13: keeps "Assigned to" on the super admin\'s lists', () => {
    renderList('assigned', ADMIN, '', pageOf(1, [7]));
    expect(screen.getByRole('columnheader', { name: 'Assigned to' })).toBeInTheDocument();
  });

  it('shows an error instead of loading for a reversed date range', async () => {
    renderList('total', ADMIN, '?from=2024-02-01&to=2024-01-01');
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('draws the rows in its first commit and the filters in the next, in the space kept for them', async () => {
    // Outside act(), as a browser runs it: the first commit alone, then the work React deferred.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(listTree('staff-assigned', STAFF, '?q=asha', pageOf(2, [7, 8]))));
      const view = within(container);
      expect(view.getAllByRole('link', { name: /^#[78]$/ })).toHaveLength(2);
      expect(view.getByTestId('filters-placeholder')).toBeInTheDocument();
      // Nothing to type into yet: no field that another would replace.
      expect(view.queryByRole('textbox')).not.toBeInTheDocument();

      expect(await view.findByRole('textbox', { name: 'Search orders' })).toHaveValue('asha');
      expect(view.getByRole('group', { name: 'From' })).toBeInTheDocument();
      expect(view.queryByTestId('filters-placeholder')).not.toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
