import type { TUserSubscriptionPlan } from '@printhub/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
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
import { Link as RouterLink } from 'react-router';
import { datePart } from '@/lib/format';
import { USER_PLAN_PAGE_SIZE, USER_PLAN_STATUS_LABELS } from '../list-state';

export const NO_USER_PLANS_TEXT = 'No subscription plans found';
const COLUMNS = ['User', 'Email', 'Plan', 'Start', 'End', 'Status'] as const;
const STATUS_COLORS: Record<TUserSubscriptionPlan['status'], ChipProps['color']> = {
  active: 'success',
  expired: 'default',
  cancelled: 'warning',
};

export interface UserSubscriptionsTableProps {
  plans: readonly TUserSubscriptionPlan[];
  count: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  emptyText?: string;
}

/** Customers' subscription plans, 10 a page; the user's name links to /user/{id}. */
export function UserSubscriptionsTable({
  plans,
  count,
  page,
  onPageChange,
  loading = false,
  emptyText = NO_USER_PLANS_TEXT,
}: UserSubscriptionsTableProps) {
  const lastPage = Math.max(0, Math.ceil(count / USER_PLAN_PAGE_SIZE) - 1);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="User subscription plans" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && plans.length === 0
              ? Array.from({ length: 5 }, (_, row) => (
                  <TableRow key={`skeleton-${row}`} aria-hidden>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!loading && plans.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {plans.map((plan) => (
              <TableRow key={plan.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={`/user/${plan.user}`}>
                    {plan.user_name || plan.user_email}
                  </Link>
                </TableCell>
                <TableCell>{plan.user_email}</TableCell>
                <TableCell>{plan.plan_name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(plan.start_date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(plan.end_date)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={USER_PLAN_STATUS_LABELS[plan.status]}
                    color={STATUS_COLORS[plan.status]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[USER_PLAN_PAGE_SIZE]}
        rowsPerPage={USER_PLAN_PAGE_SIZE}
        count={count}
        page={Math.min(page - 1, lastPage)}
        onPageChange={(_, next) => onPageChange(next + 1)}
      />
    </Paper>
  );
}
