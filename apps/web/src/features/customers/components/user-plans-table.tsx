import { DataTable, type DataTableColumn } from '@/components/data-table';
import { dateColumn } from '@/components/data-table-columns';
import { UserPlanStatusChip } from '@/components/user-plan-status-chip';

import type { TUserSubscriptionPlan } from '@printhub/contract';

export const NO_USER_PLANS_TEXT = 'This user has no subscription plans';

const COLUMNS: DataTableColumn<TUserSubscriptionPlan>[] = [
  { key: 'plan', header: 'Plan', render: (plan) => plan.plan_name },
  dateColumn('start', 'Start', (plan) => plan.start_date),
  dateColumn('end', 'End', (plan) => plan.end_date),
  { key: 'status', header: 'Status', render: (plan) => <UserPlanStatusChip status={plan.status} /> },
];

/** The customer's subscription plans: plan, period of validity and status. */
export function UserPlansTable({ plans }: { plans: readonly TUserSubscriptionPlan[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={plans}
      ariaLabel="Subscription plans"
      emptyText={NO_USER_PLANS_TEXT}
      emptyPaddingY={4}
      hover={false}
    />
  );
}
