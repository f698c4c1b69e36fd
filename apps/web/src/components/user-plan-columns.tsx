import Chip, { type ChipProps } from '@mui/material/Chip';

import { USER_PLAN_STATUS_TEXT, type TUserPlanStatus } from '@/lib/format';

import { dateColumn } from './data-table-columns';

import type { DataTableColumn } from './data-table';
import type { TUserSubscriptionPlan } from '@printhub/contract';

const COLORS: Record<TUserPlanStatus, ChipProps['color']> = {
  active: 'success',
  expired: 'default',
  cancelled: 'warning',
};

/** A customer's subscription plan status: active green, expired grey, cancelled orange. */
export function UserPlanStatusChip({ status }: { status: TUserPlanStatus }) {
  return <Chip size="small" label={USER_PLAN_STATUS_TEXT[status]} color={COLORS[status]} />;
}

/** A customer's subscription plan as table columns: the plan, its period of validity and its status. */
export const USER_PLAN_COLUMNS: readonly DataTableColumn<TUserSubscriptionPlan>[] = [
  { key: 'plan', header: 'Plan', render: (plan) => plan.plan_name },
  dateColumn('start', 'Start', (plan) => plan.start_date),
  dateColumn('end', 'End', (plan) => plan.end_date),
  { key: 'status', header: 'Status', render: (plan) => <UserPlanStatusChip status={plan.status} /> },
];
