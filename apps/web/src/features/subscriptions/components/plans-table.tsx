import type { TSubscriptionPlan } from '@printhub/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@/lib/format';
import { PLAN_PERIOD_LABELS } from '../plan-form-schema';

export const NO_PLANS_TEXT = 'No plans yet — create the first one with the form';
const COLUMNS = ['Name', 'Price', 'Period', 'Pages included', 'Status', 'Action'] as const;

export interface PlansTableProps {
  plans: readonly TSubscriptionPlan[];
  loading?: boolean;
  /** The plan in the form: its row is highlighted. */
  editingId?: number | null;
  onEdit: (plan: TSubscriptionPlan) => void;
}

export function PlansTable({ plans, loading = false, editingId = null, onEdit }: PlansTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Plans" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={
                    column === 'Price' || column === 'Pages included' || column === 'Action'
                      ? 'right'
                      : 'left'
                  }
                >
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && plans.length === 0
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
            {!loading && plans.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{NO_PLANS_TEXT}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {plans.map((plan) => (
              <TableRow key={plan.id} hover selected={plan.id === editingId}>
                <TableCell>{plan.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(plan.price)}
                </TableCell>
                <TableCell>{PLAN_PERIOD_LABELS[plan.period]}</TableCell>
                <TableCell align="right">{plan.pages_included.toLocaleString('en-US')}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={plan.is_active ? 'Active' : 'Inactive'}
                    color={plan.is_active ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onEdit(plan)} aria-label={`Edit ${plan.name}`}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
