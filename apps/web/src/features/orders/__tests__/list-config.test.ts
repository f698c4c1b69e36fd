import { describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { exportCsvQuery } from '@/components/export-csv-button';

import {
  buildOrderListRequest,
  ORDER_LIST_ROUTES,
  ORDER_LISTS,
  statusFilterOptions,
  UNKNOWN_USER_ERROR,
  type OrderListKey,
} from '../list-config';

import type { OrderListUrlState } from '../list-url-state';

const FIRST_PAGE: OrderListUrlState = { page: 1, pageSize: 10, q: '', statuses: [] };
const ME = 7;

function requestFor(role: 'superAdmin' | 'staff', path: string, state = FIRST_PAGE) {
  const key = ORDER_LIST_ROUTES[role][path] as OrderListKey;
  return { key, request: buildOrderListRequest(ORDER_LISTS[key], state, ME) };
}

const page = { limit: 10, offset: 0 };

describe('order list config: each route loads the right endpoint with the right filter', () => {
  it.each([
    ['/pending_orders', 'Pending Orders', { status: 'confirmed', exclude_order_type: 'subscription' }],
    ['/assigned_orders', 'Assigned Orders', { status: 'assigned', exclude_order_type: 'subscription' }],
    ['/completed_orders', 'Completed Orders', { status: 'delivered', exclude_order_type: 'subscription' }],
    ['/total_orders', 'Total Orders', { exclude_order_type: 'subscription' }],
    [
      '/subscription_pending_orders',
      'Subscription Pending Orders',
      { status: 'confirmed', order_type: 'subscription' },
    ],
    [
      '/subscription_assigned_orders',
      'Subscription Assigned Orders',
      { status: 'assigned', order_type: 'subscription' },
    ],
    [
      '/subscription_completed_orders',
      'Subscription Completed Orders',
      { status: 'delivered', order_type: 'subscription' },
    ],
    ['/subscription_total_orders', 'Subscription Total Orders', { order_type: 'subscription' }],
  ])('super admin %s → /api/all-orders/ (%s)', (path, title, filter) => {
    const { key, request } = requestFor('superAdmin', path);
    expect(ORDER_LISTS[key].title).toBe(title);
    expect(ORDER_LISTS[key]).toMatchObject({ bulkMove: true, exportCsv: true });
    expect(request).toEqual({ ok: true, path: API.allOrders, query: { ...filter, ...page } });
  });

  it.each([
    ['/assigned_orders', 'Assigned Orders', { exclude_status: 'delivered' }],
    ['/out_for_delivery_orders', 'Out For Delivery Orders', { status: 'out-for-delivery' }],
    ['/completed_orders', 'Completed Orders', { status: 'delivered' }],
  ])('staff %s → /api/my_orders/ with their own id (%s)', (path, title, filter) => {
    const { key, request } = requestFor('staff', path);
    expect(ORDER_LISTS[key].title).toBe(title);
    expect(ORDER_LISTS[key]).toMatchObject({ bulkMove: false, exportCsv: false });
    expect(request).toEqual({
      ok: true,
      path: API.myOrders,
      query: { ...filter, assigned_user: ME, ...page },
    });
  });

  it('has exactly the specified routes for each role', () => {
    expect(Object.keys(ORDER_LIST_ROUTES.superAdmin)).toHaveLength(8);
    expect(Object.keys(ORDER_LIST_ROUTES.staff).sort()).toEqual([
      '/assigned_orders',
      '/completed_orders',
      '/out_for_delivery_orders',
    ]);
  });

  it('adds paging, dates and the trimmed search', () => {
    const { request } = requestFor('superAdmin', '/pending_orders', {
      ...FIRST_PAGE,
      page: 3,
      from: '2024-01-01',
      to: '2024-01-31',
      q: 'asha',
    });
    expect(request).toEqual({
      ok: true,
      path: API.allOrders,
      query: {
        status: 'confirmed',
        exclude_order_type: 'subscription',
        limit: 10,
        offset: 20,
        from_date: '2024-01-01',
        to_date: '2024-01-31',
        query: 'asha',
      },
    });
  });

  it('refuses a reversed date range instead of building a call', () => {
    const { request } = requestFor('staff', '/completed_orders', {
      ...FIRST_PAGE,
      page: 1,
      from: '2024-02-01',
      to: '2024-01-31',
      q: '',
    });
    expect(request).toEqual({ ok: false, error: 'The end date must not be before the start date' });
  });

  it('accepts a one-day range', () => {
    const { request } = requestFor('superAdmin', '/total_orders', {
      ...FIRST_PAGE,
      page: 1,
      from: '2024-02-01',
      to: '2024-02-01',
      q: '',
    });
    expect(request.ok).toBe(true);
  });

  it('needs the signed-in user for a staff list', () => {
    expect(buildOrderListRequest(ORDER_LISTS['staff-completed'], FIRST_PAGE, null)).toEqual({
      ok: false,
      error: UNKNOWN_USER_ERROR,
    });
  });

  it('sends the chosen page size, sort and statuses; a list with a fixed status has no Status filter', () => {
    const total = requestFor('superAdmin', '/total_orders', {
      ...FIRST_PAGE,
      page: 2,
      pageSize: 25,
      ordering: '-created_at',
      statuses: ['confirmed', 'assigned'],
    });
    expect(total.request).toEqual({
      ok: true,
      path: API.allOrders,
      query: {
        exclude_order_type: 'subscription',
        limit: 25,
        offset: 25,
        ordering: '-created_at',
        status: ['confirmed', 'assigned'],
      },
    });
    expect(statusFilterOptions(ORDER_LISTS.total)).toEqual([
      'confirmed',
      'assigned',
      'out-for-delivery',
      'delivered',
      'cancelled',
    ]);
    expect(statusFilterOptions(ORDER_LISTS.pending)).toEqual([]);
    expect(statusFilterOptions(ORDER_LISTS['staff-assigned'])).toEqual([
      'confirmed',
      'assigned',
      'out-for-delivery',
    ]);
  });

  it('exports the same filters and sort without the paging', () => {
    const { request } = requestFor('superAdmin', '/completed_orders', {
      ...FIRST_PAGE,
      page: 4,
      q: 'thesis',
      from: '2024-01-01',
      ordering: '-title',
    });
    if (!request.ok) throw new Error('expected a request');
    expect(exportCsvQuery(request.query)).toEqual({
      ordering: '-title',
      status: 'delivered',
      exclude_order_type: 'subscription',
      query: 'thesis',
      from_date: '2024-01-01',
    });
  });
});
