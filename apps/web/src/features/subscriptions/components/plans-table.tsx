import { activeStatusColumn } from '@/components/active-status-column';
import { actionColumn, countColumn, fieldColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { formatMoney } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { PLAN_PERIOD_LABELS } from '../plan-form-schema';

import type { DataTableColumn } from '@/components/data-table';
import type { TSubscriptionPlan } from '@printhub/contract';

export const NO_PLANS_TEXT = 'No plans yet — create the first one with the form';

export interface PlansTableProps extends PagedListProps {
  plans: readonly TSubscriptionPlan[];
  /** The plan in the form: its row is highlighted. */
  editingId?: number | null;
  onEdit: (plan: TSubscriptionPlan) => void;
}

/** The plans in pages, with sortable headers; Edit puts a plan in the form. */
const TABLE = { ariaLabel: 'Plans', emptyText: NO_PLANS_TEXT, pageSize: DEFAULT_PAGE_SIZE } as const;

export function PlansTable({ plans, editingId = null, onEdit, ...list }: PlansTableProps) {
  const columns: DataTableColumn<TSubscriptionPlan>[] = [
    fieldColumn('name', 'Name'),
    {
      key: 'price',
      header: 'Price',
      sortField: 'price',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (plan) => formatMoney(plan.price),
    },
    {
      key: 'period',
      header: 'Period',
      sortField: 'period',
      render: (plan) => PLAN_PERIOD_LABELS[plan.period],
    },
    countColumn('pages', 'Pages included', (plan) => plan.pages_included, 'pages_included'),
    activeStatusColumn((plan) => (plan.is_active ? 'Active' : 'Inactive')),
    actionColumn((plan) => ({
      label: 'Edit',
      onClick: () => onEdit(plan),
      'aria-label': `Edit ${plan.name}`,
    })),
  ];
  const editing = (plan: TSubscriptionPlan) => plan.id === editingId;
  return (
    <ListTable
      {...TABLE}
      columns={columns}
      rows={plans}
      list={list}
      skeletonRows={3}
      isRowSelected={editing}
    />
  );
}
