import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TPreflight } from '@printhub/contract';

import { createTestContext, postOrderForm, signupCustomer, type TestContext } from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';

// The shop's clock, fixed: Saturday 28 November 2026, 12:00 in Asia/Kolkata, so a quote's due date and the
// order's that follows are computed at the same moment.
const NOON = Date.parse('2026-11-28T06:30:00Z');

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(NOON) });
  admin = await t.adminToken();
  const res = await t.call('PATCH', '/api/configurations', {
    price_per_page_bw: 1.5,
    price_per_page_color: 5,
    price_per_page_bw_double: 1.25,
    price_per_page_color_double: 4.5,
    binding_fee_spiral: 40,
    max_upload_pages: 12,
    rush_surcharge_percentage: 50,
    rush_turnaround_hours: 8,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

let couponCount = 0;
async function createCoupon(over: Record<string, unknown> = {}) {
  couponCount += 1;
  const res = await t.call('POST', '/coupon_app/api/coupons/', {
    name: 'Quote coupon',
    code: `QTE${couponCount}${process.pid}`,
    discount_percentage: 12.5,
    // Valid around the fixed clock, not the machine's.
    valid_from: '2026-11-01T00:00',
    valid_to: '2026-12-31T00:00',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}

const count = async (what: string) => {
  const res = (await t.database.db.execute(sql.raw(`select count(*)::int as n from ${what}`))) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
};
const written = async () => ({
  orders: await count('orders'),
  files: await count('order_files'),
  customers: await count('customers'),
  couponUses: await count('(select usage_count from coupons) c, generate_series(1, c.usage_count)'),
});

const files = () => [
  { name: 'part-1.pdf', data: makePdf({ pages: 2 }) },
  { name: 'part-2.pdf', data: makePdf({ pages: 3 }) },
];

/** The preflight of an A4 portrait file in an A4 order: no warnings; colour and blank pages not looked at yet. */
const a4Preflight = (pages: number) => ({
  sizes: [{ width_mm: 210, height_mm: 297, pages }],
  orientation: { portrait: pages, landscape: 0 },
  mismatched_pages: [],
  color_pages: null,
  blank_pages: null,
  warnings: [],
});

/** A preflight as the upload wrote it: without what the page checks after the order add. */
const uploadTimeFields = (p: TPreflight): TPreflight => ({
  ...p,
  color_pages: null,
  blank_pages: null,
  warnings: p.warnings.filter((w) => w.code !== 'color_in_bw' && w.code !== 'blank_pages'),
});

describe('issue 37 item 4: the quote', () => {
  it("issue 37 item 4: a customer's quote (coupon and rush) equals the order that follows it, and writes nothing", async () => {
    const customer = await signupCustomer(t);
    const coupon = await createCoupon({ one_time_only: true });
    const fields = { coupon_code: coupon.code, rush: 'true', copies: '3' };
    const before = await written();
    const quote = await postOrderForm(t, '/api/customer/quote', customer.token, files(), fields);
    expect(quote.statusCode, quote.body).toBe(200);
    // Double-sided: 5 pages × 3 copies × Rs 1.25 = 18.75; spiral binding 3 × Rs 40 = 120; +50 % rush of
    // both = 69.375, 69.38 to the paisa; 208.13 in all, 12.5 % off is 26.01625, 26.02.
    expect(quote.json()).toEqual({
      amount: 208.13,
      discount: 26.02,
      amount_due: 182.11,
      price_lines: [
        { label: 'Black-and-white pages, A4, double-sided', quantity: 15, unit_price: 1.25, amount: 18.75 },
        { label: 'Spiral binding', quantity: 3, unit_price: 40, amount: 120 },
        { label: 'Rush surcharge (50%)', quantity: 1, unit_price: 69.38, amount: 69.38 },
      ],
      // Rush: 8 h after Saturday noon.
      due_at: '2026-11-28T14:30:00.000Z',
      files: [
        { name: 'part-1.pdf', pages: 2, preflight: a4Preflight(2) },
        { name: 'part-2.pdf', pages: 3, preflight: a4Preflight(3) },
      ],
    });
    expect(await written()).toEqual(before);

    const order = await postOrderForm(t, '/api/customer/orders', customer.token, files(), fields);
    expect(order.statusCode, order.body).toBe(201);
    const { amount, discount, amount_due, due_at, files: placed } = order.json();
    expect({ amount, discount, amount_due, due_at }).toEqual({
      amount: 208.13,
      discount: 26.02,
      amount_due: 182.11,
      due_at: quote.json().due_at,
    });
    // The preflight the quote showed is the one stored with each file (what the upload found: the pass over
    // the order's files may have added its colour and blank pages already).
    expect(placed.map((f: { preflight: TPreflight }) => uploadTimeFields(f.preflight))).toEqual(
      quote.json().files.map((f: { preflight: TPreflight }) => f.preflight),
    );

    // The one-time coupon is now used: the next quote is refused as the next order would be.
    const again = await postOrderForm(t, '/api/customer/quote', customer.token, files(), fields);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ context: { key: 'coupon_code' } });
  });

  it('issue 37 item 4: the back office quote equals the counter order that follows, for an existing and a new customer', async () => {
    const coupon = await createCoupon({ isfornew: true, discount_percentage: 20 });
    const staff = await t.createStaff();
    const existing = await signupCustomer(t);
    const cases: Array<[string, Record<string, string>]> = [
      ['existing', { customer_id: String(existing.id) }],
      ['new', { first_name: 'Ravi', last_name: 'Kumar', mobile: '+91 98450 12345' }],
    ];
    for (const [who, customer] of cases) {
      const fields = { ...customer, coupon_code: coupon.code, rush: 'true', color: 'color', copies: '1' };
      const before = await written();
      const quote = await postOrderForm(t, '/api/quote', staff.token, files(), fields);
      expect(quote.statusCode, `${who}: ${quote.body}`).toBe(200);
      expect(await written()).toEqual(before);
      // Double-sided: 5 colour pages × Rs 4.50 = 22.50, spiral binding Rs 40, +50 % rush = 93.75; 20 % off = 18.75.
      expect(quote.json()).toMatchObject({
        amount: 93.75,
        discount: 18.75,
        amount_due: 75,
        due_at: '2026-11-28T14:30:00.000Z',
      });
      const order = await postOrderForm(t, '/api/all-orders/', admin, files(), fields);
      expect(order.statusCode, `${who}: ${order.body}`).toBe(201);
      const { amount, amount_due, due_at, coupon_code } = order.json();
      expect({ amount, amount_due, due_at, coupon_code }).toEqual({
        amount: 93.75,
        amount_due: 75,
        due_at: quote.json().due_at,
        coupon_code: coupon.code,
      });
    }
    // The coupon for new customers: the existing customer has ordered now, so their next quote is refused.
    const refused = await postOrderForm(t, '/api/quote', staff.token, files(), {
      customer_id: String(existing.id),
      coupon_code: coupon.code,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ context: { key: 'coupon_code' } });
  });

  it('issue 37 item 4: a quote refuses what the order would refuse (files, fields, page limit), naming the field', async () => {
    const customer = await signupCustomer(t);
    const cases: Array<[{ name: string; data: Uint8Array }[], Record<string, string>, string]> = [
      [[{ name: 'x.pdf', data: new TextEncoder().encode('not a pdf') }], {}, 'files'],
      [files(), { copies: '0' }, 'copies'],
      [files(), { coupon_code: 'NOSUCHCODE' }, 'coupon_code'],
      [[...files(), { name: 'big.pdf', data: makePdf({ pages: 8 }) }], {}, 'files'],
    ];
    for (const [sent, fields, field] of cases) {
      const res = await postOrderForm(t, '/api/customer/quote', customer.token, sent, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].context.key).toBe(field);
    }
    // A counter field is not one of the customers' app's.
    const unknown = await postOrderForm(t, '/api/customer/quote', customer.token, files(), {
      customer_id: '1',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].context.key).toBe('customer_id');
  });
});
