import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  PLACE_ORDER_FIELDS,
  QR_MULTIPART_FIELDS,
  VOUCHER_CSV_COLUMNS,
  ZPlaceOrderFields,
  ZQrFields,
} from '@printhub/contract';

import { makePdf } from '../src/db/seed/pdf';
import { JPEG_BYTES, makePng } from '../src/db/seed/png';
import { accessOf, type Access } from '../src/plugins/auth';
import { checksummer, publicTables } from './db-checksum';
import { ZAnyError } from './error-shapes';
import {
  dateString,
  mutatedObject,
  nastyJson,
  nastyString,
  schemaArbitrary,
  schemaKeys,
} from './fuzz-arbitraries';
import {
  bearer,
  clientBody,
  createTestContext,
  dateIn,
  seedWorld,
  TEST_ADMIN,
  voucherBody,
  type TestContext,
  type World,
} from './helper';
import { routeCollector, type InventoryRoute } from './route-inventory';

import type { z } from 'zod';

/**
 * Contract fuzzing: every route that takes a body, a query, path parameters or a multipart upload gets
 * requests generated from its own zod schema (found on the registered route itself), mutated with hostile
 * values, plus malformed JSON, wrong content types, unknown fields and odd uploads. For every answer:
 *  - the status is below 500;
 *  - a 4xx body is exactly one of the error shapes of docs/api.md;
 *  - a rejected request changed no row: every table's checksum is compared before and after.
 *
 * Checksums cost a query over every table, so requests are grouped: those that must be refused (their
 * input fails the route's schema, the caller may not call it, the JSON is malformed…) and the reads share
 * one comparison per batch; a request that might be accepted gets its own before/after comparison, which
 * is required to be equal whenever it was refused.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
/** Requests per run, spread evenly over the fuzzed routes. */
const TOTAL_REQUESTS = 10_200;
/** Refused requests and reads share one checksum comparison per this many. */
const BATCH = 40;
/**
 * Tables a refused request may legitimately change, left out of the comparison:
 *  - throttle_counters: a sign-in and a password change count the attempt before checking the password,
 *    and a refused scan counts against its address; those counters are how too many attempts get a 429.
 *  - audit_log: the refused sign-in that starts a lock (its first 429 of the minute) logs the lock.
 * (auth_tokens is compared, but for its last_used_at, which any signed-in request may record: only a
 * successful sign-in, a sign-out or a deactivation touches the rest. GET / is handled on its own below: a
 * refused scan of an inactive or expired code is logged in qr_scans.)
 */
const MAY_CHANGE_WHEN_REFUSED = ['throttle_counters', 'audit_log'];
/**
 * Tables written meanwhile by others than the request: caches a read may fill (the pictures of order pages,
 * drawn for the page images and the job tickets), and the webhooks' tries, which the job queue makes after
 * an accepted change queued them.
 */
const WRITTEN_BESIDE = ['order_file_pages', 'webhook_deliveries', 'webhook_endpoints'];
/**
 * Columns written beside the requests: a session's last use (any signed-in request), and a placed order's
 * files' preflight, whose colour and blank pages a job fills after the order.
 */
const IGNORED_COLUMNS = {
  auth_tokens: ['last_used_at'],
  customer_tokens: ['last_used_at'],
  order_files: ['preflight'],
};

type Sums = Record<string, string>;
/** A super admin, a staff user, nobody, an unknown token, and a customer (the customers' realm). */
type Caller = 'admin' | 'staff' | 'none' | 'bogus' | 'customer';
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType?: string }
  | {
      kind: 'multipart';
      fields: Array<[string, string]>;
      file?: { field: string; data: Uint8Array; type: string; name: string };
    };
type FuzzRequest = { url: string; as: Caller; body: Body; remoteAddress: string; refused: boolean };

type Target = {
  key: string;
  method: InventoryRoute['method'];
  url: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: MultipartKind;
};
type MultipartKind = 'qr' | 'csv' | 'pdf';

/** The routes that read multipart bodies themselves (no body schema on the route). */
const MULTIPART: Record<string, Target['multipart']> = {
  'POST /api/save-qr-codes/': 'qr',
  'POST /api/update-qr-codes/': 'qr',
  'POST /api/upload_vouchers': 'csv',
  'POST /api/customer/orders': 'pdf',
};

let t: TestContext;
let w: World;
let webDist: string;
let sums: () => Promise<Sums>;
/** Every fuzzed route, and the share of them this file's shard sends requests to (with their index in the whole). */
let allTargets: Target[] = [];
let targets: Array<[number, Target]> = [];
let requestCount = 0;
let started = 0;

