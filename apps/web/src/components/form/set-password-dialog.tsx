import Typography from '@mui/material/Typography';

import { showSubmitError } from '@/lib/form-errors';

import { FormDialog } from './form-dialog';
import { PasswordField } from './password-field';
import { useSchemaForm } from './use-schema-form';

import type { z } from 'zod';

interface PasswordRequest {
  new_password: string;
}

const EMPTY: PasswordRequest = { new_password: '' };

export interface SetPasswordDialogProps {
  open: boolean;
  userName: string;
  onClose: () => void;
  /** Sets the password; rejects with an ApiError when the server refuses. */
  onSetPassword: (values: PasswordRequest) => Promise<unknown>;
}

/** What differs between the people whose password is set: the request, the words and the notice. */
export interface SetPasswordKind {
  schema: z.core.$ZodType<PasswordRequest, PasswordRequest>;
  /** The dialog's title and its button. */
  action: string;
  /** What follows for the person, above the field. */
  consequence: (userName: string) => string;
  hint?: string;
  /** Says it is done. */
  notifyDone: (userName: string) => void;
}

/**
 * Sets a person's password: checked by the contract's schema, sent on confirm, a notice when done. The
 * server's field errors (a common password) go under the field, any other refusal is a toast.
 */
export function SetPasswordDialog({
  kind,
  open,
  userName,
  onClose,
  onSetPassword,
}: SetPasswordDialogProps & { kind: SetPasswordKind }) {
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm(kind.schema, EMPTY);
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSetPassword(values);
      kind.notifyDone(userName);
      close();
    } catch (error) {
      showSubmitError(error, setError);
    }
  });
  return (
    <FormDialog
      title={kind.action}
      open={open}
      submitLabel={kind.action}
      busy={formState.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Typography variant="body2">{kind.consequence(userName)}</Typography>
      <PasswordField
        control={control}
        name="new_password"
        label="New password"
        autoComplete="new-password"
        required
        autoFocus
        hint={kind.hint}
      />
    </FormDialog>
  );
}
