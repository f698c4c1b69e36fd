import { isRolePath } from './role-paths';

/**
 * The path to return to after sign-in, taken from the `next` query parameter. Only same-origin paths
 * are accepted (no `//host`, no `https://…`), so the login page cannot be turned into an open redirect;
 * and only a route of the user who signed in (an admin page left in `next` by an earlier sign-out would be
 * a 404 for a staff user), else the dashboard.
 */
export function safeNextPath(
  next: string | null | undefined,
  user?: { is_superuser: boolean },
  fallback = '/dashboard',
): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (url.pathname === '/login' || url.pathname.endsWith('/logout')) return fallback;
    if (user && !isRolePath(user.is_superuser, url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** `/login?next=…` for the current location. */
export function loginPathFor(pathname: string, search = ''): string {
  const wanted = pathname + search;
  if (!wanted || wanted === '/' || pathname === '/login') return '/login';
  return `/login?next=${encodeURIComponent(wanted)}`;
}