function toTargets(routes: InventoryRoute[]): Target[] {
  const list: Target[] = [];
  for (const { key, method, url, route } of routes) {
    const schema = (route.schema ?? {}) as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
    const multipart = MULTIPART[key];
    if (!schema.params && !schema.querystring && !schema.body && !multipart) continue;
    const access = accessOf(url, route.config?.access);
    list.push({
      key,
      method,
      url,
      access,
      params: schema.params,
      query: schema.querystring,
      body: schema.body,
      multipart,
    });
  }
  // Reads first (while every seeded row is there), deletions, deactivations and password resets (which end
  // a customer's sessions) last.
  const LAST = [
    'PATCH /api/staff_users/:id/',
    'POST /api/staff_users/:id/password',
    'POST /api/users/:id/password',
  ];
  const rank = (x: Target) =>
    x.method === 'GET' ? 0 : x.method === 'DELETE' ? 2 : LAST.includes(x.key) ? 3 : 1;
  return list.sort((a, b) => rank(a) - rank(b));
}

// ---- generating requests ------------------------------------------------------------------------------

/** Values that exist, so that generated requests reach rows and not only "not found". */
function hints(): Record<string, fc.Arbitrary<unknown>> {
  return {
    qr_code: fc.constantFrom(...w.qrTexts, ' SEED-URL ', 'seed-url'),
    code: fc.constantFrom(...w.qrTexts, 'SEEDKEEP', 'seedkeep'),
    ref: fc.constantFrom(w.ownOrder.printRef, w.otherOrder.printRef),
    referral_code: fc.constantFrom(w.customer.referralCode ?? 'PH000001', 'ph000001'),
    user_id: fc.constant(w.customer.id),
    client: fc.constant(w.client.id),
    client_id: fc.constant(w.client.id),
    voucher_id: fc.constant(w.voucher.id),
    order_id: fc.constantFrom(w.ownOrder.id, w.otherOrder.id),
  };
}

/** A schema-derived object, mutated, with known values mixed in for the keys that name rows. */
function objectArb(schema: z.ZodType, value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const known = hints();
  const keys = schemaKeys(schema).filter((k) => k in known);
  const base = mutatedObject(schema, value);
  if (keys.length === 0) return base;
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...keys))
        .chain(([v, k]) => known[k]!.map((h) => (v && typeof v === 'object' ? { ...v, [k]: h } : v))),
    },
  );
}

const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(nastyString, fc.nat().map(String)), { minLength: 2, maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1.5, 2 ** 31, 1e21) },
);

/** What a string becomes on the wire: UTF-8, so a lone surrogate arrives as U+FFFD. */
const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');
const encode = (s: string) => encodeURIComponent(wellFormed(s));

/** Pairs as Fastify's query parser will see them: repeated keys for arrays, everything else as text. */
function queryPairs(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return value == null ? [] : [['q', String(value)]];
  const pairs: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? '');
      pairs.push([wellFormed(k), wellFormed(text)]);
    }
  }
  return pairs;
}

/** Raw query endings whose parsing is the parser's business (so they are never assumed refused). */
const RAW_QUERY = [
  '%zz',
  'a[b]=1',
  'a=%',
  '&&&',
  '=x',
  'x'.repeat(5000),
  '%00=%00',
  'limit=1&limit=2',
  '__proto__[x]=1',
];
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e%2f',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%zz',
  '%',
  'a%2fb',
  '%E0%A4%A',
];

/** The params part of a path: schema-derived or hostile values (encoded), or raw segments. */
function pathArb(target: Target): fc.Arbitrary<{ url: string; refused: boolean }> {
  const names = [...target.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant({ url: target.url, refused: false });
  const known = hints();
  const fromSchema = target.params ? schemaArbitrary(target.params) : fc.constant({});
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fromSchema.map((p) => ({
          raw: false,
          text: String((p as Record<string, unknown>)[name] ?? ''),
        })),
      },
      { weight: 3, arbitrary: nastyString.map((text) => ({ raw: false, text })) },
      {
        weight: 1,
        arbitrary: (known[name] ?? fc.constant('1')).map((v) => ({ raw: false, text: String(v) })),
      },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((text) => ({ raw: true, text })) },
    );
  return fc.tuple(...names.map(segment)).map((segments) => {
    let url = target.url;
    const values: Record<string, string> = {};
    names.forEach((name, i) => {
      const s = segments[i]!;
      values[name] = wellFormed(s.text);
      url = url.replace(`:${name}`, s.raw ? s.text : encode(s.text));
    });
    const raw = segments.some((s) => s.raw);
    // An empty last parameter leaves the parent's path (`/api/notifications/`), a route of its own perhaps:
    // nothing is assumed of its answer.
    const parentPath = !target.url.endsWith('/') && values[names.at(-1)!] === '';
    // The route runs only with parameters its schema accepts (an empty segment matches no route at all).
    const refused =
      !raw &&
      !parentPath &&
      (Object.values(values).some((v) => v === '') || !target.params?.safeParse(values).success);
    return { url, refused };
  });
}

