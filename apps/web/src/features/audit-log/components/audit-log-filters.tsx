import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useState } from 'react';

import { AUDIT_RESOURCES } from '@printhub/contract';

import { countSet, FilterFold } from '@/components/filter-fold';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import type { AuditListPatch, AuditListState } from '../list-state';

const ANY = '';

/** The date fields (MUI X's picker) load after the list, as the other lists' date filters do. */
const DayFilter = lazyWithTimeout(() =>
  import('./audit-log-day-filter').then((m) => ({ default: m.DayFilter })),
);

/** A box the size of a date field while it loads, so that nothing moves when it arrives. */
const DAY_FILTER_PLACEHOLDER = <Box sx={{ height: 56 }} />;

/**
 * Resource, record id, From/To dates and the actor chosen from a row (a chip to clear it); on a phone behind
 * the Filters button.
 */
export function AuditLogFilters({
  state,
  onChange,
}: {
  state: AuditListState;
  onChange: (patch: AuditListPatch) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { md: 'flex-start' } }}>
      <FilterFold active={countSet(state.resource, state.resourceId, state.actor, state.from, state.to)}>
        <TextField
          select
          label="Resource"
          value={state.resource ?? ANY}
          onChange={(event) =>
            onChange({ resource: (event.target.value || undefined) as AuditListState['resource'] })
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ANY}>Any</MenuItem>
          {AUDIT_RESOURCES.map((resource) => (
            <MenuItem key={resource} value={resource}>
              {resource}
            </MenuItem>
          ))}
        </TextField>
        <ResourceIdField value={state.resourceId} onCommit={(resourceId) => onChange({ resourceId })} />
        <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
          <Suspense fallback={DAY_FILTER_PLACEHOLDER}>
            <DayFilter label="From" value={state.from} onCommit={(from) => onChange({ from })} />
          </Suspense>
        </Box>
        <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
          <Suspense fallback={DAY_FILTER_PLACEHOLDER}>
            <DayFilter label="To" value={state.to} onCommit={(to) => onChange({ to })} />
          </Suspense>
        </Box>
        {state.actor && (
          <Chip
            sx={{ alignSelf: { md: 'center' } }}
            label={`Actor: ${state.actorName || `#${state.actor}`}`}
            onDelete={() => onChange({ actor: undefined, actorName: '' })}
          />
        )}
      </FilterFold>
    </Stack>
  );
}

/** The record id: sent when the field is left or Enter is pressed. */
function ResourceIdField({ value, onCommit }: { value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <TextField
      label="Resource id"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { maxLength: 64 } }}
      sx={{ minWidth: 160 }}
    />
  );
}
