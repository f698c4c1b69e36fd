import { dateColumn, linkColumn, moneyColumns } from '@/components/data-table-columns';
import { PagedDataTable, type DataTablePage } from '@/components/data-table-pagination';
import { OrderStatusChip } from '@/components/order-status-chip';

import { CUSTOMER_ORDERS_PAGE_SIZE } from '../api/get-customer-orders';

import type { DataTableColumn } from '@/components/data-table';
import type { TOrder } from '@printhub/contract';

export const NO_CUSTOMER_ORDERS_TEXT = 'This user has no orders yet';

const COLUMNS: DataTableColumn<TOrder>[] = [
  linkColumn('id', 'Order #', (order) => ({ to: `/order/${order.id}`, text: `#${order.id}` })),
  { key: 'title', header: 'Title', render: (order) => order.title },
  { key: 'pages', header: 'Pages', align: 'right', render: (order) => order.pdf_page_count },
  ...moneyColumns<TOrder>(),
  { key: 'status', header: 'Status', render: (order) => <OrderStatusChip status={order.status} /> },
  dateColumn('created', 'Created', (order) => order.created_at),
];

export interface CustomerOrdersTableProps extends DataTablePage {
  orders: readonly TOrder[];
  loading?: boolean;
}

/** The customer's orders, 10 a page, each linking to /order/{id}. */
export function CustomerOrdersTable({ orders, loading = false, ...page }: CustomerOrdersTableProps) {
  return (
    <PagedDataTable
      columns={COLUMNS}
      rows={orders}
      ariaLabel="Orders"
      loading={loading}
      emptyText={NO_CUSTOMER_ORDERS_TEXT}
      skeletonRows={3}
      emptyPaddingY={4}
      pagination={{ ...page, pageSize: CUSTOMER_ORDERS_PAGE_SIZE, hideSinglePage: true }}
    />
  );
}
