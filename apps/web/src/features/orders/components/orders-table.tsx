import { useNavigate } from 'react-router';

import { COUNT_CAP, type TOrder } from '@printhub/contract';

import { dateColumn, fieldColumn, linkColumn, moneyColumns } from '@/components/data-table-columns';
import { PagedDataTable, pagedTableProps, type PagedListProps } from '@/components/data-table-pagination';
import { selectionColumn } from '@/components/data-table-selection';
import { OrderStatusChip } from '@/components/order-status-chip';
import { formatMoney, fullName, ORDER_TYPE_LABELS } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { DueCell } from './due-cell';
import { PageThumbnail } from './page-thumbnail';
import { PaymentStatusChip } from './payment-status-chip';

import type { DataTableColumn } from '@/components/data-table';

export const NO_ORDERS_TEXT = 'No orders found';

export const orderPath = (id: number): string => `/order/${id}`;

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS: DataTableColumn<TOrder>[] = [
  {
    ...linkColumn('id', 'Order #', (order) => ({ to: orderPath(order.id), text: `#${order.id}` }), {
      rowOpensToo: true,
    }),
    sx: NOWRAP,
    sortField: 'id',
  },
  {
    key: 'preview',
    header: 'First page',
    // Each fetched once its row is in view, a few at a time; a fixed box, empty until the picture comes.
    sx: { py: 0.5 },
    render: (order) => (
      <PageThumbnail fileId={order.first_file_id} size={40} alt={`First page of order #${order.id}`} quiet />
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    sortField: 'first_name',
    render: (order) => fullName(order.user_data),
  },
  fieldColumn('title', 'Title'),
  fieldColumn('pdf_page_count', 'Pages', { align: 'right' }),
  ...moneyColumns<TOrder>({ sortAmount: true }),
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    sx: NOWRAP,
    render: (order) => formatMoney(order.balance_due),
  },
  {
    key: 'payment',
    header: 'Payment',
    sx: NOWRAP,
    render: (order) => <PaymentStatusChip order={order} />,
  },
  { key: 'type', header: 'Type', render: (order) => ORDER_TYPE_LABELS[order.order_type] },
  {
    key: 'status',
    header: 'Status',
    sortField: 'status',
    sx: NOWRAP,
    render: (order) => <OrderStatusChip status={order.status} />,
  },
  {
    key: 'due',
    header: 'Due',
    sortField: 'due_at',
    sx: NOWRAP,
    render: (order) => <DueCell order={order} />,
  },
  { key: 'assigned', header: 'Assigned to', render: (order) => order.assigned_user_name ?? '—' },
  { key: 'invoice', header: 'Invoice', sx: NOWRAP, render: (order) => order.invoice_number ?? '—' },
  { ...dateColumn('created', 'Created', (order) => order.created_at), sortField: 'created_at' },
];

export interface OrdersTableProps extends Omit<PagedListProps, 'emptyText'> {
  orders: readonly TOrder[];
  /** The API's cap for this list (contract's countCap(query)); default COUNT_CAP. */
  countCap?: number;
  /** The first load: skeleton rows instead of "No orders found". */
  loading?: boolean;
  /** Row checkboxes and select-all (super admin lists). */
  selectable?: boolean;
  /** The "Assigned to" column; off on a staff user's own lists, where it would always name them. */
  showAssignee?: boolean;
  selected?: ReadonlySet<number>;
  onSelectedChange?: (ids: Set<number>) => void;
}

/** The order table: one row per order, a link (and a row click) to /order/{id}, 10 per page. */
export function OrdersTable({
  orders,
  loading = false,
  selectable = false,
  showAssignee = true,
  selected = new Set<number>(),
  onSelectedChange,
  countCap = COUNT_CAP,
  ...list
}: OrdersTableProps) {
  const navigate = useNavigate();
  const columns = showAssignee ? COLUMNS : COLUMNS.filter((column) => column.key !== 'assigned');
  return (
    <PagedDataTable
      columns={
        selectable
          ? [
              selectionColumn({
                rows: orders,
                selected,
                onChange: (ids) => onSelectedChange?.(ids),
                selectAllLabel: 'Select all orders on this page',
                rowLabel: (order) => `Select order #${order.id}`,
                padding: 'checkbox',
              }),
              ...columns,
            ]
          : columns
      }
      rows={orders}
      ariaLabel="Orders"
      loading={loading}
      emptyText={NO_ORDERS_TEXT}
      onRowClick={(order) => void navigate(orderPath(order.id))}
      isRowSelected={(order) => selected.has(order.id)}
      headerSx={NOWRAP}
      {...pagedTableProps(list, DEFAULT_PAGE_SIZE, countCap)}
      outlined
    />
  );
}
