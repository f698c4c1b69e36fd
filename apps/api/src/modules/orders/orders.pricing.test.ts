import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  dateIn,
  postOrderForm,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';

let t: TestContext;
let admin: string;
let staff: Staff;

/** A price list where every rule shows: a page price finer than the paisa once the A3 factor applies, odd percentages. */
const PRICES = {
  price_per_page_color: 9,
  price_per_page_color_double: 3.35,
  paper_factor_a3: 1.5,
  binding_fee_spiral: 27.5,
  rush_surcharge_percentage: 12.5,
  gst_percentage: 18,
  prices_include_gst: false,
};

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staff = await t.createStaff({ full_name: 'Counter Clerk' });
  const res = await t.call('PATCH', API.configurations, PRICES);
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

let coupons = 0;
async function coupon(percentage: number) {
  coupons += 1;
  const res = await t.call('POST', API.coupons, {
    name: 'Pricing coupon',
    code: `PRC${coupons}${process.pid}`,
    discount_percentage: percentage,
    valid_from: `${dateIn(-1)}T00:00`,
    valid_to: `${dateIn(30)}T00:00`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code as string;
}

const files = () => [
  { name: 'part-1.pdf', data: makePdf({ pages: 2 }) },
  { name: 'part-2.pdf', data: makePdf({ pages: 3 }) },
];
const a3ColourSpiral = (code: string) => ({
  color: 'color',
  sides: 'double',
  paper_size: 'A3',
  binding: 'spiral',
  copies: '3',
  rush: 'true',
  coupon_code: code,
});

// 5 pages × 3 copies = 15 pages at Rs 3.35 × 1.5 = Rs 5.025 = 75.375, 75.38 half-up; spiral binding 3 × 27.50
// = 82.50; rush 12.5 % of 157.88 = 19.735, 19.74; amount 177.62. 15 % off = 26.643, 26.64. GST is added
// (prices exclude it): 18 % of 150.98 = 27.1764, 27.18; due 178.16.
const EXPECTED_LINES = [
  { label: 'Colour pages, A3, double-sided', quantity: 15, unit_price: 5.025, amount: 75.38 },
  { label: 'Spiral binding', quantity: 3, unit_price: 27.5, amount: 82.5 },
  { label: 'Rush surcharge (12.5%)', quantity: 1, unit_price: 19.74, amount: 19.74 },
];
const EXPECTED = { amount: 177.62, discount: 26.64, amount_due: 178.16 };

describe('orders priced line by line from the price list', () => {
  it('prices an A3 double-sided spiral-bound colour rush order with a coupon, in the quote and the order', async () => {
    const customer = await signupCustomer(t);
    const fields = a3ColourSpiral(await coupon(15));
    const quote = await postOrderForm(t, API.customerQuote, customer.token, files(), fields);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ ...EXPECTED, price_lines: EXPECTED_LINES });

    const placed = await postOrderForm(t, API.customerOrders, customer.token, files(), fields);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject(EXPECTED);
    const stored = {
      ...EXPECTED,
      price_lines: EXPECTED_LINES,
      gst_percentage: 18,
      prices_include_gst: false,
    };
    const own = await t.app.inject({
      method: 'GET',
      url: API.customerOrder(placed.json().id),
      headers: bearer(customer.token),
    });
    expect(own.json()).toMatchObject(stored);
    expect((await t.call('GET', API.order(placed.json().id))).json()).toMatchObject(stored);
  });

  it('prices a counter order by the same list, and its quote says the same', async () => {
    const fields = { ...a3ColourSpiral(await coupon(15)), first_name: 'Meera', mobile: '+91 90000 11111' };
    const quote = await postOrderForm(t, API.quote, staff.token, files(), fields);
    expect(quote.json()).toMatchObject({ ...EXPECTED, price_lines: EXPECTED_LINES });
    const placed = await postOrderForm(t, API.allOrders, staff.token, files(), fields);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ ...EXPECTED, price_lines: EXPECTED_LINES });
  });

  it('keeps a placed order’s lines and amounts when the price list changes afterwards', async () => {
    const customer = await signupCustomer(t);
    const fields = a3ColourSpiral(await coupon(15));
    const placed = await postOrderForm(t, API.customerOrders, customer.token, files(), fields);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as number;
    const changed = await t.call('PATCH', API.configurations, {
      price_per_page_color_double: 6,
      paper_factor_a3: 3,
      binding_fee_spiral: 50,
      rush_surcharge_percentage: 80,
      gst_percentage: 5,
      prices_include_gst: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      const kept = {
        ...EXPECTED,
        price_lines: EXPECTED_LINES,
        gst_percentage: 18,
        prices_include_gst: false,
      };
      expect((await t.call('GET', API.order(id))).json()).toMatchObject(kept);
      const own = await t.app.inject({
        method: 'GET',
        url: API.customerOrder(id),
        headers: bearer(customer.token),
      });
      expect(own.json()).toMatchObject(kept);
      // A new quote of the same order follows the new list.
      const fresh = await postOrderForm(t, API.customerQuote, customer.token, files(), {
        ...fields,
        coupon_code: '',
      });
      expect(fresh.json().price_lines[0]).toEqual({ ...EXPECTED_LINES[0], unit_price: 18, amount: 270 });
    } finally {
      await t.call('PATCH', API.configurations, PRICES);
    }
  });

  it('shows amount, discount and amount due in every list and in the CSV exports', async () => {
    const customer = await signupCustomer(t, { first_name: 'Listed' });
    const fields = { ...a3ColourSpiral(await coupon(15)), customer_id: String(customer.id) };
    // Taken at the counter by the staff user: theirs, so in their own list too.
    const placed = await postOrderForm(t, API.allOrders, staff.token, files(), fields);
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().id as number;
    const row = (body: { results: { id: number }[] }) => body.results.find((o) => o.id === id);
    const lists: Array<[string, string]> = [
      [`${API.allOrders}?limit=100`, admin],
      [`${API.myOrders}?limit=100`, staff.token],
      [`${API.customerOrders}?limit=100`, customer.token],
    ];
    for (const [url, token] of lists) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(row(res.json()), url).toMatchObject(EXPECTED);
    }
    // The exports are the super admin's.
    for (const url of [API.ordersExport, `${API.myOrdersExport}?assigned_user=${staff.id}&`]) {
      const sep = url.endsWith('&') ? '' : '?';
      const csv = await t.app.inject({
        method: 'GET',
        url: `${url}${sep}query=listed`,
        headers: bearer(admin),
      });
      expect(csv.statusCode, csv.body).toBe(200);
      const [head, first] = csv.body.trim().split(/\r?\n/) as [string, string];
      const cell = (name: string) => first.split(',')[head.split(',').indexOf(name)];
      expect([cell('amount'), cell('discount'), cell('amount_due')], url).toEqual([
        '177.62',
        '26.64',
        '178.16',
      ]);
    }
  });
});
