import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

import { FilterDateInput } from '@/components/date-field/filter-date-input';

import type { OrderListUrlState } from '../list-url-state';

export const SEARCH_DEBOUNCE_MS = 300;

type FilterPatch = Partial<Pick<OrderListUrlState, 'from' | 'to' | 'q'>>;

interface OrderListFiltersProps {
  from?: string;
  to?: string;
  q: string;
  onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  /** A message for the To field (a reversed range). */
  rangeError?: string;
}

/** From/To dates and the search box; they write the list's URL (debounced for typing). */
export function OrderListFilters({ from, to, q, onChange, rangeError }: OrderListFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { md: 'flex-start' } }}>
      {/* A set width: the date fields keep their size whatever they show. */}
      <Box sx={{ width: { md: 240 }, flexShrink: 0 }}>
        <FilterDateInput label="From" value={from} onCommit={(value) => onChange({ from: value })} />
      </Box>
      <Box sx={{ width: { md: 240 }, flexShrink: 0 }}>
        <FilterDateInput
          label="To"
          value={to}
          onCommit={(value) => onChange({ to: value })}
          error={rangeError}
        />
      </Box>
      <SearchBox value={q} onCommit={(value) => onChange({ q: value }, { replace: true })} />
    </Stack>
  );
}

/** The search box: the URL (and so the call) follows the text 300 ms after the last key. */
function SearchBox({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  // A re-render of the page (a load finishing) must not restart the wait: the callback is an effect event.
  const commit = useEffectEvent((next: string) => onCommit(next));
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => commit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      label="Search orders"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Customer, email or title"
      sx={{ minWidth: { md: 280 }, flex: { md: 1 } }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
