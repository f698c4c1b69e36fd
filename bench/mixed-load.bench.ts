/**
 * Mixed load with exact accounting (quality gates): two API processes on different ports share one
 * PostgreSQL database; 50 connections (split between them) run for 60 s through a cycle of list orders,
 * open an order, scan a QR code, redeem a QR code (a customer), buy a voucher (the back office's purchase for
 * a customer, and a customer's own through the customers' API), mark a referrer fulfilled and move an order
 * (staff, one step). Every response is recorded; afterwards the database must hold exactly what the
 * successful responses imply: scan counts, coin balances and ledger, redemptions (once per customer and QR,
 * caps kept), voucher assignments (each code sold once), referral claims and their coin rewards, and order
 * status histories. Any status outside the expected set is an error.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';

import { CONFIGURATION_DEFAULTS } from '@printhub/contract';

import { runMigrations } from '../apps/api/src/db/migrate';
import { clients, customers, customerTokens, qrCodes } from '../apps/api/src/db/schema';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { hashPassword } from '../apps/api/src/lib/password';
import { hashToken, newToken } from '../apps/api/src/lib/tokens';
import { addCoinEntry } from '../apps/api/src/modules/coins/coins.service';
import { insertAccount } from '../apps/api/src/modules/staff-users/staff-users.repository';
import * as voucherRepo from '../apps/api/src/modules/vouchers/vouchers.repository';
import { PG_URL, withPostgres } from './databases';
import { generateOrders } from './generate-orders';
import { generateReferrals } from './generate-referrals';
import { percentile } from './load';
import { signIn, startApi } from './processes';

import type { Database } from '../apps/api/src/db/client';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
export const ADMIN = { email: 'load@example.com', password: 'load-password' };
export const STAFF_PASSWORD = 'load-staff-password';
const log = (line: string) => console.log(`[load] ${line}`);

export type Kind = 'list' | 'detail' | 'scan' | 'redeem' | 'buy' | 'cbuy' | 'fulfil' | 'move';
/** What each kind may answer without it being an error. */
export const EXPECTED: Record<Kind, number[]> = {
  list: [200],
  detail: [200],
  scan: [302],
  // already redeemed, capped, past the customer's hourly failures
  redeem: [201, 409, 410, 429],
  buy: [201, 409, 422], // no code left, not enough coins
  cbuy: [201, 410, 422], // a customer's own: sold out, not enough coins
  fulfil: [200],
  move: [200, 400], // a move another request already made is refused
};

export type Fixture = {
  adminToken: string;
  staffTokens: Map<number, string>;
  orderIds: number[];
  movable: { id: number; staff: number }[];
  qrCodes: string[];
  buyers: number[];
  /** The buyers' customer tokens (they redeem too), by customer id. */
  customerTokens: Map<number, string>;
  /** Codes to redeem: every tenth capped at REDEEM_CAP customers. */
  redeemCodes: string[];
  /** How far each customer has walked the codes (shared by both runs). */
  redeemProgress: Map<number, number>;
  vouchers: number[];
  referralCodes: string[];
};

export type Outcome = { kind: Kind; status: number; body: string; params: Record<string, unknown> };

