import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useUpdateCustomer } from '../api/update-customer';

/** The dialog (and its form library) loads when it opens: the detail screen does not need it. */
const GstinDialog = lazyWithTimeout(() => import('./gstin-dialog').then((m) => ({ default: m.GstinDialog })));

/** The profile's button and its dialog: a super admin sets, changes or removes the customer's GSTIN. */
export function EditGstinButton({
  customerId,
  customerName,
  gstin,
}: {
  customerId: number;
  customerName: string;
  gstin: string | null;
}) {
  const [open, setOpen] = useState(false);
  const update = useUpdateCustomer();
  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        Edit GSTIN
      </Button>
      {open && (
        <LazyDialog label="the GSTIN form" onClose={() => setOpen(false)}>
          <GstinDialog
            customerName={customerName}
            gstin={gstin}
            onClose={() => setOpen(false)}
            onSave={(values) => update.mutateAsync({ ...values, customerId })}
          />
        </LazyDialog>
      )}
    </>
  );
}
