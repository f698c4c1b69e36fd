import { ZSetStaffPasswordRequest } from '@printhub/contract';

import {
  SetPasswordDialog,
  type SetPasswordDialogProps,
  type SetPasswordKind,
} from '@/components/form/set-password-dialog';
import { toast } from '@/lib/notices';

import { useSetStaffPassword } from '../api/set-staff-password';

export const staffPasswordSetText = (userName: string) => `Password reset for ${userName}`;

const STAFF: SetPasswordKind = {
  schema: ZSetStaffPasswordRequest,
  action: 'Reset password',
  consequence: (name) => `${name} is signed out everywhere at once and signs in again with this password.`,
  hint: 'At least 8 characters',
  notifyDone: (name) => toast.success(staffPasswordSetText(name)),
};

/** 'Reset password' for a staff user: they are signed out everywhere and sign in with the new password. */
export function SetStaffPasswordDialog(props: SetPasswordDialogProps) {
  return <SetPasswordDialog kind={STAFF} {...props} />;
}

/**
 * The row's 'Reset password' dialog with its request: both load when it opens (the request's shapes too), so
 * the list does not load them.
 */
export function StaffPasswordDialog({
  user,
  onClose,
}: {
  user: { id: number; full_name: string };
  onClose: () => void;
}) {
  const setPassword = useSetStaffPassword();
  return (
    <SetStaffPasswordDialog
      open
      userName={user.full_name}
      onClose={onClose}
      onSetPassword={(values) => setPassword.mutateAsync({ ...values, id: user.id })}
    />
  );
}
