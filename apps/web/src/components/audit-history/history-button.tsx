import HistoryIcon from '@mui/icons-material/History';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useId, useState } from 'react';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { LoadingState } from '@/components/loading-state';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import type { HistoryPanelProps } from './history-panel';

/** The panel (its table and query) loads when a History dialog first opens, not with the screen. */
const HistoryPanel = lazyWithTimeout(() =>
  import('./history-panel').then((m) => ({ default: m.HistoryPanel })),
);

export interface HistoryButtonProps extends HistoryPanelProps {
  /** What the record is called in the dialog's title: 'QR code 123'. */
  title: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/** A "History" button that opens the record's changes in a dialog of its own. */
export function HistoryButton({ title, size = 'small', variant = 'text', ...panel }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size={size} variant={variant} startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>History of {title}</DialogTitle>
        <DialogContent dividers>
          {open && (
            <ChunkErrorBoundary>
              <Suspense fallback={<LoadingState label="Loading history" />}>
                <HistoryPanel {...panel} />
              </Suspense>
            </ChunkErrorBoundary>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
