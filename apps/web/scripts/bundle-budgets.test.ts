import { describe, expect, it } from 'vitest';

import {
  KB,
  KEYS,
  measure,
  routeLoads,
  SCREEN_BUDGET,
  SCREEN_BUDGETS,
  SIGN_IN_BUDGET,
  type Manifest,
} from './bundle-budgets';

/** A screen on the common budget. */
const USERS = 'src/features/staff-users/components/staff-users-page.tsx';
const DASHBOARD = 'src/features/dashboard/components/dashboard-page.tsx';
const ORDERS = 'src/features/orders/components/order-list-page.tsx';
const COUPONS = 'src/features/coupons/components/coupons-page.tsx';
const LEADS = 'src/features/leads/components/leads-page.tsx';
const REFERRALS = 'src/features/referrals/components/referrals-page.tsx';
const AUDIT_LOG = 'src/features/audit-log/components/audit-log-page.tsx';

/** A small build: the page entry, the app with seven screens, and lazy parts. */
const app: Manifest = {
  [KEYS.page]: { file: 'page.js', dynamicImports: [KEYS.app] },
  [KEYS.app]: {
    file: 'app.js',
    imports: [KEYS.page, '_react.js'],
    dynamicImports: [KEYS.toastHost, USERS, DASHBOARD, ORDERS, COUPONS, LEADS, REFERRALS, AUDIT_LOG],
  },
  '_react.js': { file: 'react.js' },
  [KEYS.toastHost]: { file: 'toast.js', imports: ['_react.js'] },
  [USERS]: { file: 'users.js', imports: ['_table.js', KEYS.page], dynamicImports: ['src/dialog.tsx'] },
  '_table.js': { file: 'table.js' },
  'src/dialog.tsx': { file: 'dialog.js', imports: ['_table.js'] },
  [DASHBOARD]: { file: 'dashboard.js', dynamicImports: ['src/charts.tsx'] },
  'src/charts.tsx': { file: 'charts.js' },
  [ORDERS]: { file: 'orders.js', dynamicImports: ['_date-picker.js'] },
  [COUPONS]: { file: 'coupons.js', imports: ['_date-picker.js'] },
  [AUDIT_LOG]: { file: 'audit-log.js', imports: ['_date-picker.js'] },
  '_date-picker.js': { file: 'date-picker.js' },
  [LEADS]: { file: 'leads.js' },
  [REFERRALS]: { file: 'referrals.js' },
};
// Every other screen with its own budget, as a small chunk of its own (the build must hold each of them).
for (const [i, key] of Object.keys(SCREEN_BUDGETS).entries()) {
  if (app[key]) continue;
  app[key] = { file: `screen-${i}.js` };
  app[KEYS.app]!.dynamicImports!.push(key);
}
const signIn: Manifest = {
  [KEYS.signIn]: { file: 'sign-in.js', imports: ['_vendor.js'], dynamicImports: [KEYS.toastHost] },
  '_vendor.js': { file: 'vendor.js' },
  [KEYS.toastHost]: { file: 'sign-in-toast.js', imports: ['_vendor.js'] },
};
const publicScreens: Manifest = {
  [KEYS.public]: { file: 'public.js', imports: ['_vendor.js'] },
  '_vendor.js': { file: 'public-vendor.js' },
};

const reportFor = (sizes: Record<string, number>) =>
  measure(routeLoads(app, signIn, publicScreens), (file) => sizes[file] ?? 0);
const row = (reports: ReturnType<typeof reportFor>, route: string) => {
  const found = reports.find((r) => r.route === route);
  if (!found) throw new Error(`no row ${route}`);
  return found;
};

const small = {
  'page.js': 1 * KB,
  'sign-in.js': 60 * KB,
  'vendor.js': 80 * KB,
  'sign-in-toast.js': 10 * KB,
  'public.js': 30 * KB,
  'public-vendor.js': 75 * KB,
};
/** The app base (page, app, react, toasts) is 211 kB here. */
const sizes = {
  ...small,
  'app.js': 150 * KB,
  'react.js': 50 * KB,
  'toast.js': 10 * KB,
  'users.js': 20 * KB,
  'table.js': 10 * KB,
  'dialog.js': 100 * KB,
  'leads.js': 89 * KB,
  'referrals.js': 90 * KB,
  // The screens that draw a date field as they render carry the picker: over 300 kB, inside their own budgets.
  'audit-log.js': 70 * KB,
  'coupons.js': 80 * KB,
  // The order lists load theirs after the rows: on the common budget, the picker on an info row.
  'orders.js': 70 * KB,
  'date-picker.js': 47 * KB,
  // The dashboard and the charts it loads as it renders come to 300 kB with the app base: just in budget.
  'dashboard.js': 10 * KB,
  'charts.js': 79 * KB,
};
const shifted = (file: string, by: number) => ({ ...sizes, [file]: sizes[file as keyof typeof sizes] + by });

