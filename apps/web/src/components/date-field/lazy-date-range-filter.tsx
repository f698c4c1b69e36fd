import Box from '@mui/material/Box';
import { Suspense } from 'react';

import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import type { DateRangeFilterProps } from './date-range-filter';

/** The date fields (MUI X's pickers) load after the list: a list screen shows its rows without them. */
const DateRangeFilterPart = lazyWithTimeout(() =>
  import('./date-range-filter').then((m) => ({ default: m.DateRangeFilter })),
);

/** Two boxes the size of the fields, so that nothing moves when they arrive. */
function Placeholder() {
  return (
    <>
      <Box sx={{ width: { sm: 200 }, height: 40, flexShrink: 0 }} />
      <Box sx={{ width: { sm: 200 }, height: 40, flexShrink: 0 }} />
    </>
  );
}

/** DateRangeFilter, loaded on demand (for the screens that have no other date field). */
export function LazyDateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <DateRangeFilterPart {...props} />
    </Suspense>
  );
}
