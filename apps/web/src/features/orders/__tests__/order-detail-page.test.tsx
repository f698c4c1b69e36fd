import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { orderKeys } from '@/lib/query-keys';
import { makeHistoryEntry, makeOrderDetail } from '@/test/fixtures/orders';
import { renderWithProviders, testQueryClient } from '@/test/render';

import { staffUsersQueryOptions } from '../api/get-staff-users';
import { OrderDetailPage } from '../components/order-detail-page';

import type { TCurrentUser } from '@printhub/contract';

const ADMIN: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
const STAFF: TCurrentUser = { id: 5, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

/** The data the screen would load, already in the cache: no server and no fetch mock needed. */
function renderDetail(me: TCurrentUser) {
  const client = testQueryClient();
  client.setQueryData(['current-user'], me);
  client.setQueryData(
    orderKeys.detail(101),
    makeOrderDetail({
      status: 'assigned',
      assigned_user: 5,
      assigned_user_name: 'Sam Staff',
      history: [makeHistoryEntry()],
    }),
  );
  client.setQueryData(orderKeys.files(101), []);
  client.setQueryData(staffUsersQueryOptions().queryKey, [
    { id: 5, full_name: 'Sam Staff', email: 'sam@example.com' },
  ]);
  renderWithProviders(<OrderDetailPage />, { path: '/order/101', route: '/order/:id', queryClient: client });
}

describe('OrderDetailPage', () => {
  it('shows the order, its status, files and timeline', () => {
    renderDetail(STAFF);
    expect(screen.getByRole('heading', { level: 1, name: 'Order #101' })).toBeInTheDocument();
    expect(screen.getAllByText('Assigned')[0]?.closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('Asha Rao');
    expect(screen.getByRole('heading', { name: 'Files' }).parentElement).toHaveTextContent('No files');
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByRole('listitem')).toHaveTextContent(
      'Ada Admin changed status from Confirmed to Assigned and assigned to Sam Staff',
    );
  });

  it('gives staff the one next step only', () => {
    renderDetail(STAFF);
    expect(screen.getByRole('button', { name: 'Mark as Out For Delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned staff' })).not.toBeInTheDocument();
  });

  it('gives a super admin the status and assignment selects', () => {
    renderDetail(ADMIN);
    expect(screen.queryByRole('button', { name: /^Mark as / })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assigned staff' })).toHaveTextContent('Sam Staff');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, with a way back', () => {
    renderWithProviders(<OrderDetailPage />, {
      path: '/order/abc',
      route: '/order/:id',
      cache: [[['current-user'], STAFF]],
    });
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Assigned Orders' })).toHaveAttribute(
      'href',
      '/assigned_orders',
    );
  });
});
