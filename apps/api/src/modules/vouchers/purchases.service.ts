import { and, desc, eq, sql } from 'drizzle-orm';

import { startOfTodayUtc, type TPurchasedVoucher } from '@printhub/contract';

import { clients, customers, voucherCodes, voucherInfos, voucherPurchases } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addCoinEntry } from '../coins/coins.service';

import type { Db, DbOrTx } from '../../db/client';

const selectPurchases = (db: DbOrTx) =>
  db
    .select({
      id: voucherPurchases.id,
      user_id: voucherPurchases.customerId,
      user_name: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      voucher_id: voucherCodes.voucherInfoId,
      voucher_detail: voucherInfos.voucherDetail,
      client_name: clients.name,
      voucher_code: voucherCodes.voucherCode,
      coins: voucherPurchases.coins,
      purchasedAt: voucherPurchases.purchasedAt,
    })
    .from(voucherPurchases)
    .innerJoin(customers, eq(customers.id, voucherPurchases.customerId))
    .innerJoin(voucherCodes, eq(voucherCodes.id, voucherPurchases.voucherCodeId))
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId));

const toPurchase = ({
  purchasedAt,
  ...p
}: Awaited<ReturnType<typeof selectPurchases>>[number]): TPurchasedVoucher => ({
  ...p,
  purchased_at: purchasedAt.toISOString(),
});

export async function listPurchases(db: Db, filter: { userId?: number; voucherId?: number }) {
  const rows = await selectPurchases(db)
    .where(
      and(
        filter.userId === undefined ? undefined : eq(voucherPurchases.customerId, filter.userId),
        filter.voucherId === undefined ? undefined : eq(voucherCodes.voucherInfoId, filter.voucherId),
      ),
    )
    .orderBy(desc(voucherPurchases.purchasedAt), desc(voucherPurchases.id));
  return rows.map(toPurchase);
}

/**
 * A user buys a voucher: in one transaction, one free code is taken (SKIP LOCKED, so that
 * concurrent buyers take different codes instead of queueing on the same one), marked assigned, and the
 * cost is debited through the coin ledger (which refuses a negative balance). Any failure undoes all of it.
 */
export async function purchaseVoucher(
  db: Db,
  input: { userId: number; voucherId: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [voucher] = await tx
      .select({
        cost: voucherInfos.cost,
        expiry: voucherInfos.expiryDate,
        detail: voucherInfos.voucherDetail,
      })
      .from(voucherInfos)
      .where(eq(voucherInfos.id, input.voucherId));
    if (!voucher) throw new AppError('NOT_FOUND', 'Voucher not found');
    if (voucher.expiry < startOfTodayUtc(now))
      throw new AppError('UNPROCESSABLE', 'This voucher has expired');
    const [code] = await tx
      .select({ id: voucherCodes.id, code: voucherCodes.voucherCode })
      .from(voucherCodes)
      .where(
        and(
          eq(voucherCodes.voucherInfoId, input.voucherId),
          eq(voucherCodes.isAssigned, false),
          eq(voucherCodes.isActive, true),
        ),
      )
      .orderBy(voucherCodes.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!code) throw new AppError('CONFLICT', 'No codes of this voucher are left');
    await tx.update(voucherCodes).set({ isAssigned: true }).where(eq(voucherCodes.id, code.id));
    let balance: number | null = null;
    if (voucher.cost > 0) {
      const moved = await addCoinEntry(tx, {
        customerId: input.userId,
        amount: -voucher.cost,
        reason: `Voucher: ${voucher.detail} (${code.code})`.slice(0, 200),
        source: 'voucher_purchase',
      });
      balance = moved.balance;
    }
    const [purchase] = await tx
      .insert(voucherPurchases)
      .values({ customerId: input.userId, voucherCodeId: code.id, coins: voucher.cost })
      .returning({ id: voucherPurchases.id });
    const [row] = await selectPurchases(tx).where(eq(voucherPurchases.id, purchase!.id));
    if (balance === null) {
      const [c] = await tx
        .select({ b: customers.coinBalance })
        .from(customers)
        .where(eq(customers.id, input.userId));
      if (!c) throw new AppError('NOT_FOUND', 'User not found');
      balance = c.b;
    }
    return { purchase: toPurchase(row!), balance };
  });
}
