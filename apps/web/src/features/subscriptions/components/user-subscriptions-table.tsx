import { linkColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { USER_PLAN_COLUMNS } from '@/components/user-plan-columns';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import type { DataTableColumn } from '@/components/data-table';
import type { TUserSubscriptionPlan } from '@printhub/contract';

export const NO_USER_PLANS_TEXT = 'No subscription plans found';

/** The shared plan columns the API sorts by. */
const SORT_FIELDS: Record<string, string> = { start: 'start_date', end: 'end_date', status: 'status' };

const COLUMNS: DataTableColumn<TUserSubscriptionPlan>[] = [
  linkColumn('user', 'User', (plan) => ({
    to: `/user/${plan.user}`,
    text: plan.user_name || plan.user_email,
  })),
  { key: 'email', header: 'Email', render: (plan) => plan.user_email },
  ...USER_PLAN_COLUMNS.map((column) =>
    SORT_FIELDS[column.key] ? { ...column, sortField: SORT_FIELDS[column.key] } : column,
  ),
];

export interface UserSubscriptionsTableProps extends PagedListProps {
  plans: readonly TUserSubscriptionPlan[];
}

/** Customers' subscription plans in pages, sortable by start, end and status; the user's name links to /user/{id}. */
const TABLE = {
  ariaLabel: 'User subscription plans',
  emptyText: NO_USER_PLANS_TEXT,
  pageSize: DEFAULT_PAGE_SIZE,
} as const;

export function UserSubscriptionsTable({ plans, ...list }: UserSubscriptionsTableProps) {
  return <ListTable {...TABLE} columns={COLUMNS} rows={plans} list={list} />;
}
