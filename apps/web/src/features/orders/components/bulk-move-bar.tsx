import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ORDER_STATUS_LABELS, ORDER_STATUSES, type TOrderStatus } from '@printhub/contract';

import { SelectAndApply } from './select-and-apply';

import type { ReactNode } from 'react';

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
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary" aria-live="polite">
        {selectedCount} selected
      </Typography>
      <SelectAndApply
        label="Move to"
        placeholder="Choose a status"
        options={STATUS_OPTIONS}
        disabled={selectedCount === 0 || busy}
        minWidth={200}
        action="Apply"
        progress={busy}
        onApply={onApply}
      />
      {children}
    </Stack>
  );
}
