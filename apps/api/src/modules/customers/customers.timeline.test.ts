import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  bearer,
  createClient,
  createVoucher,
  customersWithTokens,
  signupCustomer,
  useTestContext,
} from '../../../test/helper';
import { coinLedger, customers, orders, qrCodes, referrals, voucherPurchases } from '../../db/schema';
import { createRng, makeOrder } from '../../db/seed/factories';

const ctx = useTestContext();

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));

describe('GET /api/users/{id}/timeline/', () => {
  it('lists orders, coin entries, purchases and referrals newest first, a page at a time', async () => {
    const { t, admin } = ctx;
    const db = t.database.db;
    const [me] = await customersWithTokens(t, 1, 100);
    const [c] = await db.select().from(customers).where(eq(customers.id, me!.id));
    await db
      .update(coinLedger)
      .set({ createdAt: at(1) })
      .where(eq(coinLedger.customerId, me!.id));

    const [o] = await db
      .insert(orders)
      .values({
        ...makeOrder(createRng(3), {
          customer: c!,
          status: 'delivered',
          orderType: 'print',
          assignedUser: null,
          createdAt: at(2),
        }),
        title: 'Thesis',
        amount: 250,
      })
      .returning();

    const client = await createClient(t);
    const v = await createVoucher(t, client.id, ['TL-1'], { voucher_detail: 'Free tea', cost: 30 });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/customer/voucher-purchases',
      headers: bearer(me!.token),
      payload: { voucher_id: v.id },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    await db
      .update(voucherPurchases)
      .set({ purchasedAt: at(3) })
      .where(eq(voucherPurchases.customerId, me!.id));
    await db.execute(
      sql`update coin_ledger set created_at = ${at(3)} where customer_id = ${me!.id} and amount < 0`,
    );

    const friend = await signupCustomer(t, {
      first_name: 'Nila',
      last_name: 'Das',
      referral_code: c!.referralCode,
    });
    await db
      .update(referrals)
      .set({ createdAt: at(4) })
      .where(eq(referrals.referredId, friend.id));

    const page = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/users/${me!.id}/timeline/${q}`, headers: bearer(admin) });
    const first = await page('?limit=3');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      count: 5,
      previous: null,
      next: `/api/users/${me!.id}/timeline/?limit=3&offset=3`,
      results: [
        {
          kind: 'referral',
          at: at(4).toISOString(),
          summary: 'Referred Nila Das, no purchase yet',
          coins: null,
        },
        { kind: 'coin_entry', at: at(3).toISOString(), coins: -30 },
        {
          kind: 'voucher_purchase',
          at: at(3).toISOString(),
          summary: 'Bought Free tea (Acme Prints), code TL-1, for 30 coins',
          coins: null,
        },
      ],
    });
    const second = await page('?limit=3&offset=3');
    expect(second.json()).toMatchObject({
      count: 5,
      next: null,
      results: [
        {
          kind: 'order',
          id: o!.id,
          at: at(2).toISOString(),
          summary: `Order #${o!.id} Thesis: delivered, ₹250`,
        },
        { kind: 'coin_entry', at: at(1).toISOString(), summary: 'Test credit', coins: 100 },
      ],
    });

    // Money in a summary is written in the product's one format: ₹ with Indian grouping.
    await db.update(referrals).set({ saleAmount: 123456.5 }).where(eq(referrals.referredId, friend.id));
    const afterSale = await page('?limit=1');
    expect(afterSale.json().results[0].summary).toBe('Referred Nila Das, who has bought for ₹1,23,456.50');

    // The referred customer's own timeline says whose code brought them.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/users/${friend.id}/timeline/`,
      headers: bearer(admin),
    });
    expect(theirs.json().results).toEqual([
      expect.objectContaining({
        kind: 'referral',
        summary: `Joined with the referral code of ${c!.firstName} ${c!.lastName}`.trim(),
      }),
    ]);
  });

  it('shows a QR redemption beside the coin entry that credited it', async () => {
    const { t, admin } = ctx;
    const [me] = await customersWithTokens(t, 1, 0);
    const [qr] = await t.database.db
      .insert(qrCodes)
      .values({
        code: 'TL-QR',
        value: 40,
        company: 'Acme',
        validity: new Date(Date.now() + 86_400_000),
        redirectionUrl: 'https://example.com/offer',
      })
      .returning();
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/qr-redemptions',
      headers: bearer(me!.token),
      payload: { code: qr!.code },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${me!.id}/timeline/`,
      headers: bearer(admin),
    });
    const kinds = res
      .json()
      .results.map((e: { kind: string; summary: string; coins: number | null }) => [e.kind, e.coins]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['qr_redemption', null],
        ['coin_entry', 40],
      ]),
    );
    expect(res.json().results).toContainEqual(
      expect.objectContaining({ kind: 'qr_redemption', summary: 'Redeemed QR code TL-QR for 40 coins' }),
    );
  });

  it('answers an empty page for a customer with no history, and 404 for an unknown one', async () => {
    const { t, admin } = ctx;
    const [quiet] = await customersWithTokens(t, 1, 0);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${quiet!.id}/timeline/`,
      headers: bearer(admin),
    });
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/users/999999/timeline/',
      headers: bearer(admin),
    });
    expect(none.statusCode).toBe(404);
  });
});
