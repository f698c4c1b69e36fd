import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { dateColumn } from '@/components/data-table-columns';
import { OrderStatusChip } from '@/components/order-status-chip';
import { QueryError } from '@/components/query-error';

import { STAFF_ORDERS_SHOWN, useStaffUserOrders, type StaffOrdersKind } from '../api/get-staff-user-orders';

import type { TOrder } from '@printhub/contract';

const TITLES: Record<StaffOrdersKind, string> = { open: 'Open orders', delivered: 'Delivered orders' };
const EMPTY: Record<StaffOrdersKind, string> = {
  open: 'No open orders',
  delivered: 'No delivered orders yet',
};

const columns: DataTableColumn<TOrder>[] = [
  {
    key: 'id',
    header: 'Order',
    render: (order) => (
      <Link component={RouterLink} to={`/order/${order.id}`}>
        #{order.id}
      </Link>
    ),
  },
  { key: 'title', header: 'Title', render: (order) => order.title },
  {
    key: 'customer',
    header: 'Customer',
    render: (order) => `${order.user_data.first_name} ${order.user_data.last_name}`.trim(),
  },
  { key: 'status', header: 'Status', render: (order) => <OrderStatusChip status={order.status} /> },
  dateColumn('created', 'Created', (order) => order.created_at),
];

/** One kind of a staff user's orders (open or delivered), with its count. */
export function StaffOrdersSection({ staffUserId, kind }: { staffUserId: number; kind: StaffOrdersKind }) {
  const orders = useStaffUserOrders(staffUserId, kind);
  const headingId = `staff-orders-${kind}`;
  const count = orders.data?.count;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1, mb: 3 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {TITLES[kind]}
        {count !== undefined && ` (${count})`}
      </Typography>
      {count !== undefined && count > STAFF_ORDERS_SHOWN && (
        <Typography color="text.secondary">The newest {STAFF_ORDERS_SHOWN} are shown.</Typography>
      )}
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={orders.data?.results ?? []}
          ariaLabel={TITLES[kind]}
          loading={orders.isPending}
          emptyText={EMPTY[kind]}
          skeletonRows={3}
          outlined
        />
      )}
    </Stack>
  );
}