function queryArb(target: Target): fc.Arbitrary<{ query: string; refused: boolean }> {
  if (!target.query) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({ query: '', refused: false }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_QUERY).map((q) => ({ query: `?${q}`, refused: false })),
      },
    );
  }
  const schema = target.query;
  const keys = new Set(schemaKeys(schema));
  return fc.oneof(
    {
      weight: 9,
      arbitrary: objectArb(schema, queryValue).map((value) => {
        const pairs = queryPairs(value);
        const query = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
        // What the server's parser makes of it, for the schema's own keys (it ignores unknown ones).
        const seen: Record<string, string | string[]> = {};
        for (const [k, v] of pairs) {
          if (!keys.has(k)) continue;
          const prev = seen[k];
          seen[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
        }
        return { query: query ? `?${query}` : '', refused: !schema.safeParse(seen).success };
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY).map((q) => ({ query: `?${q}`, refused: false })) },
  );
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '\u0000',
  '',
  ' ',
  '"text"',
  '123',
  'null',
  '[]',
  'true',
  '{"__proto__":{"is_superuser":true}}',
  '{"constructor":{"prototype":{"is_superuser":true}}}',
];
const OVER_LIMIT = JSON.stringify({ x: 'x'.repeat(9 * 1024 * 1024) });

function jsonBodyArb(schema: z.ZodType): fc.Arbitrary<{ body: Body; refused: boolean }> {
  return fc.oneof(
    {
      weight: 70,
      arbitrary: objectArb(
        schema,
        fc.oneof(nastyString, fc.constantFrom(null, -1, 0, 1.5, 1e308, true, [], {})),
      ).map((value) => {
        const wire = JSON.stringify(value);
        const seen: unknown = wire === undefined ? undefined : JSON.parse(wire);
        return { body: { kind: 'json' as const, value }, refused: !schema.safeParse(seen).success };
      }),
    },
    {
      weight: 10,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
        body: { kind: 'raw' as const, text, contentType: 'application/json' },
        refused: true,
      })),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'image/png',
            undefined,
          ),
          fc.oneof(fc.constant('email=a@b.co&password=x'), nastyString),
        )
        .map(([contentType, text]) => ({ body: { kind: 'raw' as const, text, contentType }, refused: true })),
    },
    {
      weight: 5,
      arbitrary: multipartArb('qr').map((body) => ({ body, refused: true })),
    },
    { weight: 5, arbitrary: fc.constant({ body: { kind: 'none' as const }, refused: true }) },
    // Over the 1 MiB body limit (and the 8 MiB one of the voucher calls): 413 before anything runs.
    {
      weight: 1,
      arbitrary: fc.constant({
        body: { kind: 'raw' as const, text: OVER_LIMIT, contentType: 'application/json' },
        refused: true,
      }),
    },
  );
}

const csvCell = fc.oneof(
  fc.stringMatching(/^[A-Z0-9-]{1,12}$/),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  dateString,
  nastyString,
  fc.string({ maxLength: 20 }),
);
const csvText = fc
  .tuple(
    fc.boolean(),
    fc.shuffledSubarray([...VOUCHER_CSV_COLUMNS, 'extra', 'VOUCHER_CODE', ''], { minLength: 0 }),
    fc.array(fc.array(fc.tuple(csvCell, fc.boolean()), { maxLength: 7 }), { maxLength: 6 }),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([bom, header, rows, eol]) => {
    const cell = ([text, quoted]: [string, boolean]) => (quoted ? `"${text.replaceAll('"', '""')}"` : text);
    const lines = [header.join(','), ...rows.map((r) => r.map(cell).join(','))];
    return `${bom ? '\ufeff' : ''}${lines.join(eol)}`;
  });

const BIG_FILE = new Uint8Array(21 * 1024 * 1024);

const PDF_BYTES = new Uint8Array(makePdf({ pages: 2 }));