describe('bundle budgets', () => {
  it('counts the page entry and the sign-in bundle for /login, without the app or the toast code', () => {
    const signInRow = row(reportFor(sizes), 'sign-in (/login)');
    expect(signInRow).toMatchObject({ files: 3, bytes: 141 * KB, budget: SIGN_IN_BUDGET, result: 'pass' });
    expect(row(reportFor(sizes), 'sign-in, after a refused sign-in (toast code)').bytes).toBe(151 * KB);
  });

  it("counts the page entry and the public screens' bundle with its own imports, to the same budget", () => {
    const publicRow = row(reportFor(sizes), 'public screens (/welcome, /404, /500, /print/{ref})');
    expect(publicRow).toMatchObject({ files: 3, bytes: 106 * KB, budget: SIGN_IN_BUDGET, result: 'pass' });
    const over = reportFor(shifted('public.js', 45 * KB));
    expect(row(over, 'public screens (/welcome, /404, /500, /print/{ref})').result).toBe('FAIL');
    expect(row(over, 'sign-in (/login)').result).toBe('pass');
  });

  it('fails a sign-in route over 150 kB', () => {
    expect(row(reportFor(shifted('vendor.js', 10 * KB)), 'sign-in (/login)').result).toBe('FAIL');
  });

  it('counts a screen with the app, its static imports and the toast code; its dialogs only on an info row', () => {
    const reports = reportFor(sizes);
    expect(row(reports, 'staff-users: staff-users-page')).toMatchObject({
      bytes: 241 * KB,
      budget: SCREEN_BUDGET,
      result: 'pass',
    });
    expect(row(reports, 'staff-users: staff-users-page, with its on-demand parts')).toMatchObject({
      bytes: 341 * KB,
      result: 'info',
    });
    expect(row(reportFor(shifted('users.js', 60 * KB)), 'staff-users: staff-users-page').result).toBe('FAIL');
  });

  it('counts what a screen loads as it renders (the dashboard charts) in its budgeted row', () => {
    const dashboard = 'dashboard: dashboard-page, with what it loads as it renders';
    expect(row(reportFor(sizes), dashboard)).toMatchObject({ bytes: 300 * KB, result: 'pass' });
    expect(row(reportFor(shifted('charts.js', 1)), dashboard).result).toBe('FAIL');
  });

  it('holds every screen to 300 kB: exactly 300 passes, a byte more fails', () => {
    expect(row(reportFor(sizes), 'leads: leads-page')).toMatchObject({ bytes: 300 * KB, result: 'pass' });
    expect(row(reportFor(shifted('leads.js', 1)), 'leads: leads-page').result).toBe('FAIL');
    expect(row(reportFor(sizes), 'referrals: referrals-page').result).toBe('FAIL');
  });

  it('holds the screens that load the date picker as they render to their own budgets', () => {
    const reports = reportFor(sizes);
    expect(row(reports, 'audit-log: audit-log-page')).toMatchObject({
      bytes: 328 * KB,
      budget: SCREEN_BUDGETS[AUDIT_LOG],
      result: 'pass',
    });
    // The order lists load the picker with their filters, after the rows: the common budget.
    expect(row(reports, 'orders: order-list-page')).toMatchObject({
      bytes: 281 * KB,
      budget: SCREEN_BUDGET,
      result: 'pass',
    });
    expect(row(reports, 'orders: order-list-page, with its on-demand parts').bytes).toBe(328 * KB);
    expect(row(reports, 'coupons: coupons-page')).toMatchObject({
      bytes: 338 * KB,
      budget: SCREEN_BUDGETS[COUPONS],
      result: 'pass',
    });
    const overBy = (file: string, budget: number, now: number) => shifted(file, budget - now + 1);
    expect(
      row(
        reportFor(overBy('audit-log.js', SCREEN_BUDGETS[AUDIT_LOG]!, 328 * KB)),
        'audit-log: audit-log-page',
      ).result,
    ).toBe('FAIL');
    expect(
      row(reportFor(overBy('coupons.js', SCREEN_BUDGETS[COUPONS]!, 338 * KB)), 'coupons: coupons-page')
        .result,
    ).toBe('FAIL');
  });

  it('refuses a budget for a screen the build does not have', () => {
    const { [COUPONS]: _coupons, ...withoutCoupons } = app;
    const appEntry = app[KEYS.app]!;
    const withoutScreen = {
      ...withoutCoupons,
      [KEYS.app]: { ...appEntry, dynamicImports: appEntry.dynamicImports!.filter((key) => key !== COUPONS) },
    };
    expect(() => routeLoads(withoutScreen, signIn, publicScreens)).toThrow(
      /coupons-page.tsx is not a lazily loaded screen/,
    );
  });

  it('refuses a build without the chunks it must measure', () => {
    const { [KEYS.app]: _app, ...withoutApp } = app;
    expect(() => routeLoads(withoutApp, signIn, publicScreens)).toThrow(
      /has no chunk "src\/app\/app-entry.tsx"/,
    );
  });
});
