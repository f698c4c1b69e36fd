import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useUpdateStaffUser } from '../api/update-staff-user';

import type { TStaffUser } from '@printhub/contract';

/** The forms load when one opens: the list does not need them. */
const EditStaffUserDialog = lazyWithTimeout(() =>
  import('./edit-staff-user-dialog').then((m) => ({ default: m.EditStaffUserDialog })),
);
const StaffPasswordDialog = lazyWithTimeout(() =>
  import('./set-staff-password-dialog').then((m) => ({ default: m.StaffPasswordDialog })),
);

export type StaffDialog = { kind: 'edit' | 'password'; user: TStaffUser };

/** The row's 'Edit' or 'Reset password' dialog, whichever is open. */
export function StaffRowDialogs({ dialog, onClose }: { dialog: StaffDialog | null; onClose: () => void }) {
  const update = useUpdateStaffUser();
  if (!dialog) return null;
  const { user } = dialog;
  return (
    <LazyDialog
      label={dialog.kind === 'edit' ? 'the staff user form' : 'the password form'}
      onClose={onClose}
    >
      {dialog.kind === 'edit' ? (
        <EditStaffUserDialog
          open
          user={user}
          onClose={onClose}
          onSave={(values) => update.mutateAsync({ ...values, id: user.id })}
        />
      ) : (
        <StaffPasswordDialog user={user} onClose={onClose} />
      )}
    </LazyDialog>
  );
}
