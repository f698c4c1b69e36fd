import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

interface BulkMoveBarProps {
  selectedCount: number;
  busy?: boolean;
  onApply: (status: TOrderStatus) => void;
}

const isStatus = (value: string): value is TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** "Move to…": the selected orders of the page to one status (super admin). Disabled with nothing selected. */
export function BulkMoveBar({ selectedCount, busy = false, onApply }: BulkMoveBarProps) {
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const disabled = selectedCount === 0 || busy;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" aria-live="polite">
        {selectedCount} selected
      </Typography>
      <TextField
        select
        size="small"
        label="Move to"
        value={status}
        disabled={disabled}
        onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="" disabled>
          Choose a status
        </MenuItem>
        {ORDER_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {ORDER_STATUS_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={disabled || status === ''}
        onClick={() => status !== '' && onApply(status)}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Apply
      </Button>
    </Stack>
  );
}
