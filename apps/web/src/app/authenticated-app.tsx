import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useDeferredValue } from 'react';
import { useLocation } from 'react-router';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { LoadingState } from '@/components/page';
import { useAppName } from '@/lib/app-info';
import { useCurrentUser } from '@/lib/current-user';

import { RoleRoutes } from './routes/role-routes';
import { logoutAndReload } from './shell/account-menu';
import { AppShell } from './shell/app-shell';

/**
 * Loads the signed-in user (loading, then data or the error in red), then the shell with the
 * route map of the user's role. A 401 never gets here: the API client has already gone to /login.
 */
export function AuthenticatedApp() {
  const appName = useAppName();
  const { data: user, error, isPending, refetch } = useCurrentUser();
  const { pathname } = useLocation();
  // The profile's arrival (an urgent update from React Query) renders the shell and the screen in the
  // background, where React yields to the browser, rather than in one synchronous block; the loading line
  // stays until then. A profile already known (handed over by the sign-in screen) shows at once.
  const arrived = useDeferredValue(user !== undefined);

  if (isPending || (!error && !arrived)) return <LoadingState label="Loading your account…" />;
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
  return (
    <AppShell user={user} appName={appName}>
      <ChunkErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingState />}>
          <RoleRoutes user={user} />
        </Suspense>
      </ChunkErrorBoundary>
    </AppShell>
  );
}
