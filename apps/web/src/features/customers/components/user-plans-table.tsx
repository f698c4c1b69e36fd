import Chip, { type ChipProps } from '@mui/material/Chip';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { dateColumn } from '@/components/data-table-columns';

import type { TUserSubscriptionPlan } from '@printhub/contract';

export const NO_USER_PLANS_TEXT = 'This user has no subscription plans';

const STATUS: Record<TUserSubscriptionPlan['status'], { label: string; color: ChipProps['color'] }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  cancelled: { label: 'Cancelled', color: 'warning' },
};

const COLUMNS: DataTableColumn<TUserSubscriptionPlan>[] = [
  { key: 'plan', header: 'Plan', render: (plan) => plan.plan_name },
  dateColumn('start', 'Start', (plan) => plan.start_date),
  dateColumn('end', 'End', (plan) => plan.end_date),
  {
    key: 'status',
    header: 'Status',
    render: (plan) => (
      <Chip size="small" label={STATUS[plan.status].label} color={STATUS[plan.status].color} />
    ),
  },
];

/** The customer's subscription plans: plan, period of validity and status. */
export function UserPlansTable({ plans }: { plans: readonly TUserSubscriptionPlan[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={plans}
      getRowKey={(plan) => plan.id}
      ariaLabel="Subscription plans"
      emptyText={NO_USER_PLANS_TEXT}
      emptyPaddingY={4}
      hover={false}
    />
  );
}
