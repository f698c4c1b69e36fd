import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ChunkErrorBoundary } from '@/components/chunk-error-boundary';
import { LoadingState } from '@/components/page';
import { LoginPage } from '@/features/login/components/login-page';
import { LogoutPage } from '@/features/logout/components/logout-page';
import { getToken } from '@/lib/auth-storage';
import { AuthenticatedApp } from './authenticated-app';
import { RequireAuth } from './require-auth';
import { Screens } from './routes/screens';

/** /redirect (SPEC.md §2): no content of its own, it only sends the visitor on. */
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

/** The public routes of SPEC.md §2, then the authenticated shell for everything else. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ChunkErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/404" element={<Screens.NotFound />} />
          <Route path="/500" element={<Screens.ServerError />} />
          <Route path="/welcome" element={<Screens.Welcome />} />
          <Route path="/redirect" element={<RedirectByToken />} />
          <Route path="/print/:id" element={<Screens.PrintDetail />} />
          <Route path="*" element={<GuardedOrLogout />} />
        </Routes>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