const REDEEM_CODES = 200;
const REDEEM_CAP = 3;
const REDEEM_VALUE = 3;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export async function seed(
  database: Database,
): Promise<Omit<Fixture, 'adminToken' | 'staffTokens' | 'redeemProgress'> & { staffIds: number[] }> {
  const db = database.db;
  await runMigrations(database);
  await ensureSuperAdmin(db, ADMIN);
  const passwordHash = await hashPassword(STAFF_PASSWORD);
  const staffIds: number[] = [];
  for (let i = 1; i <= 6; i += 1)
    staffIds.push(
      (
        await insertAccount(db, {
          fullName: `Load Staff ${i}`,
          email: `load-staff${i}@example.com`,
          passwordHash,
        })
      ).id,
    );
  await generateOrders(database, { orders: 20_000, staffIds });
  const orderRows = await db.execute<{ id: number; status: string; assigned_user: number | null }>(
    sql`select id, status, assigned_user from orders order by id desc limit 5000`,
  );
  const rows = (
    orderRows as unknown as { rows: { id: number; status: string; assigned_user: number | null }[] }
  ).rows;
  const movable = rows
    .filter((o) => (o.status === 'assigned' || o.status === 'out-for-delivery') && o.assigned_user !== null)
    .map((o) => ({ id: o.id, staff: o.assigned_user! }));
  await generateReferrals(database, { referrers: 2_000 });
  const refs = await db.execute<{ code: string }>(
    sql`select c.referral_code as code from referrers r join customers c on c.id = r.customer_id order by r.customer_id limit 2000`,
  );
  const qr = await db
    .insert(qrCodes)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        code: `LOAD${i}`,
        company: 'Load',
        value: 5,
        validity: new Date(Date.now() + 86_400_000),
        count: 0,
        redirectionUrl: `https://example.com/load/${i}`,
      })),
    )
    .returning({ code: qrCodes.code });
  const redeemable = await db
    .insert(qrCodes)
    .values(
      Array.from({ length: REDEEM_CODES }, (_, i) => ({
        code: `RDM${i}`,
        company: 'Load',
        value: REDEEM_VALUE,
        validity: new Date(Date.now() + 86_400_000),
        count: 0,
        maxRedemptions: i % 10 === 0 ? REDEEM_CAP : null,
        redirectionUrl: `https://example.com/redeem/${i}`,
      })),
    )
    .returning({ code: qrCodes.code });
  const [client] = await db
    .insert(clients)
    .values({
      name: 'Load client',
      contact: '9876543210',
      clientType: 1,
      address: { city: 'a', state: 'b', country: 'c', pincode: '1' },
    })
    .returning();
  // Four vouchers with 3,000 codes and one with 10 (which runs out: 409s).
  const sizes = [3000, 3000, 3000, 3000, 10];
  const ids = await voucherRepo.insertInfos(
    db,
    sizes.map((_, i) => ({
      clientId: client!.id,
      voucherDetail: `Load voucher ${i}`,
      cost: 10,
      expiryDate: new Date(Date.now() + 30 * 86_400_000),
      imageUrl: null,
      isSingle: false,
    })),
  );
  await voucherRepo.insertCodes(
    db,
    sizes.flatMap((n, i) =>
      Array.from({ length: n }, (_, k) => ({
        voucherInfoId: ids[i]!,
        clientId: client!.id,
        code: `L${i}-${k}`,
      })),
    ),
  );
  // 300 buyers: most with plenty of coins, every tenth with 25 (two purchases, then 422s).
  const buyers = await db
    .insert(customers)
    .values(
      Array.from({ length: 300 }, (_, i) => ({
        firstName: 'Buyer',
        lastName: String(i),
        email: `load-buyer-${i}@example.com`,
      })),
    )
    .returning({ id: customers.id });
  for (const [i, b] of buyers.entries())
    await db.transaction((tx) =>
      addCoinEntry(tx, {
        customerId: b.id,
        amount: i % 10 === 0 ? 25 : 5000,
        reason: 'Load credit',
        source: 'admin_adjustment',
      }),
    );
  // Every buyer is signed in to the customers' API too (a token stored as the server stores it).
  const customerTokenMap = new Map<number, string>();
  const expiresAt = new Date(Date.now() + 86_400_000);
  const tokenRows = buyers.map((b) => {
    const token = newToken();
    customerTokenMap.set(b.id, token);
    return { customerId: b.id, tokenHash: hashToken(token), expiresAt };
  });
  await db.insert(customerTokens).values(tokenRows);
  return {
    staffIds,
    orderIds: rows.map((o) => o.id),
    movable,
    qrCodes: qr.map((q) => q.code),
    buyers: buyers.map((b) => b.id),
    customerTokens: customerTokenMap,
    redeemCodes: redeemable.map((q) => q.code),
    vouchers: ids,
    referralCodes: (refs as unknown as { rows: { code: string }[] }).rows.map((r) => r.code),
  };
}

