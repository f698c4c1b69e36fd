import { Navigate, useLocation } from 'react-router';

import { getToken } from '@/lib/auth-storage';
import { loginPathFor } from '@/lib/safe-next-path';

import type { ReactNode } from 'react';

/** Guarded routes need a stored token; without one, sign in and come back (`next`). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!getToken()) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return children;
}
