import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { OrderListPage } from '@/features/orders/components/order-list-page';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { makeOrder } from '@/test/fixtures/orders';
import { json, mockApi, testQueryClient } from '@/test/render';

import { prefetchRoute } from '../routes/route-prefetch';
import { SCREEN_CHUNKS, SCREEN_SOURCES } from '../routes/screen-chunks';

import type { TCurrentUser, TOrderPage } from '@printhub/contract';

const STAFF: TCurrentUser = { id: 7, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };
const PAGE: TOrderPage = { count: 12, next: null, previous: null, results: [makeOrder({ id: 41 })] };

function signIn(user: TCurrentUser) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.id, String(user.id));
  localStorage.setItem(STORAGE_KEYS.isSuperuser, String(user.is_superuser));
}

function api() {
  return mockApi({
    'GET /api/profile/': json(STAFF),
    'GET /api/app-info': json({ app_name: 'PrintHub' }),
    'GET /api/my_orders/': json(PAGE),
    'GET /api/all-orders/': json(PAGE),
    'GET /api/staff-dashboard/': json({ assigned: 1, out_for_delivery: 0, delivered: 0, delivered_today: 0 }),
    'GET /api/all-orders/41/': json({}),
    'GET /api/order-files/': json([]),
  });
}

const params = (url: URL) => Object.fromEntries(url.searchParams);

afterEach(() => localStorage.clear());

describe('prefetchRoute', () => {
  it("asks for a staff list's page as the URL has it, with the profile, before anything renders", () => {
    signIn(STAFF);
    const calls = api();
    prefetchRoute(testQueryClient(), { pathname: '/assigned_orders', search: '?page=2&q=asha' });
    const [list] = calls.to('GET', '/api/my_orders/');
    expect(params(list!.url)).toEqual({
      assigned_user: '7',
      exclude_status: 'delivered',
      limit: '10',
      offset: '10',
      query: 'asha',
    });
    expect(calls.to('GET', '/api/profile/')).toHaveLength(1);
    // The data goes first: the browser sends a few requests at a time, in the order asked.
    expect(calls.calls[0]!.url.pathname).toBe('/api/my_orders/');
  });

  it('hands the list screen its page: the screen shows the rows without asking again', async () => {
    signIn(STAFF);
    const calls = api();
    const client = testQueryClient();
    prefetchRoute(client, { pathname: '/out_for_delivery_orders', search: '?page_size=25' });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/out_for_delivery_orders?page_size=25']}>
          <Routes>
            <Route
              path="/out_for_delivery_orders"
              element={<OrderListPage list="staff-out-for-delivery" />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: '#41' })).toBeInTheDocument();
    const lists = calls.to('GET', '/api/my_orders/');
    expect(lists).toHaveLength(1);
    expect(params(lists[0]!.url)).toMatchObject({ status: 'out-for-delivery', limit: '25', offset: '0' });
  });

  it("asks for a super admin's list on the admins' endpoint: the stored role picks the route map", () => {
    signIn({ ...STAFF, id: 1, is_superuser: true });
    const calls = api();
    prefetchRoute(testQueryClient(), { pathname: '/assigned_orders', search: '' });
    expect(calls.to('GET', '/api/my_orders/')).toHaveLength(0);
    expect(params(calls.to('GET', '/api/all-orders/')[0]!.url)).toMatchObject({ status: 'assigned' });
  });

  it("asks for an order and its files at once, and for the staff user's dashboard", () => {
    signIn(STAFF);
    const calls = api();
    prefetchRoute(testQueryClient(), { pathname: '/order/41', search: '' });
    expect(calls.to('GET', '/api/all-orders/41/')).toHaveLength(1);
    expect(params(calls.to('GET', '/api/order-files/')[0]!.url)).toEqual({ order_id: '41' });
    prefetchRoute(testQueryClient(), { pathname: '/dashboard', search: '' });
    expect(calls.to('GET', '/api/staff-dashboard/')).toHaveLength(1);
  });

  it('asks for nothing without a stored token, and only for the profile on other screens', () => {
    const calls = api();
    prefetchRoute(testQueryClient(), { pathname: '/assigned_orders', search: '' });
    expect(calls.calls).toHaveLength(0);
    signIn(STAFF);
    prefetchRoute(testQueryClient(), { pathname: '/update_password', search: '' });
    expect(calls.calls.map((c) => c.url.pathname).sort()).toEqual(['/api/app-info', '/api/profile/']);
  });

  it('does not ask again for what the sign-in screen handed over', () => {
    signIn(STAFF);
    const calls = api();
    const client = testQueryClient();
    client.setQueryData(['current-user'], STAFF);
    client.setQueryData(['app-info'], { app_name: 'PrintHub' });
    prefetchRoute(client, { pathname: '/completed_orders', search: '' }, { id: 7, isSuperuser: false });
    expect(calls.calls.map((c) => c.url.pathname)).toEqual(['/api/my_orders/']);
  });
});

describe('SCREEN_SOURCES', () => {
  it('names the module each screen chunk loads (the build hints those files for the path)', async () => {
    for (const [name, load] of Object.entries(SCREEN_CHUNKS)) {
      const source = SCREEN_SOURCES[name as keyof typeof SCREEN_CHUNKS];
      expect(await load(), name).toBe(await import(/* @vite-ignore */ `/${source}`));
    }
  });
});
