import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { LoadingState } from '@/components/page';
import { LogoutPage } from '@/features/auth/components/logout-page';
import { getToken } from '@/lib/auth-storage';

import { AuthenticatedApp } from './authenticated-app';
import { RequireAuth } from './require-auth';
import { Screens } from './routes/screens';
import { PUBLIC_PATHS } from './start';

/** /login while signed in has nothing to do: the dashboard. */
function LoginOrDashboard() {
  return getToken() ? <Navigate to="/dashboard" replace /> : <Screens.Login />;
}

/** /redirect: no content of its own, it only sends the visitor on. */
function RedirectByToken() {
  return <Navigate to={getToken() ? '/dashboard' : '/login'} replace />;
}

/** `{any path}/logout` is the logout screen; every other path is the guarded shell. */
function GuardedOrLogout() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/logout')) return <LogoutPage />;
  return (
    <RequireAuth>
      <AuthenticatedApp />
    </RequireAuth>
  );
}

/** The public routes of the specification (start.ts knows them too), then the authenticated shell for everything else. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path={PUBLIC_PATHS.login} element={<LoginOrDashboard />} />
          <Route path={PUBLIC_PATHS.notFound} element={<Screens.NotFound />} />
          <Route path={PUBLIC_PATHS.serverError} element={<Screens.ServerError />} />
          <Route path={PUBLIC_PATHS.welcome} element={<Screens.Welcome />} />
          <Route path={PUBLIC_PATHS.redirect} element={<RedirectByToken />} />
          <Route path={PUBLIC_PATHS.printDetail} element={<Screens.PrintDetail />} />
          <Route path="*" element={<GuardedOrLogout />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
