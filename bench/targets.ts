/**
 * The performance targets, checked on the figures of the same run (ratios are of the API and its baseline
 * measured one after the other in this run, never timed tests): one line per target, measured, target,
 * pass/fail. Printed last by `npm run bench`.
 */
import { PUBLIC_PAGES, type LighthouseRow } from './lighthouse.bench';

import type { CheckoutRow } from './checkout.bench';
import type { NotifyCheck } from './notify-outbox';
import type { NotifyRow } from './notify.bench';
import type { OrdersRow } from './orders.bench';
import type { PhoneRow } from './phone.bench';
import type { ProductionRow } from './production.bench';
import type { ScanRow } from './qr.bench';
import type { UploadRow } from './vouchers.bench';

export type TargetRow = { check: string; database: string; measured: string; target: string; result: string };

/** The cheap order pages: the API at ≥ 80% of the bare handler's req/s, and (PostgreSQL) p95 ≤ 20 ms. */
export const CHEAP_PAGES = [
  'list delivered, offset 0-1000',
  'list subscriptions, offset 0-1000',
  'list 7-day windows',
  'my_orders (staff), offset 0-80',
];
const CHEAP_RATIO = 0.8;
const CHEAP_P95_MS = 20;
/** A voucher CSV upload at most this many times a plain COPY of the same file. */
const CSV_TIMES_COPY = 3;

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');

/**
 * The dearer order pages, on PostgreSQL only (their scenarios' names start so): p95 at the bench's
 * connections. Search for common terms (2–7% of orders) and for rare ones (< 0.1%, one without a match),
 * and a page 100,000 rows deep.
 */
export const DEAR_PAGES: { prefix: string; p95Ms: number }[] = [
  { prefix: 'search common', p95Ms: 50 },
  { prefix: 'search rare', p95Ms: 50 },
  { prefix: 'list deep page', p95Ms: 40 },
];

export function orderTargets(rows: OrdersRow[]): TargetRow[] {
  return [...cheapPageTargets(rows), ...dearPageTargets(rows)];
}

function dearPageTargets(rows: OrdersRow[]): TargetRow[] {
  return rows.flatMap((r) => {
    const dear = DEAR_PAGES.find((d) => r.scenario.startsWith(d.prefix));
    if (!dear || !r.database.startsWith('PostgreSQL')) return [];
    const p95 = r['p95 ms'];
    return [
      {
        check: r.scenario,
        database: r.database,
        measured: `p95 ${p95} ms, ${r['req/s']} req/s (bare p95 ${r['bare p95 ms']} ms)`,
        target: `p95 ≤ ${dear.p95Ms} ms`,
        result: verdict(p95 !== '-' && p95 <= dear.p95Ms && r.errors === 0),
      },
    ];
  });
}

function cheapPageTargets(rows: OrdersRow[]): TargetRow[] {
  return rows
    .filter((r) => CHEAP_PAGES.includes(r.scenario))
    .map((r) => {
      const ratio = r['bare req/s'] > 0 ? r['req/s'] / r['bare req/s'] : 0;
      const postgres = r.database.startsWith('PostgreSQL');
      const p95 = r['p95 ms'];
      const fast = !postgres || (p95 !== '-' && p95 <= CHEAP_P95_MS);
      return {
        check: r.scenario,
        database: r.database,
        measured: `${r['req/s']} req/s = ${pct(ratio)} of bare ${r['bare req/s']}; p95 ${p95} ms (bare ${r['bare p95 ms']})`,
        target: postgres
          ? `≥ ${pct(CHEAP_RATIO)} of bare, p95 ≤ ${CHEAP_P95_MS} ms`
          : `≥ ${pct(CHEAP_RATIO)} of bare`,
        result: verdict(ratio >= CHEAP_RATIO && fast && r.errors === 0),
      };
    });
}

export function scanTargets(rows: ScanRow[]): TargetRow[] {
  return rows.map((r) => ({
    check: 'public scan (302), counts exact',
    database: r.database,
    measured: `${r['req/s']} scans/s = ${r['vs bare']} of bare ${r['bare req/s']}; count ${r['count check']}`,
    target: `${r.target.replace(/^(pass|FAIL) \((.*)\)$/, '$2')}, count exact`,
    result: verdict(r.target.startsWith('pass') && r['count check'].startsWith('pass')),
  }));
}

export function csvTargets(rows: UploadRow[]): TargetRow[] {
  return rows.map((r) => {
    const times = r['COPY median ms'] > 0 ? r['API median ms'] / r['COPY median ms'] : Infinity;
    return {
      check: `voucher CSV, ${r.rows.toLocaleString('en')} rows`,
      database: r.database,
      measured: `${r['API median ms']} ms = ${times.toFixed(1)}× COPY ${r['COPY median ms']} ms; codes ${r['codes stored']}`,
      target: `≤ ${CSV_TIMES_COPY}× COPY, every code stored`,
      result: verdict(times <= CSV_TIMES_COPY && r['codes stored'].startsWith('pass')),
    };
  });
}

/** A customer's order with a 20-page PDF, 4 connections, on PostgreSQL: at least 15 orders a second. */
const CHECKOUT_ORDERS_PER_S = 15;

