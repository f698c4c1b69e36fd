import type { TOrder } from '@printhub/contract';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChip } from '@/components/order-status-chip';
import { datePart, formatAmount } from '@/lib/format';
import { USER_ORDERS_PAGE_SIZE } from '../api/get-user-orders';

export const NO_USER_ORDERS_TEXT = 'This user has no orders yet';
const COLUMNS = ['Order #', 'Title', 'Pages', 'Amount', 'Status', 'Created'] as const;

export interface UserOrdersTableProps {
  orders: readonly TOrder[];
  count: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
}

/** The customer's orders, 10 a page, each linking to /order/{id}. */
export function UserOrdersTable({
  orders,
  count,
  page,
  onPageChange,
  loading = false,
}: UserOrdersTableProps) {
  return (
    <>
      <TableContainer>
        <Table aria-label="Orders" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'Pages' || column === 'Amount' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && orders.length === 0
              ? Array.from({ length: 3 }, (_, row) => (
                  <TableRow key={`skeleton-${row}`} aria-hidden>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!loading && orders.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center' }}>
                  <Typography color="text.secondary">{NO_USER_ORDERS_TEXT}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {orders.map((order) => (
              <TableRow key={order.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/order/${order.id}`}>
                    #{order.id}
                  </Link>
                </TableCell>
                <TableCell>{order.title}</TableCell>
                <TableCell align="right">{order.pdf_page_count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(order.amount)}
                </TableCell>
                <TableCell>
                  <OrderStatusChip status={order.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={order.created_at}>{datePart(order.created_at)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {count > USER_ORDERS_PAGE_SIZE && (
        <TablePagination
          component="div"
          rowsPerPageOptions={[USER_ORDERS_PAGE_SIZE]}
          rowsPerPage={USER_ORDERS_PAGE_SIZE}
          count={count}
          page={Math.min(page - 1, Math.max(0, Math.ceil(count / USER_ORDERS_PAGE_SIZE) - 1))}
          onPageChange={(_, next) => onPageChange(next + 1)}
        />
      )}
    </>
  );
}