/** The seeded data with the admin's and the staff users' tokens, signed in at `url`. */
export async function signInFixture(url: string, seeded: Awaited<ReturnType<typeof seed>>): Promise<Fixture> {
  const adminToken = await signIn(url, ADMIN);
  const staffTokens = new Map<number, string>();
  for (const [i, id] of seeded.staffIds.entries())
    staffTokens.set(
      id,
      await signIn(url, { email: `load-staff${i + 1}@example.com`, password: STAFF_PASSWORD }),
    );
  return { ...seeded, adminToken, staffTokens, redeemProgress: new Map() };
}

/** One autocannon run against one process; every response is recorded with the parameters it was sent. */
/**
 * autocannon ends a timed run by destroying its sockets, so a request in flight at that moment may have
 * changed the database without its response being seen. For exact accounting the run lasts DRAIN_SECONDS
 * longer than SECONDS, and from SECONDS on every request becomes a GET /api/health (no effect): what the
 * cut-off aborts changes nothing. `sent` and the outcomes let the checks prove no counted request was lost.
 */
const DRAIN_SECONDS = 5;

export function run(
  url: string,
  f: Fixture,
  connections: number,
  outcomes: Outcome[],
  times: number[],
  sent: Map<Kind, number>,
  /** Longer drains and timeouts keep the accounting exact on a slow (loaded) machine. */
  opts: { seconds?: number; drainSeconds?: number; timeoutSeconds?: number } = {},
) {
  const seconds = opts.seconds ?? SECONDS;
  const deadline = Date.now() + seconds * 1000;
  const redeemed = f.redeemProgress;
  const json = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
  const admin = { authorization: `Bearer ${f.adminToken}` };
  type Ctx = { params?: Record<string, unknown> };
  const step = (
    kind: Kind,
    build: (ctx: Ctx) => {
      method: 'GET' | 'POST' | 'PATCH';
      path: string;
      headers: Record<string, string>;
      body?: string;
    },
  ) => ({
    setupRequest: (req: Record<string, unknown>, ctx: Ctx & { draining?: boolean }) => {
      ctx.draining = Date.now() >= deadline;
      if (ctx.draining) return { ...req, method: 'GET', path: '/api/health', headers: {}, body: undefined };
      sent.set(kind, (sent.get(kind) ?? 0) + 1);
      return { ...req, ...build(ctx) };
    },
    onResponse: (status: number, body: string, ctx: Ctx & { draining?: boolean }) => {
      if (ctx.draining) return;
      outcomes.push({
        kind,
        status,
        body: ['buy', 'cbuy', 'fulfil', 'move', 'redeem'].includes(kind) ? body : '',
        params: ctx.params ?? {},
      });
    },
  });
  const requests = [
    step('list', () => ({
      method: 'GET',
      path: `/api/all-orders/?status=delivered&limit=10&offset=${Math.floor(Math.random() * 50) * 10}`,
      headers: admin,
    })),
    step('detail', () => ({ method: 'GET', path: `/api/all-orders/${pick(f.orderIds)}/`, headers: admin })),
    step('scan', (ctx) => {
      const code = pick(f.qrCodes);
      ctx.params = { code };
      return { method: 'GET', path: `/?qr_code=${code}`, headers: {} };
    }),
    step('redeem', (ctx) => {
      // Each customer walks the codes in its own order; one in twenty tries the last code again (409).
      const customer = pick(f.buyers);
      const tried = redeemed.get(customer) ?? 0;
      const again = tried > 0 && Math.random() < 0.05;
      const n = again ? tried - 1 : tried;
      if (!again) redeemed.set(customer, tried + 1);
      const code = f.redeemCodes[(customer * 7 + n) % f.redeemCodes.length]!;
      ctx.params = { customer, code };
      return {
        method: 'POST',
        path: '/api/customer/qr-redemptions',
        headers: json(f.customerTokens.get(customer)!),
        body: JSON.stringify({ code }),
      };
    }),
    step('buy', (ctx) => {
      const params = { user_id: pick(f.buyers), voucher_id: pick(f.vouchers) };
      ctx.params = params;
      return {
        method: 'POST',
        path: '/api/save-purchased-voucher/',
        headers: json(f.adminToken),
        body: JSON.stringify(params),
      };
    }),
    step('cbuy', (ctx) => {
      const user = pick(f.buyers);
      const params = { user_id: user, voucher_id: pick(f.vouchers) };
      ctx.params = params;
      return {
        method: 'POST',
        path: '/api/customer/voucher-purchases',
        headers: json(f.customerTokens.get(user)!),
        body: JSON.stringify({ voucher_id: params.voucher_id }),
      };
    }),
    step('fulfil', (ctx) => {
      const referral_code = pick(f.referralCodes);
      ctx.params = { referral_code };
      return {
        method: 'POST',
        path: '/referral_app/api/mark-as-fulfilled/',
        headers: json(f.adminToken),
        body: JSON.stringify({ referral_code }),
      };
    }),
    step('move', (ctx) => {
      const order = pick(f.movable);
      const status = Math.random() < 0.5 ? 'out-for-delivery' : 'delivered';
      ctx.params = { id: order.id, status };
      return {
        method: 'PATCH',
        path: `/api/all-orders/${order.id}/`,
        headers: json(f.staffTokens.get(order.staff)!),
        body: JSON.stringify({ id: order.id, status }),
      };
    }),
  ];
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds + (opts.drainSeconds ?? DRAIN_SECONDS),
        timeout: opts.timeoutSeconds ?? 10,
        requests: requests as unknown as autocannon.Request[],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_c, _s, _b, ms) => {
      if (Date.now() < deadline) times.push(ms);
    });
  });
}

