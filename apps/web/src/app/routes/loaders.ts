import { redirect, type LoaderFunctionArgs } from 'react-router';

import { appInfoQueryOptions } from '@/lib/app-info';
import { getToken } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';
import { loginPathFor } from '@/lib/safe-next-path';

import type { QueryClient } from '@tanstack/react-query';

/** `{any path}/logout`, in any case, with or without trailing slashes. */
const isLogoutPath = (pathname: string) => /\/logout\/*$/i.test(pathname);

/** The product name, for every screen's tab title, asked for with the first screen's code. */
export const rootLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(appInfoQueryOptions());
  return null;
};

/** /login while signed in has nothing to do: the dashboard. */
export const loginLoader = () => (getToken() ? redirect('/dashboard') : null);

/** /redirect has no screen: it only sends the visitor on. */
export const redirectLoader = () => redirect(getToken() ? '/dashboard' : '/login');

/** A path no route has: `{any path}/logout` (the route's screen), else /404, or signing in first. */
export const elsewhereLoader = ({ request }: LoaderFunctionArgs) => {
  const { pathname, search } = new URL(request.url);
  if (isLogoutPath(pathname)) return null;
  return redirect(getToken() ? '/404' : loginPathFor(pathname, search));
};

/** Signed-in screens: without a token, sign in and come back (`next`); with one, the profile is asked for. */
export const signedInLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const { pathname, search } = new URL(request.url);
    if (!getToken()) return redirect(loginPathFor(pathname, search));
    void queryClient.prefetchQuery(currentUserQueryOptions());
    return null;
  };
