import { appInfoQueryOptions } from '@/lib/app-info';
import { orderKeys } from '@/lib/query-keys';
import { makeHistoryEntry, makeOrderDetail } from '@/test/fixtures/orders';
import { renderWithProviders, testQueryClient } from '@/test/render';

import { staffUsersQueryOptions } from '../api/get-staff-users';
import { OrderDetailPage } from '../components/order-detail-page';

import type { TCurrentUser, TOrderDetail } from '@printhub/contract';

export const ADMIN: TCurrentUser = {
  id: 1,
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  is_superuser: true,
};
export const STAFF: TCurrentUser = {
  id: 5,
  full_name: 'Sam Staff',
  email: 'sam@example.com',
  is_superuser: false,
};

/**
 * Order #101 (assigned to Sam Staff unless `order` says otherwise) on its detail screen, the data it would load
 * already in the cache: no server and no fetch mock needed.
 */
export function renderDetail(me: TCurrentUser, order: Partial<TOrderDetail> = {}) {
  const client = testQueryClient();
  client.setQueryData(['current-user'], me);
  client.setQueryData(appInfoQueryOptions().queryKey, {
    app_name: 'PrintHub',
    public_url: '',
    shop_time_zone: 'Asia/Kolkata',
  });
  client.setQueryData(
    orderKeys.detail(101),
    makeOrderDetail({
      status: 'assigned',
      assigned_user: 5,
      assigned_user_name: 'Sam Staff',
      history: [makeHistoryEntry()],
      ...order,
    }),
  );
  client.setQueryData(orderKeys.files(101), []);
  client.setQueryData(staffUsersQueryOptions().queryKey, [
    { id: 5, full_name: 'Sam Staff', email: 'sam@example.com' },
  ]);
  return renderWithProviders(<OrderDetailPage />, {
    path: '/order/101',
    route: '/order/:id',
    queryClient: client,
  });
}
