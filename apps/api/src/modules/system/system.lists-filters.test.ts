import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
let staffToken: string;

const OPTIONS = '{"color":"color","sides":"single","paper_size":"A4","binding":"none"}';

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staffToken = (await t.createStaff()).token;
  const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  await run(sql`insert into customers (first_name, last_name, email, mobile)
    values ('Asha', 'Rao', 'asha@example.com', '9000000001'), ('Ravi', 'Iyer', 'ravi@example.com', '9000000002'),
           ('Mina', 'Das', 'mina@example.com', '9000000003'), ('Omar', 'Khan', 'omar@example.com', '9000000004')`);
  await run(sql`insert into orders (customer_id, first_name, email, title, pdf_page_count, options, amount,
      amount_due, price_lines, gst_percentage, prices_include_gst, print_ref, status, due_at)
    select (select min(id) from customers), 'Asha', 'asha@example.com', 'Order ' || n, 1, ${OPTIONS}::jsonb, 10,
      10, '[{"label":"Printing","quantity":1,"unit_price":10,"amount":10}]'::jsonb, 18, true, 'flt-ref-' || n, (array['confirmed','assigned','out-for-delivery','delivered'])[1 + n % 4], now()
    from generate_series(1, 8) as n`);
  await run(sql`insert into contact_us (name, email, mobile, message)
    values ('=HYPERLINK("http://evil.example")', '+cmd@example.com', '-1', '@SUM(A1)')`);
  await run(sql`insert into qr_codes (code, company, value, validity, is_active, redirection_url) values
    ('qr-active', 'c', 1, now() + interval '5 days', true, 'https://example.com/a'),
    ('qr-off', 'c', 1, now() + interval '5 days', false, 'https://example.com/b'),
    ('qr-old-on', 'c', 1, now() - interval '5 days', true, 'https://example.com/c'),
    ('qr-old-off', 'c', 1, now() - interval '5 days', false, 'https://example.com/d')`);
  await run(sql`insert into clients (name, contact, client_type, address)
    values ('Acme', '9000000000', 1, '{"city":"c","state":"s","country":"in","pincode":"110001"}'::jsonb)`);
  await run(sql`insert into voucher_infos (client_id, voucher_detail, cost, expiry_date, is_single) values
    ((select min(id) from clients), 'fresh', 5, now() + interval '5 days', false),
    ((select min(id) from clients), 'stale', 5, now() - interval '5 days', false)`);
  await run(sql`insert into voucher_codes (voucher_info_id, client_id, voucher_code, is_active)
    select v.id, v.client_id, v.voucher_detail || '-' || k, k = 1 from voucher_infos v, generate_series(1, 2) as k`);
  // Asha referred Ravi (who bought: a claim waiting), Mina referred Omar (nothing bought).
  await run(
    sql`insert into referrers (customer_id) select id from customers where first_name in ('Asha', 'Mina')`,
  );
  await run(sql`insert into referrals (referrer_id, referred_id, sale_amount) values
    ((select id from customers where first_name = 'Asha'), (select id from customers where first_name = 'Ravi'), 120),
    ((select id from customers where first_name = 'Mina'), (select id from customers where first_name = 'Omar'), 0)`);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const results = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return (res.json() as { results: Record<string, unknown>[] }).results;
};

const EXPORTS = (Object.values(API) as unknown[]).filter(
  (p): p is string => typeof p === 'string' && p.endsWith('export.csv'),
);

describe('CSV exports', () => {
  it('are for super admins only: 403 for staff, 401 without a token', async () => {
    expect(EXPORTS.length).toBeGreaterThanOrEqual(12);
    for (const path of EXPORTS) {
      expect((await get(path, staffToken)).statusCode, path).toBe(403);
      expect((await get(path, null)).statusCode, path).toBe(401);
    }
  });

  it("prefix a cell that starts with = + - or @ with ', so a spreadsheet does not run it", async () => {
    const res = await get(API.leadsExport);
    expect(res.statusCode).toBe(200);
    const [header, row] = parse(res.body) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('name')).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(cell('email')).toBe("'+cmd@example.com");
    expect(cell('mobile')).toBe("'-1");
    expect(cell('message')).toBe("'@SUM(A1)");
  });
});

