import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import type { TAuditChanges } from '@printhub/contract';

/** A value as a person reads it: '—' for none, text as it is, anything else as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each changed field with its value before and after. */
export function AuditChanges({ changes, label }: { changes: TAuditChanges; label: string }) {
  const fields = Object.entries(changes);
  if (fields.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changes
      </Typography>
    );
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th">Field</TableCell>
          <TableCell component="th">Before</TableCell>
          <TableCell component="th">After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map(([field, [before, after]]) => (
          <TableRow key={field}>
            <TableCell sx={{ fontWeight: 500 }}>{field}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatAuditValue(before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{formatAuditValue(after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
