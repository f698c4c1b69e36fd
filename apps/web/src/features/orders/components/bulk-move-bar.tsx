import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

import { FilterSelect } from '@/components/filter-select';

import { isOrderStatus } from './status-select';

interface BulkMoveBarProps {
  selectedCount: number;
  busy?: boolean;
  onApply: (status: TOrderStatus) => void;
  /** More bulk actions on the same selection (the assignment). */
  children?: ReactNode;
}

const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/** "Move to…": the selected orders of the page to one status (super admin). Disabled with nothing selected. */
export function BulkMoveBar({ selectedCount, busy = false, onApply, children }: BulkMoveBarProps) {
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const disabled = selectedCount === 0 || busy;
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" aria-live="polite">
        {selectedCount} selected
      </Typography>
      <FilterSelect
        label="Move to"
        placeholder="Choose a status"
        value={status}
        onChange={(value) => setStatus(isOrderStatus(value) ? value : '')}
        options={STATUS_OPTIONS}
        disabled={disabled}
        minWidth={200}
      />
      <Button
        variant="contained"
        disabled={disabled || status === ''}
        onClick={() => status !== '' && onApply(status)}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Apply
      </Button>
      {children}
    </Stack>
  );
}
