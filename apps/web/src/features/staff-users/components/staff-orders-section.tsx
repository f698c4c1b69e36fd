import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { COUNT_CAP, formatCount, type TOrder } from '@printhub/contract';

import { type DataTableColumn } from '@/components/data-table';
import { dateColumn, fieldColumn } from '@/components/data-table-columns';
import { PagedDataTable, pagedListProps, pagedTableProps } from '@/components/data-table-pagination';
import { ListProgress } from '@/components/list-body';
import { OrderStatusChip } from '@/components/order-status-chip';
import { QueryError } from '@/components/query-error';
import { useListView } from '@/lib/list-params';

import {
  STAFF_ORDERS_PAGE_SIZE,
  STAFF_ORDERS_VIEWS,
  staffOrdersPageQuery,
  useStaffUserOrders,
  type StaffOrdersKind,
} from '../api/get-staff-user-orders';

const TITLES: Record<StaffOrdersKind, string> = { open: 'Open orders', delivered: 'Delivered orders' };
const EMPTY: Record<StaffOrdersKind, string> = {
  open: 'No open orders',
  delivered: 'No delivered orders yet',
};

const columns: DataTableColumn<TOrder>[] = [
  {
    key: 'id',
    header: 'Order',
    sortField: 'id',
    render: (order) => (
      <Link component={RouterLink} to={`/order/${order.id}`}>
        #{order.id}
      </Link>
    ),
  },
  fieldColumn('title', 'Title'),
  {
    key: 'customer',
    header: 'Customer',
    sortField: 'first_name',
    render: (order) => `${order.user_data.first_name} ${order.user_data.last_name}`.trim(),
  },
  {
    key: 'status',
    header: 'Status',
    sortField: 'status',
    render: (order) => <OrderStatusChip status={order.status} />,
  },
  { ...dateColumn('created', 'Created', (order) => order.created_at), sortField: 'created_at' },
];

/**
 * One kind of a staff user's orders (open or delivered), with its count: paged and sorted by the server,
 * its page, rows per page and order in the URL under the section's own names.
 */
export function StaffOrdersSection({ staffUserId, kind }: { staffUserId: number; kind: StaffOrdersKind }) {
  const { view, update } = useListView(STAFF_ORDERS_VIEWS[kind]);
  const page = useMemo(() => staffOrdersPageQuery(view), [view]);
  const orders = useStaffUserOrders(staffUserId, kind, page);
  const headingId = `staff-orders-${kind}`;
  const count = orders.data?.count;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 1, mb: 3 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {TITLES[kind]}
        {count !== undefined && ` (${formatCount(count, COUNT_CAP)})`}
      </Typography>
      {orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <ListProgress fetching={orders.isFetching} label={`Loading ${TITLES[kind].toLowerCase()}`} />
          <PagedDataTable
            columns={columns}
            rows={orders.data?.results ?? []}
            ariaLabel={TITLES[kind]}
            loading={orders.isPending}
            emptyText={EMPTY[kind]}
            skeletonRows={3}
            {...pagedTableProps(pagedListProps(view, update, orders.data), STAFF_ORDERS_PAGE_SIZE, COUNT_CAP)}
            outlined
          />
        </>
      )}
    </Stack>
  );
}
