import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppName } from '@/lib/app-info';
import { safeNextPath } from '@/lib/safe-next-path';
import { useLogin } from '../api/login';
import { LoginForm } from './login-form';

export function LoginPage() {
  const appName = useAppName();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}
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
          onLogin={loginMutation.mutateAsync}
          onSuccess={() => navigate(safeNextPath(params.get('next')), { replace: true })}
        />
      </Paper>
    </Box>
  );
}
