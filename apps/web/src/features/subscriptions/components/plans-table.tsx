import Chip from '@mui/material/Chip';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { actionColumn } from '@/components/data-table-columns';
import { formatMoney } from '@/lib/format';

import { PLAN_PERIOD_LABELS } from '../plan-form-schema';

import type { TSubscriptionPlan } from '@printhub/contract';

export const NO_PLANS_TEXT = 'No plans yet — create the first one with the form';

export interface PlansTableProps {
  plans: readonly TSubscriptionPlan[];
  loading?: boolean;
  /** The plan in the form: its row is highlighted. */
  editingId?: number | null;
  onEdit: (plan: TSubscriptionPlan) => void;
}

export function PlansTable({ plans, loading = false, editingId = null, onEdit }: PlansTableProps) {
  const columns: DataTableColumn<TSubscriptionPlan>[] = [
    { key: 'name', header: 'Name', render: (plan) => plan.name },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (plan) => formatMoney(plan.price),
    },
    { key: 'period', header: 'Period', render: (plan) => PLAN_PERIOD_LABELS[plan.period] },
    {
      key: 'pages',
      header: 'Pages included',
      align: 'right',
      render: (plan) => plan.pages_included.toLocaleString('en-US'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (plan) => (
        <Chip
          size="small"
          label={plan.is_active ? 'Active' : 'Inactive'}
          color={plan.is_active ? 'success' : 'default'}
        />
      ),
    },
    actionColumn((plan) => ({
      label: 'Edit',
      onClick: () => onEdit(plan),
      'aria-label': `Edit ${plan.name}`,
    })),
  ];
  return (
    <DataTable
      columns={columns}
      rows={plans}
      ariaLabel="Plans"
      loading={loading}
      emptyText={NO_PLANS_TEXT}
      skeletonRows={3}
      isRowSelected={(plan) => plan.id === editingId}
      outlined
    />
  );
}
