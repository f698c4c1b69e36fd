import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

import { ZLoginRequest, type TLoginRequest, type TLoginResponse } from '@printhub/contract';

import { PasswordField } from '@/components/form/password-field';
import { TextField } from '@/components/form/text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/notices';

interface LoginFormProps {
  /** Performs the sign-in; rejects with an ApiError when the server refuses. */
  onLogin: (values: TLoginRequest) => Promise<TLoginResponse>;
  onSuccess: (session: TLoginResponse) => void;
}

/** 400 → messages on the fields; 422 and 429 → the server's text as a toast; else logged only. */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const { control, handleSubmit, setError, formState } = useSchemaForm<TLoginRequest>(ZLoginRequest, {
    email: '',
    password: '',
  });

  const submit = handleSubmit(async (values) => {
    let session: TLoginResponse;
    try {
      session = await onLogin(values);
    } catch (error) {
      if (
        isApiError(error) &&
        error.status === 400 &&
        applyFieldErrors(error, setError, ['email', 'password'])
      ) {
        return;
      }
      if (isApiError(error) && (error.status === 422 || error.status === 429)) {
        toast.error(error.message);
        return;
      }
      console.error('Sign-in failed', error);
      return;
    }
    onSuccess(session);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }} aria-label="Login">
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        Login
      </Button>
    </Stack>
  );
}