describe('filters', () => {
  it('orders: several statuses, comma-separated or repeated; one status as before; an unknown one is a 400', async () => {
    const statuses = async (q: string) =>
      new Set((await results(`${API.allOrders}?limit=100&${q}`)).map((o) => o.status));
    expect(await statuses('status=confirmed,delivered')).toEqual(new Set(['confirmed', 'delivered']));
    expect(await statuses('status=assigned&status=out-for-delivery')).toEqual(
      new Set(['assigned', 'out-for-delivery']),
    );
    expect(await statuses('status=delivered')).toEqual(new Set(['delivered']));
    const bad = await get(`${API.allOrders}?status=confirmed,shipped`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].context.key).toBe('status');
  });

  it('QR codes: active, inactive and expired (expired whatever the switch), paged or whole', async () => {
    const codes = async (state: string, limit = '&limit=10') =>
      (await results(`${API.qrCodes}?state=${state}${limit}`)).map((q) => q.code).sort();
    expect(await codes('active')).toEqual(['qr-active']);
    expect(await codes('inactive')).toEqual(['qr-off']);
    expect(await codes('expired')).toEqual(['qr-old-off', 'qr-old-on']);
    const whole = await get(`${API.qrCodes}?state=expired`);
    expect((whole.json() as { code: string }[]).map((q) => q.code).sort()).toEqual([
      'qr-old-off',
      'qr-old-on',
    ]);
  });

  it('vouchers: code rows active, inactive and expired with their voucher', async () => {
    const codes = async (state: string) =>
      (await results(`${API.vouchers}?limit=10&state=${state}`)).map((r) => r.voucher_code).sort();
    expect(await codes('active')).toEqual(['fresh-1']);
    expect(await codes('inactive')).toEqual(['fresh-2']);
    expect(await codes('expired')).toEqual(['stale-1', 'stale-2']);
  });

  it("vouchers: one client's code rows by state and expiry dates (the client voucher view)", async () => {
    const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
    await run(sql`insert into clients (name, contact, client_type, address)
      values ('Bolt', '9000000009', 1, '{"city":"c","state":"s","country":"in","pincode":"110001"}'::jsonb)`);
    await run(sql`insert into voucher_infos (client_id, voucher_detail, cost, expiry_date, is_single)
      values ((select id from clients where name = 'Bolt'), 'bolt', 5, now() + interval '5 days', false)`);
    await run(sql`insert into voucher_codes (voucher_info_id, client_id, voucher_code, is_active)
      select v.id, v.client_id, 'bolt-' || k, k = 1 from voucher_infos v, generate_series(1, 2) as k
      where v.voucher_detail = 'bolt'`);
    const ids = (await results(`${API.clients}?limit=10`)) as { id: number; name: string }[];
    const idOf = (name: string) => ids.find((c) => c.name === name)!.id;
    const codes = async (client: string, filters: string) =>
      (await results(`${API.vouchers}?limit=10&client_id=${idOf(client)}&${filters}`))
        .map((r) => r.voucher_code)
        .sort();
    // The fresh voucher expires in 5 days, the stale one expired 5 days ago: today lies between them.
    const today = new Date().toISOString().slice(0, 10);
    expect(await codes('Acme', 'state=active')).toEqual(['fresh-1']);
    expect(await codes('Acme', 'state=expired')).toEqual(['stale-1', 'stale-2']);
    expect(await codes('Acme', `from_date=${today}`)).toEqual(['fresh-1', 'fresh-2']);
    expect(await codes('Acme', `to_date=${today}`)).toEqual(['stale-1', 'stale-2']);
    expect(await codes('Acme', `state=inactive&from_date=${today}`)).toEqual(['fresh-2']);
    expect(await codes('Acme', `state=expired&from_date=${today}`)).toEqual([]);
    expect(await codes('Bolt', 'state=active')).toEqual(['bolt-1']);
    expect(await codes('Bolt', `to_date=${today}`)).toEqual([]);
    const reversed = await get(
      `${API.vouchers}?limit=10&client_id=${idOf('Acme')}&from_date=${today}&to_date=2000-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('referrals: search by name, mobile or code, and those needing fulfilment', async () => {
    const names = async (q: string) =>
      (await results(`${API.referralStats}?limit=50&${q}`)).map(
        (r) => (r.user as { first_name: string }).first_name,
      );
    expect(await names('query=mina')).toEqual(['Mina']);
    expect(await names('query=9000000001')).toEqual(['Asha']);
    const [asha] = await results(`${API.referralStats}?limit=50&query=asha`);
    expect(await names(`query=${String(asha!.referral_code).toLowerCase()}`)).toEqual(['Asha']);
    expect(await names('needs_fulfilment=true')).toEqual(['Asha']);
    expect((await names('needs_fulfilment=false')).sort()).toEqual(['Mina']);
  });
});

describe('lists first read whole', () => {
  it('answer the bare array without limit and a page with it', async () => {
    for (const path of [
      API.qrCodes,
      API.clients,
      API.vouchers,
      API.coupons,
      API.staffUsers,
      API.subscriptionPlans,
      API.referralStats,
    ]) {
      expect(Array.isArray((await get(path)).json()), path).toBe(true);
      const page = (await get(`${path}?limit=10`)).json();
      expect(Object.keys(page).sort(), path).toEqual(['count', 'next', 'previous', 'results']);
    }
  });
});
