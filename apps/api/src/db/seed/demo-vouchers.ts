import { desc, eq } from 'drizzle-orm';

import { SYSTEM_ACTOR } from '../../modules/audit-log/audit-log.service';
import { purchaseVoucher } from '../../modules/vouchers/vouchers.purchases.service';
import * as repo from '../../modules/vouchers/vouchers.repository';
import { clients, customers, voucherInfos } from '../schema';
import { createRng } from './factories';
import { makePng } from './png';

import type { Db, DbOrTx } from '../client';

const DAY = 86_400_000;
/** Each company with what it sells: its vouchers are its own offers (detail, cost in coins). */
export const DEMO_CLIENTS = [
  {
    name: 'Blue Lotus Cafe',
    address: ['Pune', 'Maharashtra', '411001'],
    potential: 'High',
    offers: [
      ['Free cappuccino at Blue Lotus Cafe', 50],
      ['Breakfast for two at Blue Lotus Cafe', 140],
    ],
  },
  {
    name: 'City Books',
    address: ['Bengaluru', 'Karnataka', '560001'],
    potential: 'Medium',
    offers: [
      ['10% off any book at City Books', 80],
      ['Rs 250 City Books gift card', 200],
    ],
  },
  {
    name: 'Metro Gym',
    address: ['Mumbai', 'Maharashtra', '400001'],
    potential: '',
    offers: [
      ['One-day pass to Metro Gym', 120],
      ['Personal training session at Metro Gym', 250],
    ],
  },
  {
    name: 'Sunrise Travels',
    address: ['Jaipur', 'Rajasthan', '302001'],
    potential: 'Low',
    offers: [
      ['Rs 500 off a Sunrise Travels weekend trip', 300],
      ['Free airport transfer with Sunrise Travels', 150],
    ],
  },
  // A client that has no vouchers yet.
  { name: 'Green Leaf Grocers', address: ['Chennai', 'Tamil Nadu', '600001'], potential: 'High', offers: [] },
] as const;

/**
 * Five client companies (one without vouchers) with single and multiple-code vouchers, and a few purchases
 * made through the real purchase service, so codes, coins and the ledger agree.
 */
export async function seedDemoVouchers(db: DbOrTx, now = new Date()) {
  const rng = createRng(11);
  const made = await db
    .insert(clients)
    .values(
      DEMO_CLIENTS.map(({ name, address: [city, state, pincode], potential }, i) => ({
        name,
        contact: String(9_800_000_000 + i * 1_234_567),
        potential,
        joinedOn: new Date(now.getTime() - (90 - i * 15) * DAY),
        isAdvertisible: i % 2 === 0,
        clientType: (i % 3) + 1,
        address: { city, state, country: 'India', pincode },
      })),
    )
    .returning({ id: clients.id });
  const infos = made.flatMap((client, ci) =>
    DEMO_CLIENTS[ci]!.offers.map(([detail, cost], k) => ({
      clientId: client.id,
      voucherDetail: detail,
      cost,
      // One voucher (the travel agent's second) has expired.
      expiryDate: new Date(now.getTime() + (k === 1 && ci === 3 ? -5 : rng.int(20, 120)) * DAY),
      imageUrl: null,
      isSingle: k === 0,
    })),
  );
  const ids = await repo.insertInfos(db, infos);
  await db.update(voucherInfos).set({ image: makePng() }).where(eq(voucherInfos.id, ids[0]!));
  await repo.insertCodes(
    db,
    infos.flatMap((info, i) =>
      Array.from({ length: info.isSingle ? 1 : rng.int(5, 12) }, (_, n) => ({
        voucherInfoId: ids[i]!,
        clientId: info.clientId,
        code: `${info.voucherDetail
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 6)
          .toUpperCase()}-${ids[i]}${String(n).padStart(3, '0')}`,
      })),
    ),
  );
  const richest = await db
    .select({ id: customers.id })
    .from(customers)
    .orderBy(desc(customers.coinBalance))
    .limit(6);
  for (const [i, buyer] of richest.entries())
    // Demo data tells no one: no e-mail, no webhook.
    await purchaseVoucher(
      db as Db,
      null,
      SYSTEM_ACTOR,
      { customerId: buyer.id, voucherId: ids[(i * 3) % 7]! },
      now,
    ).catch(() => undefined);
}
