import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { TAuditChanges } from '@printhub/contract';

/** A value as a person reads it: '—' for none, text as it is, anything else as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const CELL = {
  textAlign: 'left',
  verticalAlign: 'top',
  p: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
  wordBreak: 'break-word',
} as const;

/** Each changed field with its value before and after (a plain table: it loads with the History dialog). */
export function AuditChanges({ changes, label }: { changes: TAuditChanges; label: string }) {
  const fields = Object.entries(changes);
  if (fields.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changes
      </Typography>
    );
  return (
    <Box
      component="table"
      aria-label={label}
      sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2' }}
    >
      <thead>
        <tr>
          {['Field', 'Before', 'After'].map((name) => (
            <Box component="th" scope="col" key={name} sx={{ ...CELL, fontWeight: 500 }}>
              {name}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, [before, after]]) => (
          <tr key={field}>
            <Box component="th" scope="row" sx={{ ...CELL, fontWeight: 500 }}>
              {field}
            </Box>
            <Box component="td" sx={CELL}>
              {formatAuditValue(before)}
            </Box>
            <Box component="td" sx={CELL}>
              {formatAuditValue(after)}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
