import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';

import { ZSetCustomerPasswordRequest, type TSetCustomerPasswordRequest } from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { PasswordField } from '@/components/form/password-field';
import { showSubmitError } from '@/lib/form-errors';
import { snackbar } from '@/lib/notices';

const EMPTY: TSetCustomerPasswordRequest = { new_password: '' };

export const passwordSetText = (userName: string) => `Password set for ${userName}`;

export interface SetPasswordDialogProps {
  open: boolean;
  userName: string;
  onClose: () => void;
  /** Sets the password; rejects with an ApiError when the server refuses. */
  onSetPassword: (values: TSetCustomerPasswordRequest) => Promise<unknown>;
}

/**
 * 'Set password' for a customer: checked by the contract's schema, sent on confirm, a snackbar when done. The
 * server's field errors (a common password) go under the field, any other refusal is a toast.
 */
export function SetPasswordDialog({ open, userName, onClose, onSetPassword }: SetPasswordDialogProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<TSetCustomerPasswordRequest>({
    resolver: zodResolver(ZSetCustomerPasswordRequest),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSetPassword(values);
      snackbar.success(passwordSetText(userName));
      reset(EMPTY);
      onClose();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormDialog
      title="Set password"
      open={open}
      submitLabel="Set password"
      busy={formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Typography variant="body2">
        {userName} will sign in to the app with this password. Any session they have now ends.
      </Typography>
      <PasswordField
        control={control}
        name="new_password"
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
      />
    </FormDialog>
  );
}
