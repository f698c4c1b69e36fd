import type { TUserSubscriptionPlan } from '@printhub/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { datePart } from '@/lib/format';

export const NO_USER_PLANS_TEXT = 'This user has no subscription plans';

const STATUS: Record<TUserSubscriptionPlan['status'], { label: string; color: ChipProps['color'] }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'warning' },
};

/** The customer's subscription plans: plan, period of validity and status. */
export function UserPlansTable({ plans }: { plans: readonly TUserSubscriptionPlan[] }) {
  return (
    <TableContainer>
      <Table aria-label="Subscription plans" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell>Start</TableCell>
            <TableCell>End</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{NO_USER_PLANS_TEXT}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {plans.map((plan) => (
            <TableRow key={plan.id}>
              <TableCell>{plan.plan_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(plan.start_date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{datePart(plan.end_date)}</TableCell>
              <TableCell>
                <Chip size="small" label={STATUS[plan.status].label} color={STATUS[plan.status].color} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
