import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

/** The counter's dialog loads when it opens: the order lists do not carry it. */
const CounterOrderDialog = lazyWithTimeout(() =>
  import('./counter-order-dialog').then((m) => ({ default: m.CounterOrderDialog })),
);

/** "New order" on the order lists: an order taken at the counter (staff users and super admins). */
export function NewOrderButton({ staff }: { staff: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        New order
      </Button>
      {open && (
        <LazyDialog label="the new order form" onClose={() => setOpen(false)}>
          <CounterOrderDialog staff={staff} onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
