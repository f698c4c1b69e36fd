import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useUpdateOrder } from '../api/update-order';

import type { TOrder } from '@printhub/contract';

/** The dialog loads when it opens: the order detail does not need it. */
const CancelOrderDialog = lazyWithTimeout(() =>
  import('./cancel-order-dialog').then((m) => ({ default: m.CancelOrderDialog })),
);

/** A super admin's "Cancel order" on an order not yet delivered (the server refuses anyone else). */
export function CancelOrderButton({ order }: { order: TOrder }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateOrder();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CancelIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Cancel order
      </Button>
      {open && (
        <LazyDialog label="the cancel form" onClose={() => setOpen(false)}>
          <CancelOrderDialog
            orderId={order.id}
            couponCode={order.coupon_code}
            onClose={() => setOpen(false)}
            onCancelOrder={(reason) =>
              update.mutateAsync({ order, change: { status: 'cancelled', cancel_reason: reason } })
            }
          />
        </LazyDialog>
      )}
    </>
  );
}
