import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { LoadingState } from '@/components/page';
import { documentTitle, useAppName } from '@/lib/app-info';
import { useCurrentUser } from '@/lib/current-user';
import { isRolePath } from '@/lib/role-paths';

import { pageNameFor } from './routes/page-names';
import { logoutAndReload } from './shell/account-menu';
import { AppShell } from './shell/app-shell';

/** The signed-in routes' layout: the user loading, its error, or the shell; another role's path is a 404. */
export function SignedInLayout() {
  const appName = useAppName();
  const { pathname, search } = useLocation();
  // Each screen's tab title, '{page name} · {product name}' ('QR Codes · PrintHub'), set on each navigation
  // before the screen's own effects, so that a screen naming its tab after what it shows (useTabTitle) wins.
  useLayoutEffect(() => {
    document.title = documentTitle(pageNameFor(pathname, search), appName);
  }, [appName, pathname, search]);
  const { data: user, error, isPending, refetch } = useCurrentUser();
  if (isPending) return <LoadingState label="Loading your account…" />;
  if (error) {
    return (
      <Stack sx={{ p: 4, gap: 2, alignItems: 'flex-start' }}>
        <Box role="alert" sx={{ color: 'error.main', fontWeight: 500 }}>
          {error.message}
        </Box>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="contained" onClick={() => void refetch()}>
            Try again
          </Button>
          <Button onClick={() => void logoutAndReload()}>Logout</Button>
        </Stack>
      </Stack>
    );
  }
  if (pathname !== '/' && !isRolePath(user.is_superuser, pathname)) return <Navigate to="/404" replace />;
  return (
    <AppShell user={user} appName={appName}>
      <Outlet />
    </AppShell>
  );
}
