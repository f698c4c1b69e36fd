import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  buildTestApp,
  createClient,
  createCustomer,
  createTestContext,
  createVoucher,
  customerSignIn,
  customersWithTokens,
  placedOrder,
  type TestContext,
} from '../../test/helper';
import { qrCodes } from '../db/schema';
import { DAY_MS } from '../lib/time';

import type { App } from '../app';

const TOKEN = 'metrics-token-0123456789';

let t: TestContext;
/** The same app and database without METRICS_TOKEN. */
let closed: App;
beforeAll(async () => {
  t = await createTestContext({ config: { metricsToken: TOKEN } });
  closed = await buildTestApp(t.database);
});
afterAll(async () => {
  await closed?.close();
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one series (0 when it was never counted); `labels` must match exactly, in any order. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort()))
      return Number(m[3]);
  }
  return 0;
}

/** What `action` moved `name{labels}` by, read through /metrics before and after. */
async function delta(name: string, labels: Record<string, string>, action: () => Promise<unknown>) {
  const before = valueOf(await scrape(), name, labels);
  await action();
  return valueOf(await scrape(), name, labels) - before;
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN, whatever is sent', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await closed.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the Prometheus text format with the token: requests, pool, event loop, memory', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      '# TYPE http_requests_total counter',
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE printhub_db_pool_connections gauge',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
      '# TYPE process_resident_memory_bytes gauge',
      '# TYPE nodejs_heap_size_used_bytes gauge',
      '# TYPE printhub_orders_placed_total counter',
    ])
      expect(res.body).toContain(name);
    const pool = (state: string) => valueOf(res.body, 'printhub_db_pool_connections', { state });
    if (t.database.kind === 'pglite') {
      // One embedded connection; it has no idle or waiting count of its own.
      expect(pool('total')).toBe(1);
      expect(valueOf(res.body, 'printhub_db_pool_max', { engine: 'pglite' })).toBe(1);
      expect(res.body).not.toContain('state="waiting"');
    } else {
      expect(res.body).toMatch(/^printhub_db_pool_connections\{state="waiting"\} \d+$/m);
      expect(pool('total')).toBeGreaterThanOrEqual(pool('idle'));
      expect(valueOf(res.body, 'printhub_db_pool_max', { engine: 'postgres' })).toBe(5);
    }
  });

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    const labels = { method: 'GET', route: '/api/all-orders/:id/', status_code: '404' };
    const moved = await delta('http_requests_total', labels, async () => {
      for (const id of [987654, 987655]) await t.call('GET', `/api/all-orders/${id}/`);
    });
    expect(moved).toBe(2);
    const text = await scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      valueOf(text, 'http_request_duration_seconds_count', labels),
    );
    expect(text).not.toContain('987654');
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(await delta('http_requests_total', unmatched, () => t.call('GET', '/api/nope-123/'))).toBe(1);
  });
});

describe('the business counters', () => {
  it('count refused sign-ins, by realm', async () => {
    const staff = { realm: 'staff', reason: 'invalid_credentials' };
    expect(
      await delta('printhub_sign_in_failures_total', staff, () =>
        t.signIn('admin@example.com', 'wrong-pw-1'),
      ),
    ).toBe(1);
    const customer = { realm: 'customer', reason: 'invalid_credentials' };
    expect(
      await delta('printhub_sign_in_failures_total', customer, () =>
        customerSignIn(t, 'nobody@example.com', 'wrong-pw-1'),
      ),
    ).toBe(1);
    // A right password is no failure.
    expect(await delta('printhub_sign_in_failures_total', staff, () => t.adminToken())).toBe(0);
  });

  it('count scans by outcome, redemptions and placed orders', async () => {
    await t.database.db.insert(qrCodes).values({
      code: 'METRICS-QR',
      company: 'Acme',
      value: 30,
      validity: new Date(Date.now() + 30 * DAY_MS),
      redirectionUrl: 'https://example.com/offer',
    });
    const scan = (code: string) => t.app.inject({ method: 'GET', url: `/?qr_code=${code}` });
    expect(await delta('printhub_qr_scans_total', { outcome: 'redirect' }, () => scan('METRICS-QR'))).toBe(1);
    expect(await delta('printhub_qr_scans_total', { outcome: 'unknown' }, () => scan('NO-SUCH-QR'))).toBe(1);

    const [buyer] = await customersWithTokens(t, 1, 0);
    const redeem = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/qr-redemptions',
        headers: bearer(buyer!.token),
        payload: { code: 'METRICS-QR' },
      });
    expect(await delta('printhub_qr_redemptions_total', {}, redeem)).toBe(1);
    // Refused (already redeemed): not counted.
    expect(await delta('printhub_qr_redemptions_total', {}, redeem)).toBe(0);

    expect(await delta('printhub_orders_placed_total', {}, () => placedOrder(t, buyer!.token))).toBe(1);
  });

  it('count voucher purchases by channel, and not the refused ones', async () => {
    const client = await createClient(t);
    const voucher = await createVoucher(t, client.id, ['MET-1', 'MET-2'], { cost: 0 });
    const [buyer] = await customersWithTokens(t, 1, 0);
    const user = await createCustomer(t);
    const backOffice = () =>
      t.call('POST', '/api/save-purchased-voucher/', { user_id: user.id, voucher_id: voucher.id });
    const customer = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/voucher-purchases',
        headers: bearer(buyer!.token),
        payload: { voucher_id: voucher.id },
      });
    const name = 'printhub_voucher_purchases_total';
    expect(await delta(name, { channel: 'back_office' }, backOffice)).toBe(1);
    expect(await delta(name, { channel: 'customer' }, customer)).toBe(1);
    // Sold out now.
    expect(await delta(name, { channel: 'customer' }, customer)).toBe(0);
  });
});
