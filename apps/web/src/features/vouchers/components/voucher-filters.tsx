import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import { DateRangeFilter } from '@/components/date-field/date-range-filter';
import { dateRangeFilters, type ListFilterValue } from '@/lib/list-params';

import { VOUCHER_STATES, type VoucherFilters as Filters } from '../list-state';

const STATE_LABELS = { all: 'All', active: 'Active', inactive: 'Inactive', expired: 'Expired' } as const;

export interface VoucherFiltersProps {
  filters: Filters;
  /** A filter's URL parameter and its new value (null removes it). */
  onChange: (filters: Record<string, ListFilterValue>) => void;
}

/** The filters of /vouchers and of a client's vouchers: the codes' state and their vouchers' expiry dates. */
export function VoucherFilters({ filters, onChange }: VoucherFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state ?? 'all'}
        onChange={(event) => onChange({ state: event.target.value === 'all' ? null : event.target.value })}
        sx={{ minWidth: 160 }}
      >
        {(['all', ...VOUCHER_STATES] as const).map((state) => (
          <MenuItem key={state} value={state}>
            {STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFilter
        fromLabel="Expires from"
        toLabel="Expires to"
        from={filters.from_date}
        to={filters.to_date}
        onChange={(end, value) => onChange(dateRangeFilters(end, value))}
      />
    </Stack>
  );
}