function multipartArb(kind: MultipartKind): fc.Arbitrary<Body> {
  const fileField = kind === 'qr' ? 'image' : kind === 'pdf' ? 'files' : 'file';
  const allowed =
    kind === 'qr'
      ? [...QR_MULTIPART_FIELDS]
      : kind === 'pdf'
        ? [...PLACE_ORDER_FIELDS]
        : ['file', 'client_id', 'expiry_date'];
  const fieldsArb =
    kind === 'qr'
      ? objectArb(ZQrFields, nastyString).map((v) => queryPairs(v))
      : kind === 'pdf'
        ? objectArb(ZPlaceOrderFields, nastyString).map((v) => queryPairs(v))
        : fc.array(fc.tuple(fc.constantFrom('client_id', 'expiry_date'), fc.oneof(nastyString, dateString)), {
            maxLength: 2,
          });
  const extraField = fc.tuple(
    fc.oneof(fc.constantFrom(...allowed), nastyString),
    fc.oneof(nastyString, fc.string()),
  );
  const fileData: fc.Arbitrary<{ data: Uint8Array; type: string }> = fc.oneof(
    { weight: 30, arbitrary: fc.constant({ data: new Uint8Array(makePng()), type: 'image/png' }) },
    { weight: kind === 'pdf' ? 30 : 1, arbitrary: fc.constant({ data: PDF_BYTES, type: 'application/pdf' }) },
    { weight: 10, arbitrary: fc.constant({ data: new Uint8Array(JPEG_BYTES), type: 'image/png' }) },
    { weight: 30, arbitrary: csvText.map((s) => ({ data: new TextEncoder().encode(s), type: 'text/csv' })) },
    {
      weight: 10,
      arbitrary: fc
        .uint8Array({ maxLength: 300 })
        .map((data) => ({ data, type: 'application/octet-stream' })),
    },
    { weight: 10, arbitrary: fc.constant({ data: new Uint8Array(0), type: 'image/png' }) },
    { weight: 1, arbitrary: fc.constant({ data: BIG_FILE, type: 'text/csv' }) },
  );
  const file = fc.record({
    field: fc.oneof(
      { weight: 5, arbitrary: fc.constant(fileField) },
      { weight: 1, arbitrary: fc.constantFrom(...allowed, 'other') },
    ),
    file: fileData,
    name: fc.oneof(
      fc.constantFrom('upload.png', 'vouchers.csv', 'document.pdf', '../../etc/passwd'),
      nastyString,
    ),
  });
  return fc
    .tuple(
      fieldsArb,
      fc.array(extraField, { maxLength: 2 }),
      fc.option(fc.array(file, { minLength: 1, maxLength: 2 }), { freq: 4 }),
    )
    .map(([fields, extra, files]) => ({
      kind: 'multipart' as const,
      fields: [...fields, ...extra],
      file: files?.[0] && {
        field: files[0].field,
        data: files[0].file.data,
        type: files[0].file.type,
        name: files[0].name,
      },
    }));
}

/**
 * A valid request per mutating route (n makes unique values unique), the base of the "one hostile field"
 * requests: everything right but one field, so that hostile values that pass validation (SQL, script, path
 * and unicode text, extreme numbers) reach the services and the database, not only the validator.
 */
