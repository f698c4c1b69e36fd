import { startOfTodayUtc, type TPurchasedVoucher } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { addCoinEntry, coinBalance } from '../coins/coins.service';
import * as repo from './vouchers.purchases.repository';

import type { Db } from '../../db/client';

const toPurchase = ({ purchasedAt, ...p }: repo.PurchaseRow): TPurchasedVoucher => ({
  ...p,
  purchased_at: purchasedAt.toISOString(),
});

export async function listPurchases(db: Db, filter: { userId?: number; voucherId?: number }) {
  return (await repo.listPurchases(db, filter)).map(toPurchase);
}

/**
 * A user buys a voucher: in one transaction, one free code is taken and marked assigned, and the cost is
 * debited through the coin ledger (which refuses a negative balance). Any failure undoes all of it.
 */
export async function purchaseVoucher(
  db: Db,
  input: { userId: number; voucherId: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const voucher = await repo.findVoucherTerms(tx, input.voucherId);
    if (!voucher) throw new AppError('NOT_FOUND', 'Voucher not found');
    if (voucher.expiry < startOfTodayUtc(now))
      throw new AppError('UNPROCESSABLE', 'This voucher has expired');
    // The buyer first, whatever the cost: an unknown buyer is a 404 (not a foreign-key failure on a free
    // voucher), and the locked row cannot be deleted before the purchase is written.
    let balance = await coinBalance(tx, input.userId, { lock: true });
    const code = await repo.takeFreeCode(tx, input.voucherId);
    if (!code) throw new AppError('CONFLICT', 'No codes of this voucher are left');
    if (voucher.cost > 0) {
      const moved = await addCoinEntry(tx, {
        customerId: input.userId,
        amount: -voucher.cost,
        reason: `Voucher: ${voucher.detail} (${code.code})`.slice(0, 200),
        source: 'voucher_purchase',
      });
      balance = moved.balance;
    }
    const purchaseId = await repo.insertPurchase(tx, {
      customerId: input.userId,
      voucherCodeId: code.id,
      coins: voucher.cost,
    });
    const row = await repo.findPurchase(tx, purchaseId);
    return { purchase: toPurchase(row!), balance };
  });
}
