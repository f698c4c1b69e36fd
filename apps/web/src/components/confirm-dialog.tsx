import { useState } from 'react';

import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { LazyDialog } from './lazy-dialog';

import type { ConfirmDialogProps } from './confirm-dialog-view';

export type { ConfirmDialogProps } from './confirm-dialog-view';

/** The dialog's code (its title, text and actions) loads when it first opens: most visits never ask. */
const ConfirmDialogView = lazyWithTimeout(() =>
  import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })),
);

/**
 * Asks before an action (ConfirmDialogView). Nothing until it first opens; then, while its code loads, a
 * dialog with a spinner stands in, and from then on it stays mounted, so that it opens and closes as a dialog
 * does.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LazyDialog label="the confirmation" open={props.open} onClose={props.onCancel}>
      <ConfirmDialogView {...props} />
    </LazyDialog>
  );
}
