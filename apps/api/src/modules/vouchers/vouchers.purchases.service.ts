import {
  API,
  startOfTodayUtc,
  type TCustomerPurchase,
  type TCustomerVoucherCode,
  type TCustomerVoucherOffer,
  type TPurchasedVoucher,
} from '@printhub/contract';

import { AppError, type AppErrorCode } from '../../lib/app-error';
import { businessMetrics } from '../../lib/metrics';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import { addCoinEntry, coinBalance } from '../coins/coins.service';
import { publishEvent, type EventSink } from '../events/events.service';
import * as repo from './vouchers.purchases.repository';

import type { Db, Tx } from '../../db/client';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the expiry is the customers' view's
const toPurchase = ({ purchasedAt, expiry, ...p }: repo.PurchaseRow): TPurchasedVoucher => ({
  ...p,
  purchased_at: purchasedAt.toISOString(),
});

export async function listPurchases(db: Db, filter: { customerId?: number; voucherId?: number }) {
  return (await repo.listPurchases(db, filter)).map(toPurchase);
}

/**
 * A user buys a voucher: in one transaction, one free code is taken and marked assigned, and the cost is
 * debited through the coin ledger (which refuses a negative balance). Any failure undoes all of it.
 */
export async function purchaseVoucher(
  db: Db,
  events: EventSink | null,
  actor: Actor,
  input: { customerId: number; voucherId: number },
  now: Date,
) {
  // Made for a customer by a staff member: logged, on the voucher, in the purchase's transaction.
  const audit = (tx: Tx, p: repo.PurchaseRow) =>
    recordChange(tx, actor, {
      action: 'purchase',
      resource: 'vouchers',
      resourceId: input.voucherId,
      summary: `Bought the code ${p.voucher_code} for customer #${input.customerId}`,
      after: { user_id: input.customerId, voucher_code: p.voucher_code, coins: p.coins },
    });
  const { purchase, balance } = await buy(db, events, input, now, undefined, audit);
  businessMetrics.voucherPurchases.inc({ channel: 'back_office' });
  return { purchase: toPurchase(purchase), balance };
}

/**
 * The purchase itself. `unavailable` is how a voucher no longer on offer (expired, sold out) is answered:
 * the back office's 422/409 by default, 410 in the customers' app.
 */
async function buy(
  db: Db,
  events: EventSink | null,
  input: { customerId: number; voucherId: number },
  now: Date,
  unavailable?: AppErrorCode,
  audit?: (tx: Tx, purchase: repo.PurchaseRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const voucher = await repo.findVoucherTerms(tx, input.voucherId);
    if (!voucher) throw new AppError('NOT_FOUND', 'Voucher not found');
    if (voucher.expiry < startOfTodayUtc(now))
      throw new AppError(unavailable ?? 'UNPROCESSABLE', 'This voucher has expired');
    // The buyer first, whatever the cost: an unknown buyer is a 404 (not a foreign-key failure on a free
    // voucher), and the locked row cannot be deleted before the purchase is written.
    let balance = await coinBalance(tx, input.customerId, { lock: true });
    const code = await repo.takeFreeCode(tx, input.voucherId);
    if (!code) throw new AppError(unavailable ?? 'CONFLICT', 'No codes of this voucher are left');
    if (voucher.cost > 0) {
      const moved = await addCoinEntry(tx, {
        customerId: input.customerId,
        amount: -voucher.cost,
        reason: `Voucher: ${voucher.detail} (${code.code})`.slice(0, 200),
        source: 'voucher_purchase',
      });
      balance = moved.balance;
    }
    const purchaseId = await repo.insertPurchase(tx, {
      customerId: input.customerId,
      voucherCodeId: code.id,
      coins: voucher.cost,
    });
    const row = (await repo.findPurchase(tx, purchaseId))!;
    await audit?.(tx, row);
    await publishEvent(
      tx,
      {
        type: 'voucher.purchased',
        data: {
          purchase_id: row.id,
          customer_id: input.customerId,
          voucher_id: input.voucherId,
          voucher_code: row.voucher_code,
          voucher_detail: row.voucher_detail,
          client_name: row.client_name,
          cost: voucher.cost,
          balance,
        },
      },
      events,
    );
    return { purchase: row, balance };
  });
}

const toCustomerCode = (p: repo.PurchaseRow): TCustomerVoucherCode => ({
  id: p.id,
  voucher_code: p.voucher_code,
  voucher_detail: p.voucher_detail,
  client_name: p.client_name,
  cost: p.coins,
  expiry_date: p.expiry.toISOString(),
  purchased_at: p.purchasedAt.toISOString(),
});

/** The vouchers a customer can buy at `now`. */
export async function listOffers(db: Db, now: Date): Promise<TCustomerVoucherOffer[]> {
  return (await repo.listOffers(db, startOfTodayUtc(now))).map((v) => ({
    id: v.id,
    client: { id: v.clientId, name: v.clientName },
    voucher_detail: v.detail,
    cost: v.cost,
    expiry_date: v.expiry.toISOString(),
    image_url: v.hasImage ? API.customerVoucherImage(v.id) : v.imageUrl,
    available: v.available,
  }));
}

/** A signed-in customer buys a voucher: the same purchase, a voucher no longer on offer answered 410. */
export async function customerPurchase(
  db: Db,
  events: EventSink | null,
  customerId: number,
  voucherId: number,
  now: Date,
): Promise<TCustomerPurchase> {
  const { purchase, balance } = await buy(db, events, { customerId, voucherId }, now, 'GONE');
  businessMetrics.voucherPurchases.inc({ channel: 'customer' });
  return { ...toCustomerCode(purchase), balance };
}

/** The codes the customer bought, newest first. */
export async function customerCodes(db: Db, customerId: number): Promise<TCustomerVoucherCode[]> {
  return (await repo.listPurchases(db, { customerId })).map(toCustomerCode);
}