type Valid = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  fields?: Record<string, string>;
  /** A file sent with `fields`. */
  file?: { field: string; data: Uint8Array; type: string; name: string };
  csv?: string[][];
};
const VALID: Record<string, (w: World, n: number) => Valid> = {
  'POST /api/admin-login': () => ({ body: { email: TEST_ADMIN.email, password: 'not-the-password' } }),
  'POST /api/update_password': () => ({
    body: { old_password: 'not-the-password', new_password: 'new-password-1' },
  }),
  'POST /api/staff_users_create/': (_w, n) => ({
    body: {
      full_name: 'Fuzz Staff',
      email: `fuzz${n}@example.com`,
      password: 'fuzz-password',
      mobile: '+91 98765 43210',
    },
  }),
  'PATCH /api/staff_users/:id/': (w) => ({ params: { id: w.otherStaff.id }, body: { is_active: true } }),
  'POST /api/staff_users/:id/password': (w) => ({
    params: { id: w.otherStaff.id },
    body: { new_password: 'fuzz-password-2' },
  }),
  'POST /api/all-orders/bulk-update/': (w) => ({ body: { ids: [w.bulkOrder.id], status: 'confirmed' } }),
  'GET /api/all-orders/:id/ticket.pdf': (w) => ({ params: { id: w.ownOrder.id } }),
  'POST /api/all-orders/:id/invoice': (w) => ({ params: { id: w.bulkOrder.id } }),
  'POST /api/all-orders/:id/payments': (w) => ({
    params: { id: w.bulkOrder.id },
    body: { amount: 0.01, method: 'cash', reference: 'fuzz' },
  }),
  'POST /api/tickets.pdf': (w) => ({ body: { order_ids: [w.ownOrder.id, w.bulkOrder.id] } }),
  'PATCH /api/all-orders/:id/': (w) => ({
    params: { id: w.ownOrder.id },
    body: { id: w.ownOrder.id, status: 'assigned', assigned_user: w.staff.id },
  }),
  'POST /api/users/': (_w, n) => ({
    body: { first_name: 'Fuzz', last_name: 'User', email: `fuzz${n}@example.com`, mobile: '+91 98765 43210' },
  }),
  'PATCH /api/users/:id/': (w) => ({ params: { id: w.customer.id }, body: { gstin: '29AAGCB7383J1Z4' } }),
  'POST /api/coin-adjustments/': (w) => ({ body: { user_id: w.customer.id, amount: 5, reason: 'Fuzz' } }),
  'POST /api/users/:id/password': (w) => ({
    params: { id: w.otherCustomer.id },
    body: { new_password: 'fuzz-reset-password' },
  }),
  'POST /api/customer/signup': (w, n) => ({
    body: {
      first_name: 'Fuzz',
      last_name: 'Customer',
      email: `fuzz-customer${n}@example.com`,
      mobile: '+91 98765 43210',
      password: 'fuzz-customer-password',
      referral_code: w.customer.referralCode,
    },
  }),
  'POST /api/customer/login': (w) => ({
    body: { email: w.customerSession.email, password: 'not-the-password' },
  }),
  'POST /api/customer/password': () => ({
    body: { old_password: 'not-the-password', new_password: 'new-password-1' },
  }),
  'POST /api/customer/coupons/check': () => ({ body: { code: 'seedkeep' } }),
  'POST /api/customer/voucher-purchases': (w) => ({ body: { voucher_id: w.voucher.id } }),
  'POST /api/customer/qr-redemptions': () => ({ body: { code: 'SEED-URL' } }),
  'PATCH /api/contact_us/:id/': (w) => ({ params: { id: w.lead.id }, body: { handled: true } }),
  'POST /api/subscription-plans/': () => ({
    body: { name: 'Fuzz plan', price: 10, period: 'monthly', pages_included: 10, is_active: true },
  }),
  'PUT /api/subscription-plans/:id/': (w) => ({
    params: { id: w.plan.id },
    body: { name: 'Fuzz plan', price: 10, period: 'yearly', pages_included: 10, is_active: true },
  }),
  'PATCH /api/configurations': () => ({ body: { price_per_page_bw: 2, support_email: 'help@example.com' } }),
  'POST /api/save-clients/': () => ({ body: clientBody() }),
  'POST /api/update-clients/': (w) => ({ query: { client_id: w.client.id }, body: clientBody() }),
  'POST /api/save-voucher/': (w, n) => ({ body: voucherBody(w.client.id, [`FZ-${n}`]) }),
  'PUT /api/save-voucher/': (w) => ({
    body: {
      id: w.voucher.id,
      client: w.client.id,
      voucher_detail: 'Free tea',
      cost: 40,
      expiry_date: dateIn(60),
    },
  }),
  'POST /api/save-purchased-voucher/': (w) => ({
    body: { user_id: w.customer.id, voucher_id: w.voucher.id },
  }),
  'POST /referral_app/api/mark-as-fulfilled/': (w) => ({ body: { referral_code: w.customer.referralCode } }),
  'POST /coupon_app/api/coupons/': (w, n) => ({ body: w.couponBody(`FZ${n}`) }),
  'PUT /coupon_app/api/coupons/:id/': (w) => ({
    params: { id: w.coupon.id },
    body: w.couponBody('SEEDKEEP'),
  }),
  'POST /api/save-qr-codes/': (_w, n) => ({
    fields: {
      code: `FZ-${n}`,
      value: '25',
      validity: dateIn(30),
      company: 'Acme',
      redirection_url: 'https://example.com/x',
    },
  }),
  'POST /api/customer/orders': () => ({
    fields: {
      title: 'Fuzz order',
      copies: '2',
      color: 'black-and-white',
      sides: 'single',
      paper_size: 'A4',
      binding: 'none',
      delivery_address: '1 Fuzz Street',
      coupon_code: 'SEEDKEEP',
    },
    file: { field: 'files', data: PDF_BYTES, type: 'application/pdf', name: 'fuzz.pdf' },
  }),
  'POST /api/update-qr-codes/': (w) => ({
    query: { qr_id: w.qrUrl.id },
    fields: {
      code: 'SEED-URL',
      value: '25',
      validity: dateIn(30),
      company: 'Acme',
      redirection_url: 'https://example.com/x',
    },
  }),
  'POST /api/upload_vouchers': (w, n) => ({
    query: { client_id: w.client.id, expiry_date: dateIn(20) },
    csv: [
      ['voucher_code', 'voucher_detail', 'cost', 'expiry_date', 'image_url'],
      [`UP-${n}-A`, 'Free pen', '5', dateIn(40), 'https://example.com/pen.png'],
      [`UP-${n}-B`, 'Free pen', '5', dateIn(40), ''],
    ],
  }),
};

