import Stack from '@mui/material/Stack';

import { VOUCHER_STATES } from '@printhub/contract';

import { DateRangeFilter } from '@/components/date-field/date-range-filter';
import { countSet, FilterFold } from '@/components/filter-fold';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { dateRangeFilters, type ListFilterValue } from '@/lib/list-params';

import type { VoucherFilters as Filters } from '../list-state';
import type { ToolbarSearch } from '@/components/selection-toolbar';

const STATE_LABELS = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  sold: 'Sold',
  unsold: 'Unsold',
} as const;

export interface VoucherFiltersProps {
  filters: Filters;
  /** A filter's URL parameter and its new value (null removes it). */
  onChange: (filters: Record<string, ListFilterValue>) => void;
  /** On a phone: the search box, first behind the Filters button (wider, it tops the actions). */
  search?: ToolbarSearch;
}

/**
 * The filters of /vouchers and of a client's vouchers: the codes' state (active, inactive, expired; or sold,
 * unsold) and their vouchers' expiry dates; on a phone behind the Filters button, with the search.
 */
export function VoucherFilters({ filters, onChange, search }: VoucherFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
      <FilterFold active={countSet(search?.q, filters.state, filters.from_date, filters.to_date)}>
        {search && <SearchField label={search.label} value={search.q} onSearch={search.onSearch} />}
        <FilterSelect
          label="State"
          value={filters.state ?? 'all'}
          options={(['all', ...VOUCHER_STATES] as const).map((state) => ({
            value: state,
            label: STATE_LABELS[state],
          }))}
          onChange={(state) => onChange({ state: state === 'all' ? null : state })}
          minWidth={160}
        />
        <DateRangeFilter
          fromLabel="Expires from"
          toLabel="Expires to"
          from={filters.from_date}
          to={filters.to_date}
          onChange={(end, value) => onChange(dateRangeFilters(end, value))}
        />
      </FilterFold>
    </Stack>
  );
}