export type LoadCheck = { check: string; expected: string; actual: string; result: 'pass' | 'FAIL' };

export async function verify(
  database: Database,
  before: Snapshot,
  outcomes: Outcome[],
): Promise<LoadCheck[]> {
  const after = await snapshot(database);
  const ok = (kind: Kind, status: number) => outcomes.filter((o) => o.kind === kind && o.status === status);
  const checks: LoadCheck[] = [];
  const add = (check: string, expected: unknown, actual: unknown) =>
    checks.push({
      check,
      expected: String(expected),
      actual: String(actual),
      result: String(expected) === String(actual) ? 'pass' : 'FAIL',
    });

  const scans = new Map<string, number>();
  for (const o of ok('scan', 302))
    scans.set(o.params.code as string, (scans.get(o.params.code as string) ?? 0) + 1);
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  add('QR scans counted = 302s', total(before.qr) + total(scans), total(after.qr));
  const wrongCounts = [...before.qr].filter(([c, n]) => after.qr.get(c) !== n + (scans.get(c) ?? 0));
  add('QR codes whose count ≠ start + its 302s', 0, wrongCounts.length);

  const bought = [
    ...ok('buy', 201).map(
      (o) => JSON.parse(o.body) as { purchase: { user_id: number; voucher_code: string; coins: number } },
    ),
    ...ok('cbuy', 201).map((o) => {
      const p = JSON.parse(o.body) as { voucher_code: string; cost: number };
      return {
        purchase: { user_id: o.params.user_id as number, voucher_code: p.voucher_code, coins: p.cost },
      };
    }),
  ];
  add('customers’ own purchases (201)', ok('cbuy', 201).length > 0, true);
  const spent = new Map<number, number>();
  for (const b of bought)
    spent.set(b.purchase.user_id, (spent.get(b.purchase.user_id) ?? 0) + b.purchase.coins);
  const redemptions = ok('redeem', 201).map((o) => ({
    customer: o.params.customer as number,
    code: o.params.code as string,
    ...(JSON.parse(o.body) as { coins_credited: number }),
  }));
  const credited = new Map<number, number>();
  for (const r of redemptions) credited.set(r.customer, (credited.get(r.customer) ?? 0) + r.coins_credited);
  const wrongBalances = [...before.balances].filter(
    ([id, n]) => after.balances.get(id) !== n - (spent.get(id) ?? 0) + (credited.get(id) ?? 0),
  );
  add('buyers whose balance ≠ start − 201 purchases + 201 redemptions', 0, wrongBalances.length);
  add('redemption rows = 201 redemptions', before.redemptions + redemptions.length, after.redemptions);
  add(
    'distinct (customer, QR) among 201 redemptions',
    redemptions.length,
    new Set(redemptions.map((r) => `${r.customer}|${r.code}`)).size,
  );
  add('customers who redeemed one QR twice', 0, after.doubleRedemptions);
  add('QR codes redeemed past their cap', 0, after.overCap);
  add('QR codes whose redeemed count ≠ their redemption rows', 0, after.redeemedMismatches);
  add('balances = ledger sums (buyers)', 0, after.ledgerMismatches);
  add('codes assigned = 201 purchases', before.assigned + bought.length, after.assigned);
  add('purchase rows = 201 purchases', before.purchases + bought.length, after.purchases);
  add(
    'distinct codes sold = 201 purchases',
    bought.length,
    new Set(bought.map((b) => b.purchase.voucher_code)).size,
  );

  const fulfilled = ok('fulfil', 200).reduce(
    (n, o) => n + (JSON.parse(o.body) as { fulfilled: number }).fulfilled,
    0,
  );
  add('referral claims added = Σ fulfilled of 200s', before.claims + fulfilled, after.claims);
  add(
    'referral reward coins = Σ fulfilled × reward',
    before.rewards + fulfilled * CONFIGURATION_DEFAULTS.referral_reward_coins,
    after.rewards,
  );
  add('balances = ledger sums (every customer)', 0, after.allLedgerMismatches);

  const order = ['confirmed', 'assigned', 'out-for-delivery', 'delivered'];
  const furthest = new Map<number, number>();
  for (const o of ok('move', 200)) {
    const id = o.params.id as number;
    furthest.set(id, Math.max(furthest.get(id) ?? -1, order.indexOf(o.params.status as string)));
  }
  let statusMismatch = 0;
  let historyMismatch = 0;
  for (const [id, start] of before.orders) {
    const expectedStatus = Math.max(order.indexOf(start.status), furthest.get(id) ?? -1);
    const now = after.orders.get(id)!;
    if (order.indexOf(now.status) !== expectedStatus) statusMismatch += 1;
    if (now.history - start.history !== expectedStatus - order.indexOf(start.status)) historyMismatch += 1;
  }
  add('order status = furthest 200 move', 0, statusMismatch);
  add('history rows = steps moved, per order', 0, historyMismatch);
  return checks;
}

