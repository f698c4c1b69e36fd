import { useLayoutEffect } from 'react';
import { createBrowserRouter, Outlet, useLocation, type DOMRouterOpts, type RouteObject } from 'react-router';

import { LogoutPage } from '@/features/auth/components/logout-page';
import { documentTitle, useAppName } from '@/lib/app-info';
import { getToken } from '@/lib/auth-storage';
import { lazyScreen, loadWithTimeout } from '@/lib/load-with-timeout';

import { RouteError } from './route-error';
import { elsewhereLoader, loginLoader, redirectLoader, rootLoader, signedInLoader } from './routes/loaders';
import { publicPageName } from './routes/public-page-names';

import type { QueryClient } from '@tanstack/react-query';

/**
 * A public screen's tab title, '{page name} · {product name}' (the signed-in layout sets the others'), before
 * the screen's own effects (useTabTitle).
 */
function Root() {
  const appName = useAppName();
  const pageName = publicPageName(useLocation().pathname);
  useLayoutEffect(() => {
    if (pageName) document.title = documentTitle(pageName, appName);
  }, [appName, pageName]);
  return <Outlet />;
}

/** While the first screen's code loads: what index.html shows until then. */
function Loading() {
  return (
    <p role="status" style={{ fontFamily: 'sans-serif', textAlign: 'center', marginTop: '4rem' }}>
      Loading…
    </p>
  );
}

const statusPage = () => import('@/features/system/components/status-page');

/**
 * The public routes; the signed-in ones are patched in once there is a token: signed out, none loads, nor
 * their route table (a chunk of its own, with the modulepreload lists of every screen).
 */
export const appRouter = (queryClient: QueryClient): { routes: RouteObject[] } & DOMRouterOpts => ({
  routes: [
    {
      id: 'root',
      Component: Root,
      loader: rootLoader(queryClient),
      HydrateFallback: Loading,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/login',
          loader: loginLoader,
          lazy: lazyScreen(() => import('@/features/auth/components/routed-login-page'), 'RoutedLoginPage'),
        },
        { path: '/404', lazy: lazyScreen(statusPage, 'NotFoundPage') },
        { path: '/500', lazy: lazyScreen(statusPage, 'ServerErrorPage') },
        {
          path: '/welcome',
          lazy: lazyScreen(() => import('@/features/system/components/welcome-page'), 'WelcomePage'),
        },
        { path: '/redirect', loader: redirectLoader },
        {
          path: '/print/:id',
          lazy: lazyScreen(() => import('@/features/orders/components/print-detail-page'), 'PrintDetailPage'),
        },
        {
          path: '/verify-email',
          lazy: lazyScreen(
            () => import('@/features/customers/components/verify-email-page'),
            'VerifyEmailPage',
          ),
        },
        // `{any path}/logout` signs out, else 404 or sign in. Not lazy: its loader usually sends the visit on.
        { path: '*', loader: elsewhereLoader, Component: LogoutPage },
      ],
    },
  ],
  patchRoutesOnNavigation: async ({ patch }) => {
    if (!getToken()) return;
    // Every signed-in path draws the layout: its code loads beside the table's, not after it. A failure
    // shows when the route takes it (lazyScreen), not as an unhandled rejection before.
    const layout = import('./signed-in');
    layout.catch(() => undefined);
    const { roleRoutes } = await loadWithTimeout(() => import('./routes/role-routes'));
    patch('root', [
      {
        id: 'signed-in',
        loader: signedInLoader(queryClient),
        lazy: lazyScreen(() => layout, 'SignedInLayout'),
        // A screen's failure shows inside the shell.
        children: [{ ErrorBoundary: RouteError, children: roleRoutes(queryClient) }],
      },
    ]);
  },
});

export function createAppRouter(queryClient: QueryClient) {
  const { routes, ...options } = appRouter(queryClient);
  return createBrowserRouter(routes, options);
}
