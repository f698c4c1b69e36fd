/**
 * Bundle budgets (issue #8): from the build's manifests, the gzipped JavaScript each route loads.
 * - The sign-in route: the page entry and the sign-in bundle with everything they import statically,
 *   that is, all the JavaScript the browser fetches to show /login and sign in. The toast code a refused
 *   sign-in loads on demand is reported on its own row.
 * - The public screens (welcome, 404, 500, print detail): the page entry and the public screens' bundle
 *   (built on its own, like the sign-in bundle) with everything it imports statically, to the same budget.
 * - Every screen: the page entry, the app with its static imports and the toast code it preloads, and the
 *   screen's chunk with everything it imports, statically or lazily (charts, dialogs).
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
export const SIGN_IN_BUDGET = 150 * KB;
export const SCREEN_BUDGET = 300 * KB;

/**
 * Screens over the common budget, each with its own, measured when set plus a few kB to spare.
 * - Screens that draw a date field as they render load the MUI X date picker (≈47 kB gzip) with their own
 *   code: a picker loaded on first use replaced the field while the person typed and garbled the date
 *   (issue #18). With the list tools (sortable headers, rows per page, Export CSV, the URL view) these are:
 *   coupons 368.2 kB (the form's dates), the audit log 337.5 kB, users 340.7 kB, QR codes 355.9 kB (their
 *   From/To filters), client companies 344.1 kB, vouchers 352.1 kB.
 * - The subscription plans screen draws its plan form beside the list: 313.8 kB.
 * Dialogs that hold a date field load it with the dialog, on a click; other lists load their From/To
 * filters after the rows (components/date-field/lazy-date-range-filter.tsx), with nothing typeable before;
 * so do the order lists their whole filter bar (order-list-page.tsx: 287.6 kB, 341.5 kB with the filters),
 * the staff path's most visited screen, whose rows no longer wait for the picker's code.
 */
export const SCREEN_BUDGETS: Readonly<Record<string, number>> = {
  'src/features/coupons/components/coupons-page.tsx': 375 * KB,
  'src/features/audit-log/components/audit-log-page.tsx': 345 * KB,
  'src/features/customers/components/users-page.tsx': 348 * KB,
  'src/features/qr-codes/components/qr-codes-page.tsx': 362 * KB,
  'src/features/clients/components/client-companies-page.tsx': 350 * KB,
  'src/features/vouchers/components/vouchers-page.tsx': 358 * KB,
  'src/features/subscriptions/components/subscriptions-page.tsx': 320 * KB,
};

/**
 * Screens whose lazy parts load as soon as they render, with no action by the user: their budgeted row
 * counts those parts too. (Other lazy parts, such as a dialog's form or a chart in a dialog, load on a
 * click and are reported on an info row.)
 */
export const LOADED_ON_RENDER = new Set(['src/features/dashboard/components/dashboard-page.tsx']);

/** The chunk keys the build's manifests must hold; a build that lacks one fails the check. */
export const KEYS = {
  page: 'index.html',
  signIn: 'src/app/sign-in-entry.tsx',
  public: 'src/app/public-entry.tsx',
  app: 'src/app/app-entry.tsx',
  toastHost: 'src/lib/toast-host.tsx',
} as const;

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`The build manifest has no chunk "${key}"`);
  return found;
}

/**
 * The chunks of `keys` and of every chunk they import. With `lazy`, dynamic imports are followed too, except
 * from the chunks in `loaded` (already on the page: their lazy imports are other routes, not this one's).
 */