const csvQuote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

/** The route's valid request with one field (or CSV cell) hostile, missing or doubled; sometimes none. */
function oneHostileFieldArb(target: Target, valid: (w: World, n: number) => Valid) {
  return fc
    .record({
      n: fc.nat(),
      slot: fc.nat(),
      value: nastyJson,
      text: nastyString,
      op: fc.constantFrom('set', 'set', 'set', 'drop', 'keep'),
    })
    .map(({ n, slot, value, text, op }) => {
      const v = valid(w, n);
      let body: Body = { kind: 'none' };
      let refused = false;
      if (v.body) {
        const json: Record<string, unknown> = { ...v.body };
        const key = Object.keys(json)[slot % Object.keys(json).length]!;
        if (op === 'set') json[key] = value;
        if (op === 'drop') delete json[key];
        body = { kind: 'json', value: json };
        refused = !target.body?.safeParse(JSON.parse(JSON.stringify(json))).success;
      } else if (v.fields) {
        const fields = { ...v.fields };
        const key = Object.keys(fields)[slot % Object.keys(fields).length]!;
        if (op === 'set') fields[key] = text;
        if (op === 'drop') delete fields[key];
        body = { kind: 'multipart', fields: Object.entries(fields), file: v.file };
      } else if (v.csv) {
        const rows = v.csv.map((r) => [...r]);
        const row = 1 + (slot % (rows.length - 1));
        const col = Math.floor(slot / rows.length) % rows[0]!.length;
        if (op === 'set') rows[row]![col] = text;
        if (op === 'drop') rows[row]!.splice(col, 1);
        const csv = rows.map((r) => r.map(csvQuote).join(',')).join('\r\n');
        body = {
          kind: 'multipart',
          fields: [],
          file: {
            field: 'file',
            data: new TextEncoder().encode(csv),
            type: 'text/csv',
            name: 'vouchers.csv',
          },
        };
      }
      let url = target.url;
      for (const [name, value] of Object.entries(v.params ?? {}))
        url = url.replace(`:${name}`, encode(String(value)));
      const pairs = queryPairs(v.query ?? {});
      if (pairs.length > 0) url += `?${pairs.map(([k, val]) => `${encode(k)}=${encode(val)}`).join('&')}`;
      return { url, body, refused };
    });
}

function callerArb(target: Target): fc.Arbitrary<Caller> {
  if (target.access === 'customer')
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant<Caller>('customer') },
      { weight: 1, arbitrary: fc.constantFrom<Caller>('admin', 'staff', 'none', 'bogus') },
    );
  if (target.access === 'staff-or-customer')
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant<Caller>('admin') },
      { weight: 2, arbitrary: fc.constant<Caller>('staff') },
      { weight: 2, arbitrary: fc.constant<Caller>('customer') },
      { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'bogus') },
    );
  return target.access === 'staff'
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant<Caller>('admin') },
        { weight: 2, arbitrary: fc.constant<Caller>('staff') },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('none', 'bogus', 'customer') },
      )
    : fc.oneof(
        { weight: 12, arbitrary: fc.constant<Caller>('admin') },
        { weight: 1, arbitrary: fc.constantFrom<Caller>('staff', 'none', 'bogus', 'customer') },
      );
}

