import { loginPathFor } from '@/lib/safe-next-path';

/** The public routes of the specification (app-routes.tsx renders them); every other path needs a signed-in user. */
export const PUBLIC_PATHS = {
  login: '/login',
  notFound: '/404',
  serverError: '/500',
  welcome: '/welcome',
  redirect: '/redirect',
  printDetail: '/print/:id',
} as const;

const EXACT_PUBLIC = new Set<string>([
  PUBLIC_PATHS.login,
  PUBLIC_PATHS.notFound,
  PUBLIC_PATHS.serverError,
  PUBLIC_PATHS.welcome,
  PUBLIC_PATHS.redirect,
]);

/** Matches paths as the router does: case-insensitively, with or without a trailing slash. */
const normalize = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

export function isPublicPath(pathname: string): boolean {
  const path = normalize(pathname);
  return EXACT_PUBLIC.has(path) || /^\/print\/[^/]+$/.test(path) || path.endsWith('/logout');
}

export type StartScreen = 'sign-in' | 'app';

/**
 * Where a page load starts. Without a stored token, /login and every guarded path (the app would only send
 * it to /login?next=…) start on the sign-in screen, which the entry holds; everything else loads the app,
 * which sends a signed-in visit to /login on to the dashboard.
 */
export function startScreen(pathname: string, hasToken: boolean): StartScreen {
  if (hasToken) return 'app';
  return normalize(pathname) === PUBLIC_PATHS.login || !isPublicPath(pathname) ? 'sign-in' : 'app';
}

/** The address bar for a start on the sign-in screen: /login, with `next` when the visit asked for a page. */
export function signInUrl(pathname: string, search: string): string {
  return normalize(pathname) === PUBLIC_PATHS.login ? pathname + search : loginPathFor(pathname, search);
}
