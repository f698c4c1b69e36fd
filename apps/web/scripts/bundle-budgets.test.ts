import { describe, expect, it } from 'vitest';

import {
  KB,
  KEYS,
  measure,
  PUBLIC_BUDGET,
  PUBLIC_SCREENS,
  routeLoads,
  SCREEN_BUDGET,
  SCREEN_BUDGETS,
  type Manifest,
} from './bundle-budgets';

const WELCOME = 'src/features/system/components/welcome-page.tsx';
const REFERRALS = 'src/features/referrals/components/referrals-page.tsx';
const COUPONS = 'src/features/coupons/components/coupons-page.tsx';

/** A small build: the page's entry (the router), the signed-in layout, screens and what they import. */
const manifest: Manifest = {
  [KEYS.page]: {
    file: 'entry.js',
    imports: ['_react.js'],
    dynamicImports: [KEYS.signedIn, KEYS.roleRoutes, 'src/lib/toast-host.tsx', WELCOME],
  },
  '_react.js': { file: 'react.js' },
  [KEYS.signedIn]: { file: 'shell.js', imports: ['_react.js', '_mui.js'] },
  [KEYS.roleRoutes]: { file: 'role-routes.js', imports: ['_react.js'], dynamicImports: [REFERRALS, COUPONS] },
  'src/lib/toast-host.tsx': { file: 'toast.js' },
  '_mui.js': { file: 'mui.js' },
  [WELCOME]: { file: 'welcome.js', imports: ['_mui.js'] },
  [REFERRALS]: { file: 'referrals.js', imports: ['_table.js'], dynamicImports: ['src/dialog.tsx'] },
  '_table.js': { file: 'table.js', imports: ['_mui.js'] },
  'src/dialog.tsx': { file: 'dialog.js' },
  [COUPONS]: { file: 'coupons.js', imports: ['_table.js', '_date-picker.js'] },
  '_date-picker.js': { file: 'date-picker.js' },
};
// Every other route the budgets name, as a small chunk of its own (the build must hold each of them).
for (const [i, key] of [...PUBLIC_SCREENS, ...Object.keys(SCREEN_BUDGETS)].entries()) {
  if (manifest[key]) continue;
  manifest[key] = { file: `screen-${i}.js` };
  manifest[PUBLIC_SCREENS.has(key) ? KEYS.page : KEYS.roleRoutes]!.dynamicImports!.push(key);
}

const sizes: Record<string, number> = {
  'entry.js': 20 * KB,
  'react.js': 100 * KB,
  'mui.js': 60 * KB,
  'welcome.js': 20 * KB,
  'shell.js': 40 * KB,
  'referrals.js': 40 * KB,
  'table.js': 36 * KB,
  'role-routes.js': 4 * KB,
  'dialog.js': 100 * KB,
  'coupons.js': 30 * KB,
  'date-picker.js': 50 * KB,
};
const reportFor = (changed: Record<string, number> = {}) =>
  measure(routeLoads(manifest), (file) => ({ ...sizes, ...changed })[file] ?? 0);
const row = (reports: ReturnType<typeof reportFor>, route: string) => {
  const found = reports.find((r) => r.route === route);
  if (!found) throw new Error(`no row ${route}`);
  return found;
};

describe('bundle budgets', () => {
  it("counts a public screen with the page's entry and their static imports, not the shell", () => {
    expect(row(reportFor(), 'system/components/welcome-page')).toMatchObject({
      files: 4,
      bytes: 200 * KB,
      budget: PUBLIC_BUDGET,
      result: 'pass',
    });
    expect(row(reportFor({ 'welcome.js': 20 * KB + 1 }), 'system/components/welcome-page').result).toBe(
      'FAIL',
    );
  });

  it("counts a signed-in screen with the signed-in routes' table, the shell and their static imports, not its dialogs", () => {
    const referrals = row(reportFor(), 'referrals/components/referrals-page');
    const budget = SCREEN_BUDGETS[REFERRALS] ?? SCREEN_BUDGET;
    expect(referrals).toMatchObject({ files: 7, bytes: 300 * KB, budget, result: 'pass' });
    const over = budget - referrals.bytes + 1;
    expect(row(reportFor({ 'table.js': 36 * KB + over }), 'referrals/components/referrals-page').result).toBe(
      'FAIL',
    );
  });

  it('holds a screen with a budget of its own to it', () => {
    const coupons = row(reportFor(), 'coupons/components/coupons-page');
    expect(coupons).toMatchObject({ bytes: 340 * KB, budget: SCREEN_BUDGETS[COUPONS], result: 'pass' });
    const over = SCREEN_BUDGETS[COUPONS]! - coupons.bytes + 1;
    expect(row(reportFor({ 'coupons.js': 30 * KB + over }), 'coupons/components/coupons-page').result).toBe(
      'FAIL',
    );
  });

  it('lists every route the router loads, and only those', () => {
    const routes = reportFor().map((r) => r.route);
    expect(routes).toContain('referrals/components/referrals-page');
    expect(routes.some((route) => /signed-in|role-routes|toast-host/.test(route))).toBe(false);
  });

  it("refuses a public route (one the page's entry loads) that PUBLIC_SCREENS does not name", () => {
    const VERIFY = 'src/features/customers/components/verify-email-x.tsx';
    const page = manifest[KEYS.page]!;
    const withIt: Manifest = {
      ...manifest,
      [KEYS.page]: { ...page, dynamicImports: [...page.dynamicImports!, VERIFY] },
      [VERIFY]: { file: 'verify.js' },
    };
    expect(() => routeLoads(withIt)).toThrow(`A public route missing from PUBLIC_SCREENS: ${VERIFY}`);
  });

  it('refuses a budget for a route the build does not have', () => {
    const table = manifest[KEYS.roleRoutes]!;
    const withoutCoupons = {
      ...manifest,
      [KEYS.roleRoutes]: { ...table, dynamicImports: table.dynamicImports!.filter((key) => key !== COUPONS) },
    };
    expect(() => routeLoads(withoutCoupons)).toThrow(/Not a route of this build: .*coupons-page.tsx/);
  });

  it('refuses a build without the chunks it must measure', () => {
    const { [KEYS.signedIn]: _shell, ...withoutShell } = manifest;
    expect(() => routeLoads(withoutShell)).toThrow(/has no chunk "src\/app\/signed-in.tsx"/);
  });
});
