import Box from '@mui/material/Box';

import { FilterDateInput } from './filter-date-input';

export interface DateRangeFilterProps {
  /** YYYY-MM-DD or undefined, as the URL has them. */
  from?: string;
  to?: string;
  /** One end changed: a whole valid date, or undefined when cleared. */
  onChange: (end: 'from' | 'to', value: string | undefined) => void;
  fromLabel?: string;
  toLabel?: string;
}

/** A list's From/To date filter: two date fields of a set width, each writing the URL once its date is whole. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
}: DateRangeFilterProps) {
  const reversed = Boolean(from && to && to < from);
  return (
    <>
      <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
        <FilterDateInput label={fromLabel} value={from} onCommit={(value) => onChange('from', value)} />
      </Box>
      <Box sx={{ width: { sm: 200 }, flexShrink: 0 }}>
        <FilterDateInput
          label={toLabel}
          value={to}
          onCommit={(value) => onChange('to', value)}
          error={reversed ? 'The end date must not be before the start date' : undefined}
        />
      </Box>
    </>
  );
}
