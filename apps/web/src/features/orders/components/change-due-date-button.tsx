import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useUpdateOrder } from '../api/update-order';

import type { TOrder } from '@printhub/contract';

/** The dialog (and the date picker in it) loads when it opens: the order detail does not need it. */
const ChangeDueDateDialog = lazyWithTimeout(() =>
  import('./change-due-date-dialog').then((m) => ({ default: m.ChangeDueDateDialog })),
);

/** Beside the Due row, for a super admin (the server refuses anyone else): moves the order's due date. */
export function ChangeDueDateButton({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateOrder();
  return (
    <>
      <Button size="small" startIcon={<EventIcon />} onClick={() => setOpen(true)} sx={{ ml: 1 }}>
        Change due date
      </Button>
      {open && (
        <LazyDialog label="the due date form" onClose={() => setOpen(false)}>
          <ChangeDueDateDialog
            orderId={order.id}
            dueAt={order.due_at}
            onClose={() => setOpen(false)}
            onSave={(dueAt) => update.mutateAsync({ order, change: { due_at: dueAt } })}
          />
        </LazyDialog>
      )}
    </>
  );
}
