import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
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
      {/* "New" on a phone, so that it, Export CSV and Refresh stay one row beside the toasts' corner. */}
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-label="New order"
        onClick={() => setOpen(true)}
      >
        New
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          &nbsp;order
        </Box>
      </Button>
      {open && (
        <LazyDialog label="the new order form" onClose={() => setOpen(false)}>
          <CounterOrderDialog staff={staff} onClose={() => setOpen(false)} />
        </LazyDialog>
      )}
    </>
  );
}