function requestArb(target: Target): fc.Arbitrary<FuzzRequest> {
  const bodyArb: fc.Arbitrary<{ body: Body; refused: boolean }> = target.multipart
    ? fc.oneof(
        { weight: 9, arbitrary: multipartArb(target.multipart).map((body) => ({ body, refused: false })) },
        { weight: 1, arbitrary: jsonBodyArb(ZQrFields).map((b) => ({ ...b, refused: true })) },
      )
    : target.body
      ? jsonBodyArb(target.body)
      : fc.constant({ body: { kind: 'none' as const }, refused: false });
  const generated = fc
    .record({ path: pathArb(target), query: queryArb(target), body: bodyArb })
    .map(({ path: p, query: q, body: b }) => ({
      url: `${p.url}${q.query}`,
      body: b.body,
      refused: p.refused || q.refused || b.refused,
    }));
  const valid = VALID[target.key];
  const parts = valid
    ? fc.oneof(
        { weight: 2, arbitrary: generated },
        { weight: 1, arbitrary: oneHostileFieldArb(target, valid) },
      )
    : generated;
  return fc.record({ parts, as: callerArb(target), ip: fc.ipV4() }).map(({ parts: r, as, ip }) => {
    const mayCall =
      target.access === 'public' ||
      (target.access === 'customer'
        ? as === 'customer'
        : as === 'admin' ||
          (as === 'staff' && target.access !== 'superuser') ||
          (as === 'customer' && target.access === 'staff-or-customer'));
    return { url: r.url, as, body: r.body, remoteAddress: ip, refused: !mayCall || r.refused };
  });
}

// ---- sending and checking -----------------------------------------------------------------------------

/** A file's bytes for a failure message: the text of a small text file, else its size. */
const preview = (data: Uint8Array) =>
  data.length <= 2000 ? Buffer.from(data).toString('latin1') : `${data.length} bytes`;

function describeRequest(target: Target, req: FuzzRequest): string {
  const body =
    req.body.kind === 'json'
      ? JSON.stringify(req.body.value)
      : req.body.kind === 'raw'
        ? `${req.body.contentType ?? '(no type)'} ${JSON.stringify(req.body.text)}`
        : req.body.kind === 'multipart'
          ? JSON.stringify({
              fields: req.body.fields,
              file: req.body.file && { ...req.body.file, data: preview(req.body.file.data) },
            })
          : '';
  return `${target.method} ${req.url} as ${req.as} ${body}`.slice(0, 1500);
}

async function send(target: Target, req: FuzzRequest) {
  requestCount += 1;
  const token = {
    admin: w.admin,
    staff: w.staff.token,
    none: null,
    bogus: randomBytes(32).toString('hex'),
    customer: w.customerSession.token,
  }[req.as];
  const headers: Record<string, string> = token ? bearer(token) : {};
  let payload: string | FormData | undefined;
  if (req.body.kind === 'json') {
    payload = JSON.stringify(req.body.value) ?? '';
    headers['content-type'] = 'application/json';
  } else if (req.body.kind === 'raw') {
    payload = req.body.text;
    if (req.body.contentType) headers['content-type'] = req.body.contentType;
  } else if (req.body.kind === 'multipart') {
    const fd = new FormData();
    for (const [k, v] of req.body.fields) fd.append(k, v);
    const f = req.body.file;
    if (f) fd.append(f.field, new Blob([f.data], { type: f.type }), f.name);
    payload = fd;
  }
  return t.app.inject({
    method: target.method,
    url: req.url,
    headers,
    payload,
    remoteAddress: req.remoteAddress,
  });
}

function expectSame(before: Sums, after: Sums, ignore: string[], what: () => string) {
  const changed = Object.keys(after).filter((k) => !ignore.includes(k) && after[k] !== before[k]);
  expect(changed, `rows changed by ${what()}`).toEqual([]);
}

/** The requests since the last comparison, all refused or reads: together they must have changed nothing. */
let baseline: Sums;
let pending: string[] = [];
async function closeBatch() {
  if (pending.length === 0) return;
  const now = await sums();
  const batch = pending;
  pending = [];
  const before = baseline;
  baseline = now;
  expectSame(
    before,
    now,
    [...MAY_CHANGE_WHEN_REFUSED, ...WRITTEN_BESIDE],
    () => `one of these refused or read-only requests:\n${batch.join('\n')}`,
  );
}

let qrScanCount: () => Promise<number>;

