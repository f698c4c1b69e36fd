import type { DataTableColumn } from './data-table';

/** One choice of the cards' "Sort by": a sortable column's field, ascending or (with `-`) descending. */
export type SortOption = { value: string; label: string; ariaLabel: string };

/**
 * The cards' order, as their missing headers would sort them: each sortable column (by its header's words)
 * ascending and descending. None: the list draws no "Sort by".
 */
export function sortOptions<T>(columns: readonly DataTableColumn<T>[]): SortOption[] {
  return columns.flatMap(({ header, sortField }) =>
    typeof header === 'string' && sortField
      ? [
          { value: sortField, label: `${header} ↑`, ariaLabel: `${header}, ascending` },
          { value: `-${sortField}`, label: `${header} ↓`, ariaLabel: `${header}, descending` },
        ]
      : [],
  );
}
