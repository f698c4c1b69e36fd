import { dateColumn } from './data-table-columns';
import { UserPlanStatusChip } from './user-plan-status-chip';

import type { DataTableColumn } from './data-table';
import type { TUserSubscriptionPlan } from '@printhub/contract';

/** A customer's subscription plan as table columns: the plan, its period of validity and its status. */
export const USER_PLAN_COLUMNS: readonly DataTableColumn<TUserSubscriptionPlan>[] = [
  { key: 'plan', header: 'Plan', render: (plan) => plan.plan_name },
  dateColumn('start', 'Start', (plan) => plan.start_date),
  dateColumn('end', 'End', (plan) => plan.end_date),
  { key: 'status', header: 'Status', render: (plan) => <UserPlanStatusChip status={plan.status} /> },
];
