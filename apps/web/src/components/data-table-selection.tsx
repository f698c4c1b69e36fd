import Checkbox from '@mui/material/Checkbox';

import type { DataTableColumn } from './data-table';
import type { Key } from 'react';

/** As DataTable's: rows with an `id` are keyed by it unless `getRowKey` says otherwise. */
type SelectionRowKey<T, K extends Key> = T extends { id: K }
  ? { getRowKey?: (row: T) => K }
  : { getRowKey: (row: T) => K };

export type SelectionColumnOptions<T, K extends Key> = SelectionColumnFields<T, K> & SelectionRowKey<T, K>;

interface SelectionColumnFields<T, K extends Key> {
  rows: readonly T[];
  selected: ReadonlySet<K>;
  onChange: (keys: Set<K>) => void;
  /** The select-all checkbox's accessible name. */
  selectAllLabel: string;
  /** A row checkbox's accessible name. */
  rowLabel: (row: T) => string;
  /** 'checkbox': MUI's checkbox-column padding; otherwise 48 px body cells with the usual side padding. */
  padding?: 'checkbox';
}

/**
 * The first column of a DataTable with row checkboxes: a select-all for the rows shown and one checkbox per
 * row. In a module of its own, so tables without checkboxes do not load them.
 */
export function selectionColumn<T, K extends Key>({
  rows,
  getRowKey = (row) => (row as { id: K }).id,
  selected,
  onChange,
  selectAllLabel,
  rowLabel,
  padding,
}: SelectionColumnOptions<T, K>): DataTableColumn<T> {
  const keys = rows.map(getRowKey);
  const selectedCount = keys.filter((key) => selected.has(key)).length;
  const allSelected = keys.length > 0 && selectedCount === keys.length;
  const toggle = (key: K) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  return {
    key: 'select',
    padding,
    // A click on the checkbox selects the row; it does not open it.
    stopRowClick: true,
    sx: padding ? undefined : { width: 48, py: 0 },
    header: (
      <Checkbox
        checked={allSelected}
        indeterminate={selectedCount > 0 && !allSelected}
        disabled={keys.length === 0}
        onChange={() => onChange(allSelected ? new Set() : new Set(keys))}
        slotProps={{ input: { 'aria-label': selectAllLabel } }}
      />
    ),
    render: (row) => (
      <Checkbox
        checked={selected.has(getRowKey(row))}
        onChange={() => toggle(getRowKey(row))}
        slotProps={{ input: { 'aria-label': rowLabel(row) } }}
      />
    ),
  };
}
