import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API, LIST_ORDERING_FIELDS, type TListName } from '@printhub/contract';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { routeCollector } from '../../../test/route-inventory';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;
type Value = string | number | boolean;

/** Every back-office list: where it is, what it sorts on, how a row shows each sort key, and its row id. */
type ListEntry = {
  path: string;
  exportPath: string;
  /** The list in the contract's map: the fields it sorts on. */
  list: TListName;
  /** The value a row shows for a sort field (by default the row's own field of that name). */
  key?: (row: Row, field: string) => Value;
  id?: (row: Row) => number;
  /** Extra query every call of this list carries (a staff user's queue). */
  query?: string;
  /** For a list under one record (`…/:id/…`): the path with the record's id, which the calls use. */
  at?: () => string;
};

const N = 10_050;
const user = (r: Row) => r.user as Row;

const INVENTORY: ListEntry[] = [
  {
    path: API.allOrders,
    exportPath: API.ordersExport,
    list: 'orders',
    key: (r, f) => (f === 'first_name' ? (r.user_data as Row).first_name : r[f]) as Value,
  },
  {
    path: API.myOrders,
    exportPath: API.myOrdersExport,
    list: 'orders',
    query: 'assigned_user=STAFF',
    key: (r, f) => (f === 'first_name' ? (r.user_data as Row).first_name : r[f]) as Value,
  },
  { path: API.users, exportPath: API.usersExport, list: 'users' },
  { path: API.staffUsers, exportPath: API.staffUsersExport, list: 'staffUsers' },
  { path: API.leads, exportPath: API.leadsExport, list: 'leads' },
  {
    path: API.subscriptionPlans,
    exportPath: API.subscriptionPlansExport,
    list: 'plans',
  },
  {
    path: API.userSubscriptionPlans,
    exportPath: API.userSubscriptionPlansExport,
    list: 'userPlans',
  },
  { path: API.qrCodes, exportPath: API.qrCodesExport, list: 'qrCodes' },
  { path: API.clients, exportPath: API.clientsExport, list: 'clients' },
  {
    path: API.vouchers,
    exportPath: API.vouchersExport,
    list: 'vouchers',
    id: (r) => r.voucher_code_id as number,
  },
  {
    path: API.referralStats,
    exportPath: API.referralStatsExport,
    list: 'referrals',
    key: (r, f) => (f === 'first_name' || f === 'last_name' ? user(r)[f] : r[f]) as Value,
  },
  { path: API.coupons, exportPath: API.couponsExport, list: 'coupons' },
  {
    path: API.auditLog,
    exportPath: API.auditLogExport,
    list: 'auditLog',
    key: (r, f) => (f === 'actor' ? (r.actor as Row).full_name : r[f]) as Value,
  },
  { path: API.webhooks, exportPath: API.webhooksExport, list: 'webhooks' },
  {
    path: API.webhookDeliveries(':id'),
    exportPath: API.webhookDeliveriesExport(':id'),
    list: 'webhookDeliveries',
    at: () => API.webhookDeliveries(firstWebhook),
  },
  { path: API.notifications, exportPath: API.notificationsExport, list: 'notifications' },
];
/** The endpoint whose delivery log the seed fills. */
let firstWebhook = 0;

const collector = routeCollector();
let t: TestContext;
let admin: string;
let staff: { id: number; token: string };

/** 5-digit text of a permutation of 1..N, so that no sort key follows the ids. */
const P = sql.raw(`lpad(((n * 7919) % ${N})::text, 5, '0')`);
const AGO = sql.raw(`now() - ((n * 7919) % ${N}) * interval '1 minute'`);

