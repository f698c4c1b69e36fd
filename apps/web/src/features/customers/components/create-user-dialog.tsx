import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';

import { ZCreateUserRequest, type TCreateUserRequest, type TCustomer } from '@printhub/contract';

import { errorText } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

import type { z } from 'zod';

type FormInput = z.input<typeof ZCreateUserRequest>;
const FIELDS: ReadonlyArray<{ name: Path<FormInput>; label: string; type?: string; required?: boolean }> = [
  { name: 'first_name', label: 'First name', required: true },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'mobile', label: 'Mobile', type: 'tel', required: true },
];
const EMPTY: FormInput = { first_name: '', last_name: '', email: '', mobile: '' };

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the user; rejects with an ApiError when the server refuses. */
  onCreate: (values: TCreateUserRequest) => Promise<TCustomer>;
  onCreated?: (user: TCustomer) => void;
}

/** 'Create user': 400 messages go on the fields (a duplicate e-mail on Email); other refusals are a toast. */
export function CreateUserDialog({ open, onClose, onCreate, onCreated }: CreateUserDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    TCreateUserRequest
  >({ resolver: zodResolver(ZCreateUserRequest), defaultValues: EMPTY });

  const close = () => {
    if (formState.isSubmitting) return;
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const user = await onCreate(values);
      toast.success(`User ${[user.first_name, user.last_name].filter(Boolean).join(' ')} created`);
      reset(EMPTY);
      onCreated?.(user);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && applyFieldErrors(error, setError)) return;
      toast.error(errorText(error));
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Create user</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {FIELDS.map(({ name, label, type, required }, index) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    inputRef={field.ref}
                    label={label}
                    type={type}
                    required={required}
                    autoFocus={index === 0}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            ))}
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
