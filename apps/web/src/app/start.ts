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
  return EXACT_PUBLIC.has(normalize(pathname)) || PRINT_PATH.test(pathname) || LOGOUT_PATH.test(pathname);
}

/** The public screens that public-entry.tsx draws, with their names in the browser tab. */
export const PUBLIC_SCREEN_NAMES = {
  welcome: 'Welcome',
  notFound: 'Page not found',
  serverError: 'Server error',
  print: 'Print',
} as const;

export type PublicScreen = { name: 'welcome' | 'notFound' | 'serverError' } | { name: 'print'; id: string };

/** The tab's name while `{any path}/logout` signs out. */
export const LOGOUT_PAGE_NAME = 'Logout';

export const isLogoutPath = (pathname: string) => LOGOUT_PATH.test(pathname);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The paths of the public screens (publicScreenAt's, which it checks first), as the router matches them: any
 * case, with or without trailing slashes. A pattern, so that the page's bootstrap (routes/boot-requests.ts)
 * can tell them too, from its plan, before any script has arrived.
 */
export const PUBLIC_SCREEN_PATH = new RegExp(
  `^(?:${[PUBLIC_PATHS.welcome, PUBLIC_PATHS.notFound, PUBLIC_PATHS.serverError].join('|')}|/print/[^/]+)/*$`,
  'i',
);

/** A print's public page, its reference (percent-encoded, as written) the first group (for the bootstrap too). */
export const PRINT_PATH = /^\/print\/([^/]+)\/*$/i;

/** `{any path}/logout`, in any case, with or without trailing slashes (for the bootstrap too). */
export const LOGOUT_PATH = /\/logout\/*$/i;

/** The public screen at `pathname`, or null for /login, /redirect, a logout and every guarded path. */
export function publicScreenAt(pathname: string): PublicScreen | null {
  if (!PUBLIC_SCREEN_PATH.test(pathname)) return null;
  const path = normalize(pathname);
  if (path === PUBLIC_PATHS.welcome) return { name: 'welcome' };
  if (path === PUBLIC_PATHS.notFound) return { name: 'notFound' };
  if (path === PUBLIC_PATHS.serverError) return { name: 'serverError' };
  // The reference as written (the router keeps its case), still percent-encoded.
  const print = PRINT_PATH.exec(pathname);
  if (print) return { name: 'print', id: decodeSegment(print[1]!) };
  return null;
}

/**
 * - 'public': the public screens (welcome, 404, 500, print detail), signed in or not, from their own small
 *   bundle (public-entry.tsx);
 * - 'logout': `{any path}/logout`, signed in or not: the sign-in bundle signs out, then shows /login;
 * - 'sign-in': /login, /redirect and every guarded path without a stored token (the app would only send them
 *   to /login?next=…), from the sign-in bundle;
 * - 'app': everything else, which needs the app (/login and /redirect with a token go on to the dashboard).
 * Neither small bundle holds anything of the back office.
 */
export type StartScreen = 'public' | 'logout' | 'sign-in' | 'app';

/** Where a page load starts. */
export function startScreen(pathname: string, hasToken: boolean): StartScreen {
  if (publicScreenAt(pathname)) return 'public';
  if (isLogoutPath(pathname)) return 'logout';
  return hasToken ? 'app' : 'sign-in';
}

/**
 * The address bar for a start on the sign-in screen: /login, with `next` when the visit asked for a page
 * (not for /redirect, which only sends the visitor on).
 */
export function signInUrl(pathname: string, search: string): string {
  const path = normalize(pathname);
  if (path === PUBLIC_PATHS.redirect) return PUBLIC_PATHS.login;
  return path === PUBLIC_PATHS.login ? pathname + search : loginPathFor(pathname, search);
}
