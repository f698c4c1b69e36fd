import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

import { PasswordField } from '@/components/form/password-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

import { ZUpdatePasswordForm } from './update-password-schema';

import type { TUpdatePasswordRequest } from '@printhub/contract';

type FormValues = TUpdatePasswordRequest & { confirm_password: string };

const FIELDS = [
  { name: 'old_password', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

export const PASSWORD_UPDATED_MESSAGE = 'Password updated';

interface UpdatePasswordFormProps {
  onUpdate: (values: TUpdatePasswordRequest) => Promise<unknown>;
}

export function UpdatePasswordForm({ onUpdate }: UpdatePasswordFormProps) {
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<FormValues>(
    ZUpdatePasswordForm,
    {
      old_password: '',
      new_password: '',
      confirm_password: '',
    },
  );

  const submit = handleSubmit(async ({ old_password, new_password }) => {
    try {
      await onUpdate({ old_password, new_password });
    } catch (error) {
      if (applyFieldErrors(error, setError, ['old_password', 'new_password'])) return;
      if (isApiError(error) && error.status !== 401) toast.error(error.message);
      else console.error('Password update failed', error);
      return;
    }
    reset();
    toast.success(PASSWORD_UPDATED_MESSAGE);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2, maxWidth: 420 }}>
      {FIELDS.map(({ name, label, autoComplete }) => (
        <PasswordField
          key={name}
          control={control}
          name={name}
          label={label}
          autoComplete={autoComplete}
          required
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        sx={{ alignSelf: 'flex-start' }}
      >
        Update Password
      </Button>
    </Stack>
  );
}
