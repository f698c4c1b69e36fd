import Stack from '@mui/material/Stack';

import { DateRangeFilter } from '@/components/date-field/date-range-filter';
import { countSet, FilterFold } from '@/components/filter-fold';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';

import { COUPON_SORTS, couponSort, type CouponFilters } from '../list-state';

export interface CouponsToolbarProps extends CouponFilters {
  q: string;
  ordering?: string;
  onSearch: (q: string) => void;
  onSort: (ordering: string) => void;
  onDateChange: (end: 'from' | 'to', value: string | undefined) => void;
}

/**
 * The coupons' search (name or code), their order (the cards have no headers) and the days valid on; on a
 * phone behind the Filters button.
 */
export function CouponsToolbar({
  q,
  ordering,
  fromDate,
  toDate,
  onSearch,
  onSort,
  onDateChange,
}: CouponsToolbarProps) {
  // The URL's ordering is always the one shown: one that is no preset is a choice of its own.
  const current = couponSort(ordering);
  const sorts = COUPON_SORTS.some((sort) => sort.ordering === current.ordering)
    ? COUPON_SORTS
    : [...COUPON_SORTS, current];
  return (
    <Stack sx={{ gap: 2, mb: 2 }}>
      <FilterFold active={countSet(q, fromDate, toDate)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
          <SearchField label="Search coupons" value={q} onSearch={onSearch} />
          <FilterSelect
            label="Sort by"
            value={current.ordering}
            options={sorts.map((sort) => ({ value: sort.ordering, label: sort.label }))}
            onChange={onSort}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <DateRangeFilter
            fromLabel="Valid from"
            toLabel="Valid to"
            from={fromDate}
            to={toDate}
            onChange={onDateChange}
          />
        </Stack>
      </FilterFold>
    </Stack>
  );
}
