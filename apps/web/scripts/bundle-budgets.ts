/**
 * Bundle budgets: from the build's manifest, the gzipped JavaScript each route loads: the page's entry with
 * everything it imports statically, and the route's lazy module with everything it imports statically; a
 * signed-in screen also the signed-in routes' table and layout (the shell) with their imports. The limits:
 * /login and the public screens ≤ PUBLIC_BUDGET, every other screen ≤ SCREEN_BUDGET, or its SCREEN_BUDGETS
 * entry (DATE_PICKER_BUDGET for a screen that draws a date picker as it renders).
 */
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const KB = 1000;
export const PUBLIC_BUDGET = 200 * KB;
export const SCREEN_BUDGET = 300 * KB;

/**
 * The screens that draw a date field as they render load the MUI X date picker with their own code (≈ 41 kB
 * with react-transition-group): a picker loaded on first use replaced the field while the person typed and
 * garbled the date. Their limit is this.
 */
export const DATE_PICKER_BUDGET = 375 * KB;

/**
 * The date picker screens at their limit, and /login, still over its own, held to what it measured (+0.5 kB)
 * so that it does not creep.
 * What is inside, as measured (gzip, by source map; each is an open item against its target, not a decision):
 * - every route: the page's entry with React DOM (63.6 kB), React Router (29.7), React Query (11.3), MUI's
 *   styling core, the theme and the loading state's components in one vendor chunk (≈ 36), zod's core with
 *   `zod/mini` (≈ 15: the contract's sign-in, user and product-name shapes).
 * - /login (target 200 kB, 207.9 measured): that, react-hook-form with its zod resolver (16) and MUI's
 *   outlined input and buttons (≈ 19.5: the input's parts, ButtonBase with its ripple, Button, IconButton).
 *   zod's core and react-hook-form are each one module shared by every screen, so /login carries every schema
 *   kind and every form hook any screen uses.
 * - every signed-in screen: the signed-in routes' table (≈ 4.7 kB with the screens' loaders, the
 *   modulepreload lists of every screen), the shell (menu, top bar, account menu, the order lists' names and
 *   paths with the contract's order shapes) and the common chunk of what most screens load
 *   (`chunk-groups.ts`, ≈ 49 kB); zod's classic schemas add ≈ 11 kB, of which ≈ 6 kB is its JSON Schema
 *   support, which classic schemas carry whether used or not.
 * - the lists (target 300 kB, 286–299 measured): MUI's table, select, menu, chips, and the tooltip with
 *   Popper (@popperjs/core 7.2) that the pagination's buttons carry, dayjs (3.1), the phone layout's cards
 *   and the lists' URL state; the order lists also the Due column (dayjs's time zones) and its page pictures
 *   (p-limit), the bulk changes and "New order"; client companies the row selection and the voucher upload's
 *   entry.
 */
export const SCREEN_BUDGETS: Readonly<Record<string, number>> = {
  'src/features/auth/components/routed-login-page.tsx': 208.4 * KB,
  'src/features/coupons/components/coupons-page.tsx': DATE_PICKER_BUDGET,
  'src/features/qr-codes/components/qr-codes-page.tsx': DATE_PICKER_BUDGET,
  'src/features/vouchers/components/vouchers-page.tsx': DATE_PICKER_BUDGET,
};

/** The chunk keys the manifest must hold; a build that lacks one fails the check. */
export const KEYS = {
  page: 'index.html',
  signedIn: 'src/app/signed-in.tsx',
  roleRoutes: 'src/app/routes/role-routes.tsx',
} as const;

/** The routes a visitor reaches without signing in (the router's public routes). */
export const PUBLIC_SCREENS: ReadonlySet<string> = new Set([
  'src/features/auth/components/routed-login-page.tsx',
  'src/features/system/components/status-page.tsx',
  'src/features/system/components/welcome-page.tsx',
  'src/features/orders/components/print-detail-page.tsx',
  'src/features/customers/components/verify-email-page.tsx',
]);

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no chunk "${key}"`);
  return found;
}

/** The files of `keys` and of every chunk they import statically. */
export function staticFiles(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunk(manifest, key).imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return new Set([...seen].map((key) => chunk(manifest, key).file));
}

export interface RouteLoad {
  route: string;
  files: Set<string>;
  budget: number;
}

/**
 * Every route's files: the routes are the lazy modules the page's entry (the router, its public routes) and
 * the signed-in routes' table import.
 */
export function routeLoads(manifest: Manifest): RouteLoad[] {
  const lazyModules = [KEYS.page, KEYS.roleRoutes].flatMap(
    (key) => chunk(manifest, key).dynamicImports ?? [],
  );
  const routes = [...new Set(lazyModules)]
    // A shared chunk (`_name-hash.js`) or a library module the entry loads later is no route.
    .filter(
      (key) =>
        key.startsWith('src/') &&
        key !== KEYS.signedIn &&
        key !== KEYS.roleRoutes &&
        !key.startsWith('src/lib/'),
    )
    .sort();
  const missing = [...PUBLIC_SCREENS, ...Object.keys(SCREEN_BUDGETS)].filter((key) => !routes.includes(key));
  if (missing.length > 0) throw new Error(`Not a route of this build: ${missing.join(', ')}`);
  // A route the page's entry loads is public: measured without the shell, it must be held to PUBLIC_BUDGET.
  const unlisted = (chunk(manifest, KEYS.page).dynamicImports ?? []).filter(
    (key) => routes.includes(key) && !PUBLIC_SCREENS.has(key),
  );
  if (unlisted.length > 0)
    throw new Error(`A public route missing from PUBLIC_SCREENS: ${unlisted.join(', ')}`);
  return routes.map((key) => {
    const isPublic = PUBLIC_SCREENS.has(key);
    return {
      route: key.replace(/^src\/(features|app)\//, '').replace(/\.tsx?$/, ''),
      files: staticFiles(manifest, [KEYS.page, key, ...(isPublic ? [] : [KEYS.roleRoutes, KEYS.signedIn])]),
      budget: SCREEN_BUDGETS[key] ?? (isPublic ? PUBLIC_BUDGET : SCREEN_BUDGET),
    };
  });
}

export const gzipSize = (content: Uint8Array | string): number => gzipSync(content, { level: 9 }).length;

export interface RouteReport {
  route: string;
  files: number;
  bytes: number;
  budget: number;
  result: 'pass' | 'FAIL';
}

export function measure(loads: RouteLoad[], sizeOf: (file: string) => number): RouteReport[] {
  const cache = new Map<string, number>();
  const size = (file: string) => cache.get(file) ?? cache.set(file, sizeOf(file)).get(file)!;
  return loads.map(({ route, files, budget }) => {
    const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
    return { route, files: files.size, bytes, budget, result: bytes <= budget ? 'pass' : 'FAIL' };
  });
}

export function formatReport(reports: RouteReport[]): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(...reports.map((r) => r.route.length));
  const lines = [`${'route'.padEnd(width)}  files  gzip kB  budget kB  result`];
  for (const r of reports) {
    lines.push(
      `${r.route.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.bytes).padStart(7)}  ${kb(r.budget).padStart(9)}  ${r.result}`,
    );
  }
  return lines.join('\n');
}