export function closure(
  manifest: Manifest,
  keys: readonly string[],
  { lazy = false, loaded = new Set<string>() }: { lazy?: boolean; loaded?: ReadonlySet<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const { imports = [], dynamicImports = [] } = chunk(manifest, key);
    for (const next of imports) visit(next);
    if (lazy && !loaded.has(key)) for (const next of dynamicImports) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((key) => chunk(manifest, key).file);

export interface RouteLoad {
  route: string;
  files: Set<string>;
  /** null: reported, not held to a budget. */
  budget: number | null;
}

/** Every route's files, from the manifests of the app build, the sign-in build and the public screens' build. */
export function routeLoads(app: Manifest, signIn: Manifest, publicScreens: Manifest): RouteLoad[] {
  const page = filesOf(app, closure(app, [KEYS.page]));
  const signInFiles = [...page, ...filesOf(signIn, closure(signIn, [KEYS.signIn]))];
  const loads: RouteLoad[] = [
    { route: 'sign-in (/login)', files: new Set(signInFiles), budget: SIGN_IN_BUDGET },
    {
      route: 'sign-in, after a refused sign-in (toast code)',
      files: new Set([...signInFiles, ...filesOf(signIn, closure(signIn, [KEYS.toastHost]))]),
      budget: null,
    },
    {
      route: 'public screens (/welcome, /404, /500, /print/{ref})',
      files: new Set([...page, ...filesOf(publicScreens, closure(publicScreens, [KEYS.public]))]),
      budget: SIGN_IN_BUDGET,
    },
  ];

  const appChunks = closure(app, [KEYS.page, KEYS.app]);
  const toasts = closure(app, [KEYS.toastHost], { lazy: true, loaded: appChunks });
  const appBase = [...filesOf(app, appChunks), ...filesOf(app, toasts)];
  const screens = new Set<string>();
  for (const key of appChunks) {
    for (const lazy of app[key]?.dynamicImports ?? []) {
      if (lazy !== KEYS.toastHost && !appChunks.has(lazy)) screens.add(lazy);
    }
  }
  if (screens.size === 0) throw new Error('The app build has no lazily loaded screens');
  for (const screen of [...screens].sort()) {
    const name = screen
      .replace(/^src\/features\//, '')
      .replace(/\/components\//, ': ')
      .replace(/\.tsx?$/, '');
    const initial = closure(app, [screen]);
    const everything = closure(app, [screen], { lazy: true, loaded: appChunks });
    const onRender = LOADED_ON_RENDER.has(screen);
    loads.push({
      route: onRender ? `${name}, with what it loads as it renders` : name,
      files: new Set([...appBase, ...filesOf(app, onRender ? everything : initial)]),
      budget: SCREEN_BUDGETS[screen] ?? SCREEN_BUDGET,
    });
    if (!onRender && everything.size > initial.size) {
      loads.push({
        route: `${name}, with its on-demand parts`,
        files: new Set([...appBase, ...filesOf(app, everything)]),
        budget: null,
      });
    }
  }
  for (const screen of [...LOADED_ON_RENDER, ...Object.keys(SCREEN_BUDGETS)]) {
    if (!screens.has(screen)) throw new Error(`${screen} is not a lazily loaded screen of this build`);
  }
  return loads;
}

export const gzipSize = (content: Uint8Array | string): number => gzipSync(content, { level: 9 }).length;

export interface RouteReport {
  route: string;
  files: number;
  bytes: number;
  budget: number | null;
  result: 'pass' | 'FAIL' | 'info';
}

const judge = (bytes: number, budget: number | null): RouteReport['result'] =>
  budget === null ? 'info' : bytes <= budget ? 'pass' : 'FAIL';

export function measure(loads: RouteLoad[], sizeOf: (file: string) => number): RouteReport[] {
  const cache = new Map<string, number>();
  const size = (file: string) => cache.get(file) ?? cache.set(file, sizeOf(file)).get(file)!;
  return loads.map(({ route, files, budget }) => {
    const bytes = [...files].reduce((sum, file) => sum + size(file), 0);
    return { route, files: files.size, bytes, budget, result: judge(bytes, budget) };
  });
}

export function formatReport(reports: RouteReport[]): string {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const width = Math.max(...reports.map((r) => r.route.length));
  const lines = [`${'route'.padEnd(width)}  files  gzip kB  budget kB  result`];
  for (const r of reports) {
    const budget = r.budget === null ? '-' : kb(r.budget);
    lines.push(
      `${r.route.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.bytes).padStart(7)}  ${budget.padStart(9)}  ${r.result}`,
    );
  }
  return lines.join('\n');
}
