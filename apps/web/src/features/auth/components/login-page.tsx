import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { safeNextPath } from '@/lib/safe-next-path';

import { signIn } from '../api/login';
import { LoginForm } from './login-form';

import type { TLoginRequest, TLoginResponse } from '@printhub/contract';

interface LoginPageProps {
  appName: string;
  /** The `next` query parameter: where to go once signed in (followed only to a same-origin route of the user who signs in). */
  next: string | null;
  /** Called with the stored session and the path to go to. */
  onSignedIn: (session: TLoginResponse, path: string) => void;
  onLogin?: (values: TLoginRequest) => Promise<TLoginResponse>;
}

/**
 * /login, which the router shows through RoutedLoginPage.
 */
export function LoginPage({ appName, next, onSignedIn, onLogin = signIn }: LoginPageProps) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', p: 2 }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={3}>
        <Stack sx={{ alignItems: 'center', gap: 1, mb: 3 }}>
          <img src="/logo.svg" alt="" width={56} height={56} />
          <Typography variant="h5" component="h1">
            {appName}
          </Typography>
          <Typography color="text.secondary">Sign in to continue</Typography>
        </Stack>
        <LoginForm
          onLogin={onLogin}
          onSuccess={(session) => onSignedIn(session, safeNextPath(next, session.user))}
        />
      </Paper>
    </Box>
  );
}
