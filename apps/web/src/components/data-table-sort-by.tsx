import { FilterSelect } from './filter-select';

import type { DataTableSorting } from './data-table';
import type { SortOption } from './data-table-sort-options';

/** The phone cards' "Sort by" select; the API's default order shows as no choice. */
export default function DataTableSortBy({
  options,
  sorting,
}: {
  options: readonly SortOption[];
  sorting: DataTableSorting;
}) {
  const value = options.some((option) => option.value === sorting.ordering) ? sorting.ordering! : '';
  return (
    <FilterSelect
      label="Sort by"
      value={value}
      options={options}
      onChange={sorting.onSort}
      placeholder="Default order"
      sx={{ mb: 1.5 }}
    />
  );
}