export function checkoutTargets(rows: CheckoutRow[]): TargetRow[] {
  return rows
    .filter((r) => r.database === 'PostgreSQL')
    .map((r) => ({
      check: `order placement, one 20-page PDF, ${r.connections} connections`,
      database: r.database,
      measured: `${r['req/s']} orders/s, p95 ${r['p95 ms']} ms, ${r.errors} errors`,
      target: `≥ ${CHECKOUT_ORDERS_PER_S} orders/s, no error`,
      result: verdict(r['req/s'] >= CHECKOUT_ORDERS_PER_S && r.errors === 0),
    }));
}

/** A staff user's /assigned_orders on the phone profile: rows within 3.5 s cold and 2 s warm (medians). */
const PHONE_ROWS_MS = { cold: 3500, warm: 2000 } as const;
const PHONE_SCREEN = '/assigned_orders';

export function phoneTargets(rows: PhoneRow[]): TargetRow[] {
  return rows
    .filter((r) => r.screen === PHONE_SCREEN)
    .map((r) => ({
      check: `${r.screen} rows on the phone profile, ${r.cache} cache`,
      database: 'PGlite',
      measured: `${r['content ms (median)']} ms (median of ${r.runs}, max ${r['content ms (max)']})`,
      target: `≤ ${PHONE_ROWS_MS[r.cache]} ms`,
      result: verdict(r['content ms (median)'] > 0 && r['content ms (median)'] <= PHONE_ROWS_MS[r.cache]),
    }));
}
/** Lighthouse mobile (best of the runs) on the public pages: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms. */
const LIGHTHOUSE_SCORE = 90;
const LIGHTHOUSE_LCP_MS = 2500;
const LIGHTHOUSE_TBT_MS = 200;

export function lighthouseTargets(rows: LighthouseRow[]): TargetRow[] {
  return rows
    .filter((r) => (PUBLIC_PAGES as readonly string[]).includes(r.page))
    .map((r) => ({
      check: `Lighthouse mobile ${r.page}`,
      database: 'PGlite',
      measured: `score ${r.score}, LCP ${r['LCP ms']} ms, TBT ${r['TBT ms']} ms`,
      target: `score ≥ ${LIGHTHOUSE_SCORE}, LCP ≤ ${LIGHTHOUSE_LCP_MS} ms, TBT ≤ ${LIGHTHOUSE_TBT_MS} ms`,
      result: verdict(
        r.score >= LIGHTHOUSE_SCORE && r['LCP ms'] <= LIGHTHOUSE_LCP_MS && r['TBT ms'] <= LIGHTHOUSE_TBT_MS,
      ),
    }));
}

/** The production board's request on PostgreSQL (1M orders, 5,000 open): p95 ≤ 50 ms at the bench's connections. */
export function productionTargets(rows: ProductionRow[]): TargetRow[] {
  return rows
    .filter((r) => r.database.startsWith('PostgreSQL'))
    .map((r) => ({
      check: `production ${r.scenario}`,
      database: r.database,
      measured: `p95 ${r['p95 ms']} ms, ${r['req/s']} req/s`,
      target: 'p95 ≤ 50 ms',
      result: verdict(r['p95 ms'] !== '-' && r['p95 ms'] <= 50 && r.errors === 0),
    }));
}

/** E-mail under 1,000 order moves a minute: the queue's lag p95, and the cheap pages' p95 next to mail off. */
const NOTIFY_LAG_P95_S = 5;
const NOTIFY_PAGES_TIMES = 1.25;

export function notifyTargets(rows: NotifyRow[], checks: NotifyCheck[]): TargetRow[] {
  const on = rows.find((r) => r.mail === 'on');
  const off = rows.find((r) => r.mail === 'off');
  if (!on || !off) return [];
  const exact = checks.every((c) => c.result === 'pass');
  const lag = on['lag p95 s'];
  const ratio =
    on['pages p95 ms'] !== '-' && off['pages p95 ms'] !== '-' && off['pages p95 ms'] > 0
      ? on['pages p95 ms'] / off['pages p95 ms']
      : Infinity;
  return [
    {
      check: `e-mail queue lag, ${on['moves (200)']} moves at ${on['moves/s']}/s`,
      database: 'PostgreSQL',
      measured: `p95 ${lag} s (p50 ${on['lag p50 s']} s), ${on.sent} sent at ${on['sent/s']}/s; checks ${exact ? 'pass' : 'FAIL'}`,
      target: `p95 ≤ ${NOTIFY_LAG_P95_S} s, every message sent and received once`,
      result: verdict(lag !== '-' && lag <= NOTIFY_LAG_P95_S && exact && on.errors === 0),
    },
    {
      check: 'cheap order pages during the moves, mail on vs off',
      database: 'PostgreSQL',
      measured: `p95 ${on['pages p95 ms']} ms vs ${off['pages p95 ms']} ms = ${ratio.toFixed(2)}×`,
      target: `≤ ${NOTIFY_PAGES_TIMES}× mail off, no error`,
      result: verdict(ratio <= NOTIFY_PAGES_TIMES && on.errors === 0 && off.errors === 0),
    },
  ];
}
