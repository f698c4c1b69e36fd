import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { currentUserQueryOptions } from '@/lib/current-user';
import { orderKeys } from '@/lib/query-keys';
import { makeOrder } from '@/test/fixtures/orders';
import { renderWithProviders, testQueryClient } from '@/test/render';

import { OrderListPage } from '../components/order-list-page';
import { buildOrderListRequest, ORDER_LISTS } from '../list-config';
import { parseListUrlState } from '../list-url-state';

import type { TCurrentUser } from '@printhub/contract';

// The filter bar's chunk does not arrive (the network dropped while it loaded).
vi.mock('../components/order-list-filters', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/order-list-filters.js');
});

const ADMIN: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };

describe('OrderListPage when the filters cannot load', () => {
  it('shows the failure and Retry in the filters’ place, and keeps the rows and the heading’s buttons', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, ADMIN);
    const request = buildOrderListRequest(ORDER_LISTS.total, parseListUrlState(new URLSearchParams()), 1);
    if (!request.ok) throw new Error('the total list needs no filter');
    queryClient.setQueryData(orderKeys.list(request.path, request.query), {
      count: 2,
      next: null,
      previous: null,
      results: [makeOrder({ id: 111 }), makeOrder({ id: 112 })],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    renderWithProviders(<OrderListPage list="total" />, { path: '/list', queryClient });

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Total Orders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(3);
  });
});