export type Snapshot = {
  qr: Map<string, number>;
  balances: Map<number, number>;
  ledgerMismatches: number;
  redemptions: number;
  doubleRedemptions: number;
  overCap: number;
  redeemedMismatches: number;
  assigned: number;
  purchases: number;
  claims: number;
  rewards: number;
  allLedgerMismatches: number;
  orders: Map<number, { status: string; history: number }>;
};

export async function snapshot(database: Database): Promise<Snapshot> {
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const qr = await rows<{ code: string; count: number }>(
    sql`select code, count from qr_codes where code like 'LOAD%' order by code`,
  );
  const balances = await rows<{ id: number; balance: number; ledger: number }>(sql`
    select c.id, c.coin_balance as balance, coalesce((select sum(amount)::int from coin_ledger l where l.customer_id = c.id), 0) as ledger
    from customers c where c.email like 'load-buyer-%' order by c.id`);
  const [redeem] = await rows<{ total: number; doubles: number; over_cap: number; mismatched: number }>(sql`
    select (select count(*)::int from qr_redemptions) as total,
           (select count(*)::int from (select 1 from qr_redemptions group by qr_id, customer_id
              having count(*) > 1) d) as doubles,
           (select count(*)::int from qr_codes where redeemed > max_redemptions) as over_cap,
           (select count(*)::int from qr_codes q where q.redeemed <>
              (select count(*) from qr_redemptions r where r.qr_id = q.id)) as mismatched`);
  const [counts] = await rows<{
    assigned: number;
    purchases: number;
    claims: number;
    rewards: number;
    mismatches: number;
  }>(sql`
    select (select count(*)::int from voucher_codes where is_assigned) as assigned,
           (select count(*)::int from voucher_purchases) as purchases,
           (select count(*)::int from referral_claims) as claims,
           (select coalesce(sum(amount), 0)::int from coin_ledger where source = 'referral') as rewards,
           (select count(*)::int from customers c where c.coin_balance <>
              coalesce((select sum(amount) from coin_ledger l where l.customer_id = c.id), 0)) as mismatches`);
  const orders = await rows<{ id: number; status: string; history: number }>(sql`
    select o.id, o.status, (select count(*)::int from order_status_history h where h.order_id = o.id) as history
    from orders o where o.status in ('assigned', 'out-for-delivery', 'delivered') and o.assigned_user is not null
    order by o.id desc limit 5000`);
  return {
    qr: new Map(qr.map((r) => [r.code, r.count])),
    balances: new Map(balances.map((r) => [r.id, r.balance])),
    ledgerMismatches: balances.filter((r) => r.balance !== r.ledger).length,
    redemptions: redeem!.total,
    doubleRedemptions: redeem!.doubles,
    overCap: redeem!.over_cap,
    redeemedMismatches: redeem!.mismatched,
    assigned: counts!.assigned,
    purchases: counts!.purchases,
    claims: counts!.claims,
    rewards: counts!.rewards,
    allLedgerMismatches: counts!.mismatches,
    orders: new Map(orders.map((r) => [r.id, { status: r.status, history: r.history }])),
  };
}

