/**
 * The path to return to after sign-in, taken from the `next` query parameter. Only same-origin paths
 * are accepted (no `//host`, no `https://…`), so the login page cannot be turned into an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (url.pathname === '/login' || url.pathname.endsWith('/logout')) return fallback;
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
