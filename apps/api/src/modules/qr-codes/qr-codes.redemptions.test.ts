import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { bearer, signupCustomer, useTestContext, type CustomerSessionFixture } from '../../../test/helper';
import { coinLedger, customers, qrCodes, qrRedemptions } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { FAILED_REDEMPTIONS_PER_HOUR } from './qr-codes.redemptions.service';

const ctx = useTestContext();
afterEach(() => vi.useRealTimers());

let n = 0;
/** A URL QR valid for a month unless told otherwise; returns its code. */
async function qr(over: Partial<typeof qrCodes.$inferInsert> = {}): Promise<{ id: number; code: string }> {
  n += 1;
  const [row] = await ctx.t.database.db
    .insert(qrCodes)
    .values({
      code: `RD-${n}`,
      company: 'Acme',
      value: 40,
      validity: new Date(Date.now() + 30 * DAY_MS),
      redirectionUrl: 'https://example.com/offer',
      ...over,
    })
    .returning();
  return row!;
}

const redeem = (c: CustomerSessionFixture | null, code: unknown) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/customer/qr-redemptions',
    headers: c ? bearer(c.token) : {},
    payload: { code },
  });

/** The customer's stored balance and the sum of their ledger. */
async function balanceAndLedger(customerId: number) {
  const db = ctx.t.database.db;
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${coinLedger.amount}), 0)::int` })
    .from(coinLedger)
    .where(eq(coinLedger.customerId, customerId));
  return { balance: row!.coinBalance, ledger: sum!.total };
}

describe('POST /api/customer/qr-redemptions', () => {
  it('credits the QR value once: 201 with the code, the coins and the new balance, one ledger entry', async () => {
    const c = await signupCustomer(ctx.t);
    const { code } = await qr({ value: 40 });
    const res = await redeem(c, ` ${code} `);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ qr_code: code, coins_credited: 40, balance: 40 });
    expect(await balanceAndLedger(c.id)).toEqual({ balance: 40, ledger: 40 });
    const entries = await ctx.t.database.db.select().from(coinLedger).where(eq(coinLedger.customerId, c.id));
    expect(entries).toMatchObject([
      { amount: 40, source: 'qr_redemption', reason: `QR code ${code} redeemed` },
    ]);
    const again = await redeem(c, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already redeemed this QR code.' });
  });

  it('a QR capped at 2 redemptions is redeemed by two customers and refused to a third (410)', async () => {
    const capped = await qr({ maxRedemptions: 2 });
    const [a, b, third] = [
      await signupCustomer(ctx.t),
      await signupCustomer(ctx.t),
      await signupCustomer(ctx.t),
    ];
    expect((await redeem(a, capped.code)).statusCode).toBe(201);
    expect((await redeem(b, capped.code)).statusCode).toBe(201);
    const refused = await redeem(third, capped.code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ error: 'This QR code has been redeemed as many times as it allows.' });
    expect(await balanceAndLedger(third.id)).toEqual({ balance: 0, ledger: 0 });
    const [row] = await ctx.t.database.db.select().from(qrCodes).where(eq(qrCodes.id, capped.id));
    expect(row!.redeemed).toBe(2);
  });

  it('ten simultaneous redemptions by one customer credit once (one 201, nine 409), balance = ledger', async () => {
    const c = await signupCustomer(ctx.t);
    const { id, code } = await qr({ value: 75 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(c, code)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(await balanceAndLedger(c.id)).toEqual({ balance: 75, ledger: 75 });
    const rows = await ctx.t.database.db.select().from(qrRedemptions).where(eq(qrRedemptions.qrId, id));
    expect(rows).toHaveLength(1);
  });

  it('many customers at once on a capped QR: exactly the cap is credited', async () => {
    const capped = await qr({ maxRedemptions: 3, value: 10 });
    const people = await Promise.all(Array.from({ length: 8 }, () => signupCustomer(ctx.t)));
    const answers = await Promise.all(people.map((p) => redeem(p, capped.code)));
    const ok = answers.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(3);
    expect(answers.filter((r) => r.statusCode === 410)).toHaveLength(5);
    const [row] = await ctx.t.database.db.select().from(qrCodes).where(eq(qrCodes.id, capped.id));
    expect(row!.redeemed).toBe(3);
  });

  it('refuses inactive and expired codes (410) and unknown ones (404), crediting nothing', async () => {
    const c = await signupCustomer(ctx.t);
    const off = await qr({ isActive: false });
    const old = await qr({ validity: new Date(Date.now() - 2 * DAY_MS) });
    const inactive = await redeem(c, off.code);
    expect(inactive.statusCode).toBe(410);
    expect(inactive.json()).toEqual({ error: 'This QR code is no longer active.' });
    const expired = await redeem(c, old.code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'This QR code has expired.' });
    const unknown = await redeem(c, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This QR code does not exist.' });
    expect(await balanceAndLedger(c.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await redeem(c, '')).statusCode).toBe(400);
    expect((await redeem(null, off.code)).statusCode).toBe(401);
  });

  it('a QR worth 0 coins is redeemed once, with no ledger entry', async () => {
    const c = await signupCustomer(ctx.t);
    const { code } = await qr({ value: 0 });
    const res = await redeem(c, code);
    expect(res.json()).toEqual({ qr_code: code, coins_credited: 0, balance: 0 });
    expect((await redeem(c, code)).statusCode).toBe(409);
  });

  it('a credit past the balance cap is refused (422) and records no redemption', async () => {
    const c = await signupCustomer(ctx.t);
    await ctx.t.database.db.insert(coinLedger).values({
      customerId: c.id,
      amount: 2 ** 31 - 10,
      reason: 'Seed',
      source: 'admin_adjustment',
    });
    await ctx.t.database.db
      .update(customers)
      .set({ coinBalance: 2 ** 31 - 10 })
      .where(eq(customers.id, c.id));
    const { id, code } = await qr({ value: 40 });
    const res = await redeem(c, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toContain('2147483647');
    expect(await ctx.t.database.db.select().from(qrRedemptions).where(eq(qrRedemptions.qrId, id))).toEqual(
      [],
    );
  });

  it(`answers 429 with Retry-After after ${FAILED_REDEMPTIONS_PER_HOUR} failed redemptions in an hour, for that customer only`, async () => {
    // Inside one clock hour, so that the counter cannot roll over in the middle of the test.
    const hour = 3600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / hour) * hour + 1000 });
    const guesser = await signupCustomer(ctx.t);
    const other = await signupCustomer(ctx.t);
    const good = await qr();
    const first = await redeem(guesser, good.code);
    expect(first.statusCode).toBe(201);
    // A success does not count; nine unknown codes and the repeat (409) make ten failures.
    for (let i = 0; i < FAILED_REDEMPTIONS_PER_HOUR - 1; i += 1)
      expect((await redeem(guesser, `${100 + i}`)).statusCode).toBe(404);
    expect((await redeem(guesser, good.code)).statusCode).toBe(409);
    const fresh = await qr();
    const refused = await redeem(guesser, fresh.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many QR codes .*\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await balanceAndLedger(guesser.id)).toEqual({ balance: 40, ledger: 40 });
    expect((await redeem(other, fresh.code)).statusCode).toBe(201);
  });

  it('counts simultaneous guesses before looking them up: at most 10 of 30 are answered 404', async () => {
    const hour = 3600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / hour) * hour + 1000 });
    const guesser = await signupCustomer(ctx.t);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => redeem(guesser, `${500 + i}`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(FAILED_REDEMPTIONS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - FAILED_REDEMPTIONS_PER_HOUR);
  });
});

describe('max_redemptions and redeemed on the QR codes', () => {
  const fields = (over: Record<string, string> = {}) => {
    const fd = new FormData();
    const all = {
      value: '5',
      validity: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
      company: 'Acme',
      redirection_url: 'https://example.com/',
      ...over,
    };
    for (const [k, v] of Object.entries(all)) fd.append(k, v);
    return fd;
  };
  const adminPost = async (url: string, payload: FormData) =>
    ctx.t.app.inject({ method: 'POST', url, headers: bearer(await ctx.t.adminToken()), payload });

  it('saves an optional positive cap, keeps it on an update without the field, clears it when blank', async () => {
    const created = await adminPost('/api/save-qr-codes/', fields({ code: 'CAP-1', max_redemptions: '2' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'CAP-1', max_redemptions: 2, redeemed: 0 });
    const id = created.json().id as number;
    const kept = await adminPost(`/api/update-qr-codes/?qr_id=${id}`, fields({ code: 'CAP-1', value: '7' }));
    expect(kept.json()).toMatchObject({ value: 7, max_redemptions: 2 });
    const cleared = await adminPost(`/api/update-qr-codes/?qr_id=${id}`, fields({ max_redemptions: '' }));
    expect(cleared.json()).toMatchObject({ max_redemptions: null });
    const none = await adminPost('/api/save-qr-codes/', fields({ code: 'CAP-2' }));
    expect(none.json()).toMatchObject({ max_redemptions: null, redeemed: 0 });
    for (const bad of ['0', '-1', '1.5', 'two']) {
      const res = await adminPost('/api/save-qr-codes/', fields({ code: 'CAP-3', max_redemptions: bad }));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].context.key).toBe('max_redemptions');
    }
  });

  it('lists the redeemed count and charts redemptions per day beside scans', async () => {
    const { id, code } = await qr();
    const c = await signupCustomer(ctx.t);
    expect((await redeem(c, code)).statusCode).toBe(201);
    const token = await ctx.t.adminToken();
    const listed = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/get-qr-codes/?id=${id}`,
      headers: bearer(token),
    });
    expect(listed.json()[0]).toMatchObject({ code, redeemed: 1, max_redemptions: null });
    const chart = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/qr-codes/${id}/scans/?days=3`,
      headers: bearer(token),
    });
    expect(chart.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(chart.json()).toMatchObject({ qr_id: id, total: 0, redemptions: 1 });
    expect(chart.json().days.at(-1)).toEqual({ date: today, scans: 0, redemptions: 1 });
  });
});
