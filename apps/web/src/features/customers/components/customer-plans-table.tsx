import { DataTable } from '@/components/data-table';
import { USER_PLAN_COLUMNS } from '@/components/user-plan-columns';

import type { TUserSubscriptionPlan } from '@printhub/contract';

export const NO_CUSTOMER_PLANS_TEXT = 'This user has no subscription plans';

/** The customer's subscription plans: plan, period of validity and status. */
export function CustomerPlansTable({ plans }: { plans: readonly TUserSubscriptionPlan[] }) {
  return (
    <DataTable
      columns={USER_PLAN_COLUMNS}
      rows={plans}
      ariaLabel="Subscription plans"
      emptyText={NO_CUSTOMER_PLANS_TEXT}
      emptyPaddingY={4}
      hover={false}
    />
  );
}