export type TableRow = { request: string; requests: number; statuses: string; errors: number };

/**
 * The load's table (per kind: requests, statuses, those outside EXPECTED; then the latency of all) and the
 * two checks of the accounting: every request sent has its response, and no status was unexpected (`allowed`:
 * statuses no kind counts as an error, as a 502 for a request lost with a killed process). `times` is sorted
 * in place.
 */
export function tally(
  outcomes: Outcome[],
  times: number[],
  sent: Map<Kind, number>,
  allowed: number[] = [],
): { table: TableRow[]; checks: LoadCheck[] } {
  times.sort((a, b) => a - b);
  const table: TableRow[] = (Object.keys(EXPECTED) as Kind[]).map((kind) => {
    const mine = outcomes.filter((o) => o.kind === kind);
    const byStatus = new Map<number, number>();
    for (const o of mine) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    return {
      request: kind,
      requests: mine.length,
      statuses: [...byStatus]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
      errors: mine.filter((o) => !EXPECTED[kind].includes(o.status) && !allowed.includes(o.status)).length,
    };
  });
  table.push({
    request: 'all',
    requests: outcomes.length,
    statuses: `p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, p99 ${percentile(times, 99)} ms`,
    errors: table.reduce((n, r) => n + r.errors, 0),
  });
  const lost = [...sent].reduce((n, [, count]) => n + count, 0) - outcomes.length;
  const errors = table.at(-1)!.errors;
  const checks: LoadCheck[] = [
    {
      check: 'requests sent without a response',
      expected: '0',
      actual: String(lost),
      result: lost === 0 ? 'pass' : 'FAIL',
    },
    {
      check: 'unexpected statuses',
      expected: '0',
      actual: String(errors),
      result: errors === 0 ? 'pass' : 'FAIL',
    },
  ];
  return { table, checks };
}

export async function runMixedLoad(): Promise<{
  table: TableRow[];
  checks: LoadCheck[];
} | null> {
  return withPostgres(async (database) => {
    log('seeding 20k orders, 2k referrers, 205 QR codes, 12,010 voucher codes, 300 buyers');
    const seeded = await seed(database);
    const dbUrl = new URL(PG_URL);
    dbUrl.pathname = `/${((await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    const env = { DATABASE_URL: dbUrl.toString(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const apis = [await startApi(env), await startApi(env)];
    try {
      const fixture = await signInFixture(apis[0]!.url, seeded);
      const before = await snapshot(database);
      const outcomes: Outcome[] = [];
      const sent = new Map<Kind, number>();
      const times: number[] = [];
      log(`${CONNECTIONS} connections for ${SECONDS} s over ${apis.map((a) => a.url).join(' and ')}`);
      const half = Math.floor(CONNECTIONS / 2);
      await Promise.all([
        run(apis[0]!.url, fixture, half, outcomes, times, sent),
        run(apis[1]!.url, fixture, CONNECTIONS - half, outcomes, times, sent),
      ]);
      const { table, checks: counted } = tally(outcomes, times, sent);
      const checks = [...(await verify(database, before, outcomes)), ...counted];
      return { table, checks };
    } finally {
      for (const api of apis) await api.stop();
    }
  }, log);
}