async function seed() {
  const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  await run(sql`insert into customers (first_name, last_name, email, mobile, coin_balance, created_at)
    select 'f' || ${P}, 'l' || lpad(((n * 13) % ${N})::text, 5, '0'), 'u' || lpad(n::text, 5, '0') || '@example.com',
      '9' || lpad(n::text, 9, '0'), (n * 31) % 1000, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into accounts (full_name, email, password_hash, mobile, is_active, created_at)
    select 'f' || ${P}, 's' || lpad(n::text, 5, '0') || '@example.com', 'x', '8' || lpad(n::text, 9, '0'),
      n % 3 > 0, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into contact_us (name, email, mobile, message, created_at)
    select 'n' || ${P}, 'l' || lpad(n::text, 5, '0') || '@example.com', '7' || lpad(n::text, 9, '0'),
      case when n = 1 then '=HYPERLINK("http://evil.example")' else 'hello ' || n end, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into subscription_plans (name, price, period, pages_included, is_active, created_at)
    select 'p' || ${P}, (n * 37) % 5000, (array['monthly','quarterly','yearly'])[1 + n % 3], 1 + (n * 11) % 900,
      n % 4 > 0, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into user_subscription_plans (customer_id, plan_id, start_date, end_date, status)
    select c.id, (select min(id) from subscription_plans), date '2020-01-01' + (c.id * 7919) % 2000,
      date '2026-01-01' + (c.id * 13) % 700, (array['active','expired','cancelled'])[1 + c.id % 3]
    from customers c`);
  await run(sql`insert into qr_codes (code, company, value, validity, generated_date, count, is_active,
      redirection_url, redeemed)
    select 'q' || lpad(n::text, 5, '0'), 'c' || ${P}, (n * 17) % 500,
      now() + ((n % 5) - 2) * interval '3 days' + ((n * 7919) % ${N}) * interval '1 second', ${AGO},
      (n * 19) % 1000, n % 3 > 0, 'https://example.com/' || n, (n * 23) % 50
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into clients (name, contact, potential, client_type, address, joined_on)
    select 'k' || ${P}, '9' || lpad(n::text, 9, '0'), 'p' || (n % 7), n % 4,
      '{"city":"c","state":"s","country":"in","pincode":"110001"}'::jsonb, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  // 201 vouchers of 50 codes: 10,050 code rows.
  await run(sql`insert into voucher_infos (client_id, voucher_detail, cost, expiry_date, is_single, created_on)
    select (select min(id) from clients) + n % 50, 'd' || n, (n * 29) % 700,
      now() + ((n % 5) - 2) * interval '3 days', false, now() - ((n * 37) % 201) * interval '1 hour'
    from generate_series(1, 201) as n`);
  await run(sql`insert into voucher_codes (voucher_info_id, client_id, voucher_code, is_active, is_assigned)
    select v.id, v.client_id, 'v' || lpad(((v.id * 50 + k) * 7919 % 1000003)::text, 7, '0'), k % 3 > 0, k % 7 = 0
    from voucher_infos v, generate_series(1, 50) as k`);
  await run(sql`insert into referrers (customer_id) select id from customers`);
  // Every 10th referrer brought a customer who bought something: one claim waiting each.
  await run(sql`insert into referrals (referrer_id, referred_id, sale_amount)
    select c.id, c.id + 1, 100 from customers c where c.id % 10 = 0 and c.id < (select max(id) from customers)`);
  await run(sql`insert into coupons (name, code, discount_percentage, valid_from, valid_to, usage_count, created_at)
    select 'c' || ${P}, 'K' || lpad(n::text, 5, '0'), 1 + (n * 3) % 90, now() - (n % 30) * interval '1 day',
      now() + ((n * 7) % 60) * interval '1 day', (n * 41) % 100, ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into orders (customer_id, first_name, email, title, pdf_page_count, copies, options, amount,
      amount_due, price_lines, gst_percentage, prices_include_gst, print_ref, status, order_type, assigned_user, created_at, updated_at, due_at)
    select (select min(id) from customers), 'f' || ${P}, 'o@example.com', 't' || lpad(((n * 13) % ${N})::text, 5, '0'),
      1 + n % 40, 1 + n % 9, '{"color":"color","sides":"single","paper_size":"A4","binding":"none"}'::jsonb,
      (n * 43) % 3000, (n * 43) % 3000, '[]'::jsonb, 18, true, 'inv-ref-' || n,
      (array['confirmed','assigned','out-for-delivery','delivered'])[1 + n % 4],
      (array['print','subscription'])[1 + n % 2], ${staff.id}, ${AGO}, ${AGO}, now() + ((n * 7) % 50) * interval '1 hour'
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into notifications (event, recipient, mail_from, subject, text, html, status, tries,
      created_at, sent_at)
    select (array['order.placed','order.assigned','order.out_for_delivery','order.delivered'])[1 + n % 4],
      'r' || ${P} || '@example.com', 'shop@example.com', 's' || lpad(((n * 13) % ${N})::text, 5, '0'), 'text',
      '<p>html</p>', (array['queued','sent','failed','not_sent'])[1 + n % 4], (n * 7) % 5, ${AGO},
      ${AGO} + interval '1 second'
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into audit_log (actor_id, actor_name, action, resource, resource_id, summary, changes,
      created_at)
    select ${staff.id}, 'a' || ${P}, (array['create','update','delete','status'])[1 + n % 4],
      (array['orders','coupons','clients','leads','qr-codes'])[1 + (n * 13) % 5], n::text,
      case when n = 1 then '=HYPERLINK("http://evil.example")' else 'Changed ' || n end,
      jsonb_build_object('name', jsonb_build_array('before ' || n, 'after ' || n)), ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into webhook_endpoints (url, events, description, secret, created_at)
    select 'https://h' || ${P} || '.example.com/', array['order.placed'], 'd' || n, 'whsec_AAAA', ${AGO}
    from generate_series(1, ${N}::int) as n`);
  await run(sql`insert into webhook_deliveries (endpoint_id, message_id, type, body, try, status, status_code,
      duration_ms, scheduled_at, tried_at)
    select (select min(id) from webhook_endpoints), 'msg_' || n, 'order.placed', '{}', 1, 'delivered',
      200 + (n * 7) % 300, n % 900, ${AGO}, now() - ((n * 13) % ${N}) * interval '1 minute'
    from generate_series(1, ${N}::int) as n`);
  const [first] = rowsOf<{ id: number }>(await run(sql`select min(id)::int as id from webhook_endpoints`));
  firstWebhook = first!.id;
}

beforeAll(async () => {
  t = await createTestContext({ onRoute: collector.onRoute });
  admin = await t.adminToken();
  const created = await t.createStaff({ full_name: 'zstaff', email: 'zstaff@example.com' });
  staff = { id: created.id, token: created.token };
  await seed();
}, 300_000);
afterAll(() => t.close());

const withQuery = (entry: ListEntry, pathAndQuery: string) => {
  const url = entry.at ? pathAndQuery.replace(entry.path, entry.at()) : pathAndQuery;
  const extra = entry.query?.replace('STAFF', String(staff.id));
  return extra ? `${url}${url.includes('?') ? '&' : '?'}${extra}` : url;
};

async function get(url: string, token = admin) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

const compare = (a: Value, b: Value): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : typeof a === 'boolean'
      ? Number(a) - Number(b)
      : String(a) < String(b)
        ? -1
        : String(a) > String(b)
          ? 1
          : 0;

const idOf = (entry: ListEntry, row: Row) => (entry.id ? entry.id(row) : (row.id as number));

/** Every row, following `next` from the first page of 100. */
async function readAllPages(entry: ListEntry, query: string) {
  const ids: number[] = [];
  let url: string | null = withQuery(entry, `${entry.path}?limit=100&${query}`);
  while (url) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const page = res.json() as { next: string | null; results: Row[] };
    ids.push(...page.results.map((r) => idOf(entry, r)));
    url = page.next;
  }
  return ids;
}

describe('the list inventory', () => {
  it('holds every list route that sorts and every CSV export', () => {
    const routes = collector.routes().filter((r) => r.method === 'GET');
    const sorted = routes.filter((r) => {
      const shape = (r.route.schema?.querystring as { shape?: Record<string, unknown> } | undefined)?.shape;
      return shape !== undefined && 'ordering' in shape && !r.url.endsWith('export.csv');
    });
    expect(sorted.map((r) => r.url).sort()).toEqual(INVENTORY.map((e) => e.path).sort());
    const exports = routes.filter((r) => r.url.endsWith('export.csv')).map((r) => r.url);
    expect(exports.sort()).toEqual(INVENTORY.map((e) => e.exportPath).sort());
    // A list under a record ends without a slash (`…/deliveries`): its export is one segment further.
    for (const e of INVENTORY) expect(e.exportPath).toBe(`${e.path}${e.at ? '/' : ''}export.csv`);
  });

  it('covers every list of the contract’s ordering map', () => {
    expect(new Set(INVENTORY.map((e) => e.list))).toEqual(new Set(Object.keys(LIST_ORDERING_FIELDS)));
  });

  describe.each(INVENTORY)('$path', (entry) => {
    const fields: readonly string[] = LIST_ORDERING_FIELDS[entry.list];
    it('sorts on every allowed field, both ways, and refuses any other', async () => {
      for (const field of fields) {
        for (const ordering of [field, `-${field}`]) {
          const res = await get(withQuery(entry, `${entry.path}?limit=100&ordering=${ordering}`));
          expect(res.statusCode, ordering).toBe(200);
          const rows = (res.json() as { results: Row[] }).results;
          expect(rows.length, ordering).toBe(100);
          const keys = rows.map((r) => (entry.key ? entry.key(r, field) : (r[field] as Value)));
          const sign = ordering.startsWith('-') ? -1 : 1;
          for (let i = 1; i < keys.length; i++) {
            expect(sign * compare(keys[i - 1]!, keys[i]!), `${ordering} at ${i}`).toBeLessThanOrEqual(0);
          }
        }
      }
      const bad = await get(withQuery(entry, `${entry.path}?limit=10&ordering=password_hash`));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].context.key).toBe('ordering');
    }, 120_000);

    it('pages through every row once, and exports exactly those rows in that order', async () => {
      const field = fields[1]!;
      const query = `ordering=-${field}`;
      const ids = await readAllPages(entry, query);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(N);

      const res = await get(withQuery(entry, `${entry.exportPath}?${query}`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const [header, ...lines] = parse(res.body) as string[][];
      expect(header!.length).toBeGreaterThan(2);
      expect(lines.map((l) => Number(l[0]))).toEqual(ids);
    }, 300_000);
  });
});
