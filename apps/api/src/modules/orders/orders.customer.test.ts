import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  dateIn,
  placedOrder,
  placeOrder,
  signupCustomer,
  type TestContext,
} from '../../../test/helper';
import { encryptedPdf, truncatedPdf } from '../../../test/pdf-fixtures';
import { makePdf } from '../../db/seed/pdf';
import { JPEG_BYTES } from '../../db/seed/png';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // Known prices and page limit, whatever the defaults become.
  const res = await t.call('PATCH', '/api/configurations', {
    price_per_page_bw: 1.5,
    price_per_page_color: 5,
    price_per_page_bw_double: 1.25,
    binding_fee_spiral: 40,
    max_upload_pages: 12,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

let couponCount = 0;
async function createCoupon(over: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
  couponCount += 1;
  const res = await t.call('POST', '/coupon_app/api/coupons/', {
    name: 'Checkout coupon',
    code: `CHK${couponCount}${process.pid}`,
    discount_percentage: 12.5,
    valid_from: `${dateIn(-1)}T00:00`,
    valid_to: `${dateIn(30)}T00:00`,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function count(table: string): Promise<number> {
  const res = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(res.rows[0]!.n);
}
const usage = async (id: number) => {
  const res = (await t.database.db.execute(
    sql`select usage_count as n from coupons where id = ${id}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
};
const snapshot = async () => ({
  orders: await count('orders'),
  files: await count('order_files'),
  chunks: await count('order_file_chunks'),
  history: await count('order_status_history'),
  couponUses: await count('(select usage_count from coupons) as c, generate_series(1, c.usage_count)'),
});

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('POST /api/customer/orders', () => {
  it('places an order with two PDFs: pages, price, coupon discount, files and the print page', async () => {
    const customer = await signupCustomer(t, { first_name: 'Anita' });
    const coupon = await createCoupon();
    const a = makePdf({ pages: 2, title: 'Part one' });
    const b = makePdf({ pages: 3, title: 'Part two', padTo: 300 * 1024 });
    const res = await placeOrder(
      t,
      customer.token,
      [
        { name: 'part-1.pdf', data: a },
        { name: 'part-2.pdf', data: b },
      ],
      { coupon_code: coupon.code.toLowerCase() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // Double-sided: 5 pages × 2 copies × Rs 1.25 = Rs 12.50, spiral binding 2 × Rs 40 = Rs 80, Rs 92.50 in
    // all; 12.5 % of it is Rs 11.5625, to the paisa Rs 11.56.
    expect(order).toMatchObject({
      status: 'confirmed',
      order_type: 'print',
      title: 'Thesis draft',
      pdf_page_count: 5,
      copies: 2,
      options: { color: 'black-and-white', sides: 'double', paper_size: 'A4', binding: 'spiral' },
      amount: 92.5,
      discount: 11.56,
      amount_due: 80.94,
      coupon_code: coupon.code,
      delivery_address: '12 MG Road, Bengaluru 560001',
    });
    // Each file with its preflight: A4 pages in an A4 order, nothing to warn of.
    const a4 = (pages: number) =>
      expect.objectContaining({ sizes: [{ width_mm: 210, height_mm: 297, pages }], warnings: [] });
    expect(order.files).toEqual([
      { id: expect.any(Number), name: 'part-1.pdf', pages: 2, size: a.length, preflight: a4(2) },
      { id: expect.any(Number), name: 'part-2.pdf', pages: 3, size: b.length, preflight: a4(3) },
    ]);
    expect(await usage(coupon.id)).toBe(1);

    const print = await t.call('GET', `/api/print/${order.print_ref}/`, undefined, null);
    expect(print.json()).toEqual({
      user_data: { first_name: 'Anita' },
      title: 'Thesis draft',
      pdf_page_count: 5,
    });

    // The back office sees it among the confirmed orders, with the customer's contact details.
    const pending = await t.call('GET', '/api/all-orders/?status=confirmed&limit=100');
    const listed = pending.json().results.find((o: { id: number }) => o.id === order.id);
    expect(listed).toMatchObject({
      user: customer.id,
      user_data: { first_name: 'Anita', email: customer.email },
    });

    // The owner downloads the second file, byte for byte.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/order-files/${order.files[1].id}/download`,
      headers: bearer(customer.token),
    });
    expect(download.statusCode).toBe(200);
    expect(sha(download.rawPayload)).toBe(sha(b));
    // Another customer may not.
    const other = await signupCustomer(t);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/order-files/${order.files[1].id}/download`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('prices colour pages at the colour price, without a coupon', async () => {
    const customer = await signupCustomer(t);
    const order = await placedOrder(t, customer.token, [{ name: 'c.pdf', data: makePdf({ pages: 3 }) }], {
      color: 'color',
      sides: 'single',
      binding: 'none',
      copies: '1',
    });
    expect(order).toMatchObject({ amount: 15, discount: 0, amount_due: 15, coupon_code: null });
  });

  const refusals: Array<[string, () => { name: string; data: Uint8Array }[], RegExp]> = [
    ['a JPEG named .pdf', () => [{ name: 'photo.pdf', data: JPEG_BYTES }], /"photo\.pdf" is not a PDF/],
    ['a truncated PDF', () => [{ name: 'cut.pdf', data: truncatedPdf() }], /"cut\.pdf" is damaged/],
    [
      'an encrypted PDF',
      () => [{ name: 'locked.pdf', data: encryptedPdf({ needsPassword: true }) }],
      /"locked\.pdf" is encrypted/,
    ],
    ['an empty file', () => [{ name: 'empty.pdf', data: new Uint8Array(0) }], /"empty\.pdf" is empty/],
    [
      'more pages in all than max_upload_pages',
      () => [
        { name: 'a.pdf', data: makePdf({ pages: 7 }) },
        { name: 'b.pdf', data: makePdf({ pages: 6 }) },
      ],
      /13 pages; at most 12/,
    ],
    [
      'a good PDF beside a bad one',
      () => [
        { name: 'good.pdf', data: makePdf({ pages: 1 }) },
        { name: 'bad.pdf', data: truncatedPdf() },
      ],
      /"bad\.pdf" is damaged/,
    ],
  ];
  for (const [what, files, message] of refusals) {
    it(`refuses ${what} with 400 naming it, and stores nothing`, async () => {
      const customer = await signupCustomer(t);
      const coupon = await createCoupon();
      const before = await snapshot();
      const res = await placeOrder(t, customer.token, files(), { coupon_code: coupon.code });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].message).toMatch(message);
      expect(await snapshot()).toEqual(before);
      expect(await usage(coupon.id)).toBe(0);
    });
  }

  it('refuses bad fields and a missing file with 400', async () => {
    const customer = await signupCustomer(t);
    const pdf = [{ name: 'a.pdf', data: makePdf({ pages: 1 }) }];
    const before = await snapshot();
    expect((await placeOrder(t, customer.token, pdf, { copies: '101' })).statusCode).toBe(400);
    expect((await placeOrder(t, customer.token, pdf, { paper_size: 'A5' })).statusCode).toBe(400);
    expect((await placeOrder(t, customer.token, [])).statusCode).toBe(400);
    expect((await placeOrder(t, customer.token, pdf, { coupon_code: 'NOSUCHCODE' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('gives twenty simultaneous orders with a one-time coupon the discount once', async () => {
    const customer = await signupCustomer(t);
    const coupon = await createCoupon({ one_time_only: true });
    const pdf = makePdf({ pages: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(t, customer.token, [{ name: 'x.pdf', data: pdf }], { coupon_code: coupon.code }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    expect(await usage(coupon.id)).toBe(1);
    const mine = await t.call('GET', '/api/customer/orders', undefined, customer.token);
    expect(mine.json().count).toBe(1);
    expect(mine.json().results[0].discount).toBeGreaterThan(0);
  });

  it('refuses a coupon for new customers on a second order', async () => {
    const customer = await signupCustomer(t);
    const coupon = await createCoupon({ isfornew: true });
    await placedOrder(t, customer.token, undefined, { coupon_code: coupon.code });
    const res = await placeOrder(t, customer.token, [{ name: 'b.pdf', data: makePdf({ pages: 1 }) }], {
      coupon_code: coupon.code,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/new customers only/);
    expect(await usage(coupon.id)).toBe(1);
  });
});

describe('GET /api/customer/orders and /api/customer/orders/{id}/', () => {
  it('shows a customer their own orders only, with the timeline by first name', async () => {
    const mine = await signupCustomer(t);
    const theirs = await signupCustomer(t);
    const first = await placedOrder(t, mine.token);
    const second = await placedOrder(t, mine.token);
    const other = await placedOrder(t, theirs.token);

    const list = await t.call('GET', '/api/customer/orders?limit=1', undefined, mine.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 2, previous: null, results: [{ id: second.id }] });
    expect(list.json().next).toMatch(/offset=1/);

    const staff = await t.createStaff({ full_name: 'Ramesh Kumar Sharma' });
    const assign = await t.call('PATCH', `/api/all-orders/${first.id}/`, {
      id: first.id,
      status: 'assigned',
      assigned_user: staff.id,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const step = await t.call(
      'PATCH',
      `/api/all-orders/${first.id}/`,
      { id: first.id, status: 'out-for-delivery' },
      staff.token,
    );
    expect(step.statusCode, step.body).toBe(200);
    const detail = await t.call('GET', `/api/customer/orders/${first.id}/`, undefined, mine.token);
    expect(detail.statusCode).toBe(200);
    const at = expect.any(String);
    expect(detail.json().history).toEqual([
      {
        from_status: 'assigned',
        to_status: 'out-for-delivery',
        changed_by: 'Ramesh',
        assigned_to: 'Ramesh',
        changed_at: at,
      },
      {
        from_status: 'confirmed',
        to_status: 'assigned',
        changed_by: 'Test',
        assigned_to: 'Ramesh',
        changed_at: at,
      },
      { from_status: null, to_status: 'confirmed', changed_by: null, assigned_to: null, changed_at: at },
    ]);
    expect(JSON.stringify(detail.json())).not.toMatch(/Kumar|Sharma|@example/);

    const foreign = await t.call('GET', `/api/customer/orders/${other.id}/`, undefined, mine.token);
    expect(foreign.statusCode).toBe(404);
    const foreignFile = await t.app.inject({
      method: 'GET',
      url: `/api/order-files/${other.files[0]!.id}/download`,
      headers: bearer(mine.token),
    });
    expect(foreignFile.statusCode).toBe(404);
  });
});
