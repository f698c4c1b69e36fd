import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { AUDIT_RESOURCES } from '@printhub/contract';

import { DateInput } from '@/components/date-field/date-input';
import { dateValidationMessage } from '@/components/date-field/date-validation';
import { countSet, FilterFold } from '@/components/filter-fold';

import type { AuditListPatch, AuditListState } from '../list-state';

const ANY = '';

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
          <DayFilter label="From" value={state.from} onCommit={(from) => onChange({ from })} />
        </Box>
        <Box sx={{ width: { md: 220 }, flexShrink: 0 }}>
          <DayFilter label="To" value={state.to} onCommit={(to) => onChange({ to })} />
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

/** A date filter: the URL gets the date once it is whole and valid (or cleared). */
function DayFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState<Dayjs | null>(() => (value ? dayjs(value) : null));
  const change = (next: Dayjs | null) => {
    setDraft(next);
    if (next === null) return onCommit(undefined);
    if (dateValidationMessage(next) === null) onCommit(next.format('YYYY-MM-DD'));
  };
  return <DateInput label={label} value={draft} onChange={change} />;
}
