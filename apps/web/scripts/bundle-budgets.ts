/**
 * Bundle budgets (issue #8): from the build's manifest, the gzipped JavaScript each route loads: the page's
 * entry with everything it imports statically, and the route's lazy module with everything it imports
 * statically; a signed-in screen also the signed-in routes' table and layout (the shell) with their imports. Two limits: /login
 * and the public screens ≤ PUBLIC_BUDGET, every other screen ≤ SCREEN_BUDGET or its SCREEN_BUDGETS entry.
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
 * Routes over their common budget, each with its own. Screens that draw a date field as they render load the
 * MUI X date picker with their own code: a picker loaded on first use replaced the field while the person
 * typed and garbled the date. The subscription plans screen draws its plan form beside the list.
 * Over their targets, as measured (each is an open item, not a decision): the sign-in screen (target
 * 200 kB) carries the router's start (≈ 175 kB: React DOM, React Router, React Query, MUI's styles, zod's
 * core), react-hook-form and MUI's input and button; the list screens (target 300 kB) and the coupons screen
 * (375 kB) are 1–10 kB over: their selects come from MUI's TextField, so they load its input parts beside the
 * text fields' own, and they carry the phone layout (a card per row, the filters behind a button, ≈ 1.2 kB;
 * the cards' "Sort by" choice, a select, ≈ 1 kB, drawn where a column sorts); the order lists also the Due
 * column and filter and the bulk changes' confirmation, and "New order" (its button and the loader of the
 * counter's dialog, ≈ 2.2 kB; the dialog itself is a chunk of its own). The contract's counter-order shapes
 * (`placed_by`, an e-mail that may be null) add ≈ 0.4 kB to every screen, and the order files' preflight,
 * the job tickets' and the shop's time zone ≈ 0.3 kB more to the lists. The QR codes screen loads MUI's Popper as a chunk of
 * its own since the order detail's due date dialog shares the date picker. The Settings entry of the menu (its
 * icon) and MUI's Popper as a chunk of its own (the board's preflight chips share it with the lists' selects)
 * add ≈ 1.3 kB to the signed-in screens; the order lists' first-page thumbnails ≈ 1 kB more. The menu's
 * Notifications and Webhooks entries and the customer's e-mail fields of the contract ≈ 0.3 kB more. The outbox is a
 * list with two selects; its message dialog and the templates' form load when used. Together, the e-mail
 * settings and verification of the contract, the /verify-email route and the three new menu entries add ≈ 2–3 kB
 * to every signed-in screen and 0.2 kB to the sign-in page (figures of the build that merged them). The
 * customer's GSTIN in the contract's customer shape adds ≈ 0.05 kB, which took the QR codes screen past 377 kB.
 */
export const SCREEN_BUDGETS: Readonly<Record<string, number>> = {
  'src/features/auth/components/routed-login-page.tsx': 231 * KB,
  // The lists' First page column (the board's thumbnail, fetched a few at a time): 324.1 kB measured.
  'src/app/routes/order-list-route.tsx': 325 * KB,
  'src/features/coupons/components/coupons-page.tsx': 388 * KB,
  'src/features/audit-log/components/audit-log-page.tsx': 359 * KB,
  'src/features/customers/components/customers-page.tsx': 313 * KB,
  'src/features/qr-codes/components/qr-codes-page.tsx': 378 * KB,
  'src/features/clients/components/client-companies-page.tsx': 324 * KB,
  'src/features/staff-users/components/staff-users-page.tsx': 321 * KB,
  'src/features/vouchers/components/vouchers-page.tsx': 380 * KB,
  'src/features/subscriptions/components/subscriptions-page.tsx': 335 * KB,
  'src/features/leads/components/leads-page.tsx': 312 * KB,
  'src/features/notifications/components/notifications-page.tsx': 318 * KB,
  'src/features/subscriptions/components/user-subscriptions-page.tsx': 312 * KB,
  // The order detail: its page strip, each file's preflight, the ticket's button and the due date in the
  // shop's zone (304.9 kB measured).
  // The referrals screen: 302.2 kB measured once the contract carried the price list's settings and the GSTIN
  // rule (the contract's settings shapes load with every signed-in screen).
  'src/features/referrals/components/referrals-page.tsx': 304 * KB,
  // Its add/edit dialog and delivery log load with it; the log is the lists' paged table (330.8 kB measured).
  // Splitting them was measured: the screen 265.9 kB, every list +1–1.5 kB (MUI's Select re-cut into chunks of
  // its own); left as it is.
  'src/features/webhooks/components/webhooks-page.tsx': 332 * KB,
  // The order detail with its Price and Payments cards, payments on its timeline and p-limit for the page
  // pictures: 315.2 kB measured.
  'src/features/orders/components/order-detail-page.tsx': 316 * KB,
  // The client company's and the customer's pages: the contract's payment shapes load with every signed-in
  // screen (300.4 and 301.5 kB measured).
  'src/features/clients/components/client-details-page.tsx': 301 * KB,
  'src/features/customers/components/customer-detail-page.tsx': 302 * KB,
  // Held to what it measures so that it does not creep: @dnd-kit/core, the cards' preflight chips (MUI's
  // Tooltip and Popper) and the selection's "Print tickets" (303.7 kB measured).
  // The cards' due dates in the shop's time zone (dayjs's zone plugins) and p-limit for the page pictures
  // then made it 311.3 kB.
  'src/features/orders/components/production-page.tsx': 312 * KB,
};

/** The chunk keys the manifest must hold; a build that lacks one fails the check. */
export const KEYS = {
  page: 'index.html',
  signedIn: 'src/app/signed-in.tsx',
  roleRoutes: 'src/app/routes/role-routes.tsx',
  screenLoaders: 'src/app/routes/screen-loaders.ts',
} as const;

/** The routes a visitor reaches without signing in (the router's public routes). */
export const PUBLIC_SCREENS: ReadonlySet<string> = new Set([
  'src/features/auth/components/routed-login-page.tsx',
  'src/features/system/components/status-page.tsx',
  'src/features/system/components/welcome-page.tsx',
  'src/features/orders/components/print-detail-page.tsx',
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
        key !== KEYS.screenLoaders &&
        !key.startsWith('src/lib/'),
    )
    .sort();
  const missing = [...PUBLIC_SCREENS, ...Object.keys(SCREEN_BUDGETS)].filter((key) => !routes.includes(key));
  if (missing.length > 0) throw new Error(`Not a route of this build: ${missing.join(', ')}`);
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
