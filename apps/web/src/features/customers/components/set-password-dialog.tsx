import { ZSetCustomerPasswordRequest } from '@printhub/contract';

import {
  SetPasswordDialog as PasswordDialog,
  type SetPasswordDialogProps,
  type SetPasswordKind,
} from '@/components/form/set-password-dialog';
import { snackbar } from '@/lib/notices';

export const passwordSetText = (customerName: string) => `Password set for ${customerName}`;

const CUSTOMER: SetPasswordKind = {
  schema: ZSetCustomerPasswordRequest,
  action: 'Set password',
  consequence: (name) =>
    `${name} will sign in to the app with this password. Any session they have now ends.`,
  notifyDone: (name) => snackbar.success(passwordSetText(name)),
};

/** 'Set password' for a customer; a snackbar when done. */
export function SetPasswordDialog(props: SetPasswordDialogProps) {
  return <PasswordDialog kind={CUSTOMER} {...props} />;
}