async function check(target: Target, req: FuzzRequest) {
  const what = () => describeRequest(target, req);
  const isScan = target.key === 'GET /';
  const readOnly = target.method === 'GET' && !isScan;
  const batched = readOnly || req.refused;
  let before: Sums | undefined;
  let scansBefore = 0;
  if (!batched) {
    await closeBatch();
    before = baseline;
    if (isScan) scansBefore = await qrScanCount();
  }
  const res = await send(target, req);
  const status = res.statusCode;
  const failed = status >= 400;
  if (batched) {
    pending.push(`${status} ${what()}`);
    if (pending.length >= BATCH) await closeBatch();
  } else {
    baseline = await sums();
    if (isScan && status === 410) {
      // A refused scan of a known code is logged (the scan log shows what scanners got).
      expectSame(before!, baseline, [...MAY_CHANGE_WHEN_REFUSED, ...WRITTEN_BESIDE, 'qr_scans'], what);
      expect(await qrScanCount(), what()).toBe(scansBefore + 1);
    } else if (failed) {
      expectSame(before!, baseline, [...MAY_CHANGE_WHEN_REFUSED, ...WRITTEN_BESIDE], what);
    }
  }

  expect(status, `${what()}\n→ ${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (isScan) expect([200, 302, 400, 404, 410, 429], what()).toContain(status);
  else expect((status >= 200 && status < 300) || failed, `${status} for ${what()}`).toBe(true);
  if (req.refused)
    expect(failed, `accepted (${status}) a request its schema or role refuses: ${what()}`).toBe(true);
  if (failed) {
    // A QR scan and an e-mail's unsubscribe link are opened in a browser: they answer a page.
    const htmlPage =
      (isScan || target.url === '/api/unsubscribe/:token') &&
      (status === 404 || status === 410) &&
      String(res.headers['content-type']).startsWith('text/html');
    if (!htmlPage) {
      let body: unknown;
      expect(
        () => (body = res.json()),
        `${status} is not JSON: ${what()}\n→ ${res.body.slice(0, 300)}`,
      ).not.toThrow();
      const shape = ZAnyError.safeParse(body);
      expect(
        shape.success,
        `${status} ${res.body.slice(0, 300)} is not one of the error shapes of docs/api.md: ${what()}`,
      ).toBe(true);
    }
  }
  return status;
}

/**
 * The suite, for one shard of the routes: the routes are dealt in turn to `of` shards (a test file each, so
 * that the test workers share the work), and each shard fuzzes its routes on a database of its own. A route
 * gets the same requests whichever shard sends them.
 */
export function fuzzSuite(shard: { index: number; of: number }) {
  // Each route gets the same share of the total, so a shard's minimum is its routes' share.
  const perRoute = () => Math.ceil(TOTAL_REQUESTS / allTargets.length);

  beforeAll(async () => {
    // A built web app, so that GET / without a code is the SPA (200) rather than "not built" (503).
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-fuzz-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>PrintHub</title>');
    const collector = routeCollector();
    t = await createTestContext({ webDist, onRoute: collector.onRoute });
    w = await seedWorld(t);
    sums = checksummer(t.database.db, await publicTables(t.database.db), IGNORED_COLUMNS);
    allTargets = toTargets(collector.routes());
    targets = [...allTargets.entries()].filter(([i]) => i % shard.of === shard.index);
    requestCount = 0;
    pending = [];
    console.log(
      `fuzz seed ${SEED} (FUZZ_SEED=<n> to change), shard ${shard.index + 1} of ${shard.of}: ` +
        `${targets.length} of ${allTargets.length} routes`,
    );
    started = performance.now();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  describe(`contract fuzzing, shard ${shard.index + 1} of ${shard.of}`, () => {
    it('has a route list with every multipart route in it', async () => {
      expect(allTargets.length).toBeGreaterThan(40);
      for (const key of [
        ...Object.keys(MULTIPART),
        ...Object.keys(VALID),
        'GET /api/order-files/:id/download',
      ]) {
        expect(allTargets.map((x) => x.key)).toContain(key);
      }
      baseline = await sums();
      qrScanCount = async () => {
        const res = (await t.database.db.execute(
          sql`select count(*)::int as n from qr_scans`,
        )) as unknown as {
          rows: { n: number }[];
        };
        return res.rows[0]!.n;
      };
    });

    // One test per route (the list is known only once the app is built, so they run from one loop).
    it('answers every generated request below 500, in the documented shapes, changing nothing when refusing', async () => {
      const statuses: Record<string, Record<number, number>> = {};
      for (const [i, target] of targets) {
        const tally: Record<number, number> = (statuses[target.key] = {});
        await fc.assert(
          fc.asyncProperty(requestArb(target), async (req) => {
            const status = await check(target, req);
            tally[status] = (tally[status] ?? 0) + 1;
          }),
          // Requests change the database, so a failing run does not replay the same: report it, do not shrink.
          { seed: SEED + i, numRuns: perRoute(), endOnFailure: true },
        );
        await closeBatch();
      }
      const summary = Object.entries(statuses).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
      console.log(`statuses per route:\n${summary.join('\n')}`);
    }, 600_000);

    it(`sent every route its share of the ${TOTAL_REQUESTS.toLocaleString('en')} requests`, () => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: ${requestCount} requests over ${targets.length} routes in ${seconds} s (seed ${SEED})`,
      );
      expect(requestCount).toBeGreaterThanOrEqual(perRoute() * targets.length);
    });
  });
}
