import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ZCouponCheckResponse } from '@printhub/contract';

import { bearer, signupCustomer, useTestContext, type CustomerSessionFixture } from '../../../test/helper';
import { coupons, customers, orders } from '../../db/schema';
import { createRng, makeOrder } from '../../db/seed/factories';
import { DAY_MS } from '../../lib/time';
import { couponForCustomer } from './coupons.service';

const ctx = useTestContext();
const rng = createRng(11);

let n = 0;
/** A coupon valid from yesterday to next month unless told otherwise; returns its code in capitals. */
async function coupon(over: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  n += 1;
  const code = `CHK${n}`;
  await ctx.t.database.db.insert(coupons).values({
    name: 'Check',
    code,
    discountPercentage: 15,
    validFrom: new Date(Date.now() - DAY_MS),
    validTo: new Date(Date.now() + 30 * DAY_MS),
    ...over,
  });
  return code;
}

/** An order of the customer, with a coupon code or none. */
async function placeOrder(db = ctx.t.database.db, customerId: number, couponCode: string | null = null) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  const values = makeOrder(rng, {
    customer: customer!,
    status: 'confirmed',
    orderType: 'print',
    assignedUser: null,
    createdAt: new Date(),
  });
  await db.insert(orders).values({ ...values, couponCode });
}

const check = (c: CustomerSessionFixture | null, code: unknown) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/customer/coupons/check',
    headers: c ? bearer(c.token) : {},
    payload: { code },
  });

describe('POST /api/customer/coupons/check', () => {
  it('answers 200 {code, discount_percentage, valid_to} for a code in any case', async () => {
    const c = await signupCustomer(ctx.t);
    const code = await coupon();
    const res = await check(c, ` ${code.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZCouponCheckResponse.parse(res.json());
    expect(body).toEqual({ code, discount_percentage: 15, valid_to: expect.any(String) });
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'discount_percentage', 'valid_to']);
  });

  it('answers 404 for an unknown code and 400 for none', async () => {
    const c = await signupCustomer(ctx.t);
    const res = await check(c, 'NO-SUCH-CODE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no coupon NO-SUCH-CODE.' });
    const empty = await check(c, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].context.key).toBe('code');
  });

  it('answers 422 with the reason outside the validity window', async () => {
    const c = await signupCustomer(ctx.t);
    const later = await coupon({
      validFrom: new Date('2999-01-01T00:00Z'),
      validTo: new Date('2999-02-01T00:00Z'),
    });
    const early = await check(c, later);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ error: `The coupon ${later} cannot be used before 2999-01-01.` });
    const past = await coupon({
      validFrom: new Date('2020-01-01T00:00Z'),
      validTo: new Date('2020-02-01T00:00Z'),
    });
    const expired = await check(c, past);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ error: `The coupon ${past} expired on 2020-02-01.` });
  });

  it('refuses a coupon for new customers to a customer with an earlier order', async () => {
    const c = await signupCustomer(ctx.t);
    const code = await coupon({ isForNew: true });
    expect((await check(c, code)).statusCode).toBe(200);
    await placeOrder(undefined, c.id);
    const res = await check(c, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: `The coupon ${code} is for new customers only, and you have ordered before.`,
    });
  });

  it('refuses a one-time coupon to the customer who used it, not to others', async () => {
    const c = await signupCustomer(ctx.t);
    const other = await signupCustomer(ctx.t);
    const code = await coupon({ oneTimeOnly: true });
    await placeOrder(undefined, c.id, await coupon()); // another coupon does not count
    expect((await check(c, code)).statusCode).toBe(200);
    await placeOrder(undefined, c.id, code.toLowerCase());
    const res = await check(c, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: `The coupon ${code} can be used only once, and you have already used it.`,
    });
    expect((await check(other, code)).statusCode).toBe(200);
  });

  it('is for customers only', async () => {
    const code = await coupon();
    expect((await check(null, code)).statusCode).toBe(401);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/customer/coupons/check',
      headers: bearer(ctx.admin),
      payload: { code },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('couponForCustomer inside an order’s transaction', () => {
  it('gives a one-time coupon to one of twenty simultaneous orders of one customer', async () => {
    const c = await signupCustomer(ctx.t);
    const code = await coupon({ oneTimeOnly: true });
    const db = ctx.t.database.db;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          await couponForCustomer(tx, { code, customerId: c.id, lock: true, now: new Date() });
          await placeOrder(tx as unknown as typeof db, c.id, code);
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const used = await db.select().from(orders).where(eq(orders.couponCode, code));
    expect(used).toHaveLength(1);
  });
});
