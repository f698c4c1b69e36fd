import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useSetCustomerPassword } from '../api/set-customer-password';

/** The dialog loads when it opens: the detail screen does not need it. */
const SetPasswordDialog = lazyWithTimeout(() =>
  import('./set-password-dialog').then((m) => ({ default: m.SetPasswordDialog })),
);

/** The profile's button and its dialog: a super admin sets (or resets) the customer's app password. */
export function SetPasswordButton({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  const [open, setOpen] = useState(false);
  const setPassword = useSetCustomerPassword();
  return (
    <>
      <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        Set password
      </Button>
      {open && (
        <LazyDialog label="the password form" onClose={() => setOpen(false)}>
          <SetPasswordDialog
            open
            userName={customerName}
            onClose={() => setOpen(false)}
            onSetPassword={(values) => setPassword.mutateAsync({ ...values, customerId })}
          />
        </LazyDialog>
      )}
    </>
  );
}
