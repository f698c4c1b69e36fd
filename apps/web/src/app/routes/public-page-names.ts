/** The public screens' names in the browser tab (the entry knows them: no screen's code needed). */
const PUBLIC_PAGE_NAMES: Record<string, string> = {
  '/login': 'Login',
  '/404': 'Page not found',
  '/500': 'Server error',
  '/welcome': 'Welcome',
  '/verify-email': 'Verify your e-mail',
};

/** The name of the public screen at this path, or undefined for a signed-in screen's path. */
export function publicPageName(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (PUBLIC_PAGE_NAMES[path]) return PUBLIC_PAGE_NAMES[path];
  if (/^\/print\/[^/]+$/.test(path)) return 'Print';
  if (path.endsWith('/logout')) return 'Logout';
  return undefined;
}
