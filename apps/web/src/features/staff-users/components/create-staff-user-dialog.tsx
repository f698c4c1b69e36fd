import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { ZCreateStaffUserRequest, type TCreateStaffUserRequest, type TStaffUser } from '@printhub/contract';

import { PasswordField } from '@/components/password-field';
import { errorText } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import type { z } from 'zod';

type FormInput = z.input<typeof ZCreateStaffUserRequest>;
const EMPTY: FormInput = { full_name: '', email: '', password: '', mobile: '' };

interface CreateStaffUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreate: (values: TCreateStaffUserRequest) => Promise<TStaffUser>;
}

/** 'Create staff user': Full name, Email, Password, Mobile (optional); 400 messages go on the fields. */
export function CreateStaffUserDialog({ open, onClose, onCreate }: CreateStaffUserDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    TCreateStaffUserRequest
  >({ resolver: zodResolver(ZCreateStaffUserRequest), defaultValues: EMPTY });

  const close = () => {
    if (formState.isSubmitting) return;
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const user = await onCreate(values);
      toast.success(`Staff user ${user.full_name} created`);
      reset(EMPTY);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError)) return;
      toast.error(errorText(error));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Create staff user</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Controller
              control={control}
              name="full_name"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Full name"
                  required
                  autoFocus
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="email"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label="Email"
                  type="email"
                  autoComplete="off"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  {...field}
                  inputRef={field.ref}
                  label="Password"
                  autoComplete="new-password"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'At least 8 characters'}
                />
              )}
            />
            <Controller
              control={control}
              name="mobile"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  inputRef={field.ref}
                  label="Mobile"
                  type="tel"
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
