import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { LazyDialog } from '../lazy-dialog';

import type { UploadVouchersDialogProps } from './upload-vouchers-dialog';

const UploadVouchersDialog = lazyWithTimeout(() =>
  import('./upload-vouchers-dialog').then((m) => ({ default: m.UploadVouchersDialog })),
);

/** The CSV upload dialog, whose code loads when it opens: the screens behind it do not need it. */
export function LazyUploadVouchersDialog(props: UploadVouchersDialogProps) {
  return (
    <LazyDialog label="the upload form" onClose={props.onClose}>
      <UploadVouchersDialog {...props} />
    </LazyDialog>
  );
}
