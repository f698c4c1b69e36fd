import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';

import { COUNT_CAP, formatCount, isCountCapped, type TOrder } from '@printhub/contract';

import { OrderStatusChip } from '@/components/order-status-chip';
import { datePart, formatAmount, fullName, ORDER_TYPE_LABELS } from '@/lib/format';

import { ORDER_PAGE_SIZE } from '../list-config';

export const NO_ORDERS_TEXT = 'No orders found';

const COLUMNS = [
  'Order #',
  'Customer',
  'Title',
  'Pages',
  'Amount',
  'Type',
  'Status',
  'Assigned to',
  'Created',
];

export interface OrdersTableProps {
  orders: readonly TOrder[];
  /** The total from the API, counted up to countCap (a count at the cap means "more than that"). */
  count: number;
  /** The API's cap for this list (contract's countCap(query)); default COUNT_CAP. */
  countCap?: number;
  /** Whether the API has a next page (used when the count is capped). */
  hasNext: boolean;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The first load: skeleton rows instead of "No orders found". */
  loading?: boolean;
  /** Row checkboxes and select-all (super admin lists). */
  selectable?: boolean;
  selected?: ReadonlySet<number>;
  onSelectedChange?: (ids: Set<number>) => void;
}

export const orderPath = (id: number): string => `/order/${id}`;

/** The order table: one row per order, a link (and a row click) to /order/{id}, 10 per page. */
export function OrdersTable({
  orders,
  count,
  hasNext,
  page,
  onPageChange,
  loading = false,
  selectable = false,
  selected = new Set<number>(),
  onSelectedChange,
  countCap = COUNT_CAP,
}: OrdersTableProps) {
  const navigate = useNavigate();
  const pageIds = orders.map((order) => order.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const capped = isCountCapped(count, countCap);
  const lastPage = Math.max(0, Math.ceil(count / ORDER_PAGE_SIZE) - 1);
  const columnCount = COLUMNS.length + (selectable ? 1 : 0);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange?.(next);
  };
  const toggleAll = () => onSelectedChange?.(allSelected ? new Set() : new Set(pageIds));

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Orders" size="small">
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selectedOnPage > 0 && !allSelected}
                    disabled={pageIds.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all orders on this page' } }}
                  />
                </TableCell>
              )}
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'Pages' || column === 'Amount' ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && orders.length === 0
              ? Array.from({ length: 5 }, (_, row) => (
                  <TableRow key={`skeleton-${row}`} aria-hidden>
                    {Array.from({ length: columnCount }, (_, cell) => (
                      <TableCell key={cell}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!loading && orders.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{NO_ORDERS_TEXT}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {orders.map((order) => (
              <TableRow
                key={order.id}
                hover
                selected={selected.has(order.id)}
                onClick={() => void navigate(orderPath(order.id))}
                sx={{ cursor: 'pointer' }}
              >
                {selectable && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selected.has(order.id)}
                      onChange={() => toggle(order.id)}
                      slotProps={{ input: { 'aria-label': `Select order #${order.id}` } }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={orderPath(order.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    #{order.id}
                  </Link>
                </TableCell>
                <TableCell>{fullName(order.user_data)}</TableCell>
                <TableCell>{order.title}</TableCell>
                <TableCell align="right">{order.pdf_page_count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(order.amount)}
                </TableCell>
                <TableCell>{ORDER_TYPE_LABELS[order.order_type]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <OrderStatusChip status={order.status} />
                </TableCell>
                <TableCell>{order.assigned_user_name ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={order.created_at}>{datePart(order.created_at)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[ORDER_PAGE_SIZE]}
        rowsPerPage={ORDER_PAGE_SIZE}
        // A capped count is "unknown": MUI then pages on until the API says there is no next page.
        count={capped ? -1 : count}
        page={capped ? page - 1 : Math.min(page - 1, lastPage)}
        onPageChange={(_, next) => onPageChange(next + 1)}
        // MUI's own wording ("11–20 of 35"), with "10,000+" for a capped count.
        labelDisplayedRows={({ from, to }) => `${from}–${to} of ${formatCount(count, countCap)}`}
        slotProps={capped ? { actions: { nextButton: { disabled: !hasNext } } } : undefined}
      />
    </Paper>
  );
}
