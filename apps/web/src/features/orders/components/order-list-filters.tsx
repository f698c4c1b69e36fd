import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { memo, useEffect, useEffectEvent, useState } from 'react';

import {
  ORDER_DUE_FILTER_LABELS,
  ORDER_DUE_FILTERS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type TOrderDueFilter,
  type TOrderStatus,
  type TPaymentStatus,
} from '@printhub/contract';

import { FilterDateInput } from '@/components/date-field/filter-date-input';
import { FilterSelect } from '@/components/filter-select';

import { BAR_SX, DATE_SX, DUE_SX, SEARCH_SX, STATUS_SX } from './order-list-filters-placeholder';

import type { OrderListUrlState } from '../list-url-state';

export const SEARCH_DEBOUNCE_MS = 300;

type FilterPatch = Partial<Pick<OrderListUrlState, 'from' | 'to' | 'q' | 'statuses' | 'due' | 'payment'>>;

/** The "any" choice of a single-choice filter: no filter. */
const ANY = 'any';

/** The single-choice filters after Status: each a select whose "any" choice clears its URL key. */
const CHOICE_FILTERS = [
  {
    key: 'due',
    label: 'Due',
    options: [
      { value: ANY, label: 'Any due date' },
      ...ORDER_DUE_FILTERS.map((value) => ({ value, label: ORDER_DUE_FILTER_LABELS[value] })),
    ],
  },
  {
    key: 'payment',
    label: 'Payment',
    options: [
      { value: ANY, label: 'Any payment' },
      ...PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
    ],
  },
] as const satisfies readonly {
  key: keyof FilterPatch;
  label: string;
  options: readonly { value: string; label: string }[];
}[];

interface OrderListFiltersProps {
  from?: string;
  to?: string;
  q: string;
  /** The Status filter's choices (none: no Status filter) and the chosen ones. */
  statusOptions?: readonly TOrderStatus[];
  statuses?: readonly TOrderStatus[];
  due?: TOrderDueFilter;
  payment?: TPaymentStatus;
  onChange: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  /** A message for the To field (a reversed range). */
  rangeError?: string;
}

/**
 * From/To dates and the search box; they write the list's URL (debounced for typing). Memoized: the rows
 * arriving (or refreshing) do not render the date fields again.
 */
export const OrderListFilters = memo(function OrderListFilters({
  from,
  to,
  q,
  statusOptions = [],
  statuses = [],
  due,
  payment,
  onChange,
  rangeError,
}: OrderListFiltersProps) {
  const choices = { due, payment };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={BAR_SX}>
      {statusOptions.length > 0 && (
        <StatusFilter
          options={statusOptions}
          value={statuses}
          onChange={(next) => onChange({ statuses: next })}
        />
      )}
      {CHOICE_FILTERS.map(({ key, label, options }) => (
        <FilterSelect
          key={key}
          label={label}
          size="medium"
          minWidth={0}
          sx={DUE_SX}
          value={choices[key] ?? ANY}
          options={options}
          onChange={(value) => onChange({ [key]: value === ANY ? undefined : value })}
        />
      ))}
      <Box sx={DATE_SX}>
        <FilterDateInput label="From" value={from} onCommit={(value) => onChange({ from: value })} />
      </Box>
      <Box sx={DATE_SX}>
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
});

/** The Status filter: any number of statuses (none chosen: all of them). */
function StatusFilter({
  options,
  value,
  onChange,
}: {
  options: readonly TOrderStatus[];
  value: readonly TOrderStatus[];
  onChange: (value: TOrderStatus[]) => void;
}) {
  // A choice shows at once, before the URL (and so `value`) follows: a second click meanwhile adds to it.
  const [pending, setPending] = useState<{ over: string; chosen: TOrderStatus[] }>();
  const shown = pending && pending.over === value.join() ? pending.chosen : value;
  return (
    <TextField
      select
      label="Status"
      value={shown}
      onChange={(event) => {
        const next = event.target.value as unknown as TOrderStatus[] | string;
        const picked = typeof next === 'string' ? next.split(',') : next;
        const chosen = options.filter((status) => picked.includes(status));
        setPending({ over: value.join(), chosen });
        onChange(chosen);
      }}
      sx={STATUS_SX}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const chosen = selected as TOrderStatus[];
            return chosen.length === 0
              ? 'All statuses'
              : chosen.map((s) => ORDER_STATUS_LABELS[s]).join(', ');
          },
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((status) => (
        <MenuItem key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
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
      sx={SEARCH_SX}
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
