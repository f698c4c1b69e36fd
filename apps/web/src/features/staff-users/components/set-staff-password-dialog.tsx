import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';

import { ZSetStaffPasswordRequest, type TSetStaffPasswordRequest } from '@printhub/contract';

import { FormDialog } from '@/components/form/form-dialog';
import { PasswordField } from '@/components/form/password-field';
import { showSubmitError } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

export const staffPasswordSetText = (userName: string) => `Password reset for ${userName}`;

export interface SetStaffPasswordDialogProps {
  open: boolean;
  userName: string;
  onClose: () => void;
  /** Resets the password; rejects with an ApiError when the server refuses. */
  onSetPassword: (values: TSetStaffPasswordRequest) => Promise<unknown>;
}

/** 'Reset password' for a staff user: they are signed out everywhere and sign in with the new password. */
export function SetStaffPasswordDialog({
  open,
  userName,
  onClose,
  onSetPassword,
}: SetStaffPasswordDialogProps) {
  const { control, handleSubmit, setError, formState } = useForm<TSetStaffPasswordRequest>({
    resolver: zodResolver(ZSetStaffPasswordRequest),
    defaultValues: { new_password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSetPassword(values);
      toast.success(staffPasswordSetText(userName));
      onClose();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });

  return (
    <FormDialog
      title="Reset password"
      open={open}
      submitLabel="Reset password"
      busy={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Typography variant="body2">
        {userName} is signed out everywhere at once and signs in again with this password.
      </Typography>
      <PasswordField
        control={control}
        name="new_password"
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        hint="At least 8 characters"
      />
    </FormDialog>
  );
}
