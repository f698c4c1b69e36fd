import { ZSetStaffPasswordRequest } from '@printhub/contract';

import {
  SetPasswordDialog,
  type SetPasswordDialogProps,
  type SetPasswordKind,
} from '@/components/form/set-password-dialog';
import { toast } from '@/lib/notices';

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
