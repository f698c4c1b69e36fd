import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { Suspense, type ReactNode } from 'react';

import { ChunkErrorBoundary } from './chunk-error-boundary';
import { LoadingState } from './loading-state';

/**
 * Where a dialog whose code loads when it opens (lazyWithTimeout) is rendered: while it loads, an open dialog
 * with a spinner stands in (Escape closes it); if it fails, the reason and Retry, inside that dialog. `open`
 * false (a dialog kept mounted once opened) closes the stand-in too.
 */
export function LazyDialog({
  label,
  open = true,
  onClose,
  children,
}: {
  label: string;
  open?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const standIn = (content: ReactNode) => (
    <Dialog open={open} onClose={onClose} aria-label={label} fullWidth maxWidth="sm">
      <DialogContent>{content}</DialogContent>
    </Dialog>
  );
  return (
    <ChunkErrorBoundary fallbackWrapper={standIn}>
      <Suspense fallback={standIn(<LoadingState label={`Loading ${label}…`} />)}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
