import Chip from '@mui/material/Chip';

import type { DataTableColumn } from './data-table';

/**
 * The Status column of rows that can be switched off (plans, staff users): a chip, green while the row is
 * active, saying `label` of the row; its header sorts the list by `is_active`.
 */
export function activeStatusColumn<T extends { is_active: boolean }>(
  label: (row: T) => string,
): DataTableColumn<T> {
  return {
    key: 'status',
    header: 'Status',
    sortField: 'is_active',
    render: (row) => <Chip size="small" label={label(row)} color={row.is_active ? 'success' : 'default'} />,
  };
}
