import { desc, eq, sql } from 'drizzle-orm';

import { coinLedger, customers } from '../../db/schema';
import { AppError } from '../../lib/app-error';

import type { Db, DbOrTx } from '../../db/client';
import type { TCoinEntry, TCoinInfo, TCoinSource } from '@printhub/contract';

export function toCoinEntry(e: typeof coinLedger.$inferSelect): TCoinEntry {
  return {
    id: e.id,
    amount: e.amount,
    reason: e.reason,
    source: e.source,
    created_at: e.createdAt.toISOString(),
  };
}

/**
 * Adds one ledger entry and moves the cached balance with it, inside the caller's transaction. The
 * customer row is locked first, so concurrent movements queue up instead of both reading the old
 * balance; a movement that would take the balance below zero fails with 422 and changes nothing.
 */
export async function addCoinEntry(
  tx: DbOrTx,
  entry: {
    customerId: number;
    amount: number;
    reason: string;
    source: TCoinSource;
    createdBy?: number | null;
  },
): Promise<{ entry: TCoinEntry; balance: number }> {
  const [customer] = await tx
    .select({ balance: customers.coinBalance })
    .from(customers)
    .where(eq(customers.id, entry.customerId))
    .for('update');
  if (!customer) throw new AppError('NOT_FOUND', 'User not found');
  const balance = customer.balance + entry.amount;
  if (balance < 0)
    throw new AppError('UNPROCESSABLE', `Not enough coins: the balance is ${customer.balance}`);
  const [row] = await tx
    .insert(coinLedger)
    .values({ ...entry, createdBy: entry.createdBy ?? null })
    .returning();
  await tx
    .update(customers)
    .set({ coinBalance: sql`${customers.coinBalance} + ${entry.amount}` })
    .where(eq(customers.id, entry.customerId));
  return { entry: toCoinEntry(row!), balance };
}

export async function adjustCoins(
  db: Db,
  input: { userId: number; amount: number; reason: string; adminId: number },
): Promise<{ entry: TCoinEntry; balance: number }> {
  return db.transaction((tx) =>
    addCoinEntry(tx, {
      customerId: input.userId,
      amount: input.amount,
      reason: input.reason,
      source: 'admin_adjustment',
      createdBy: input.adminId,
    }),
  );
}

export async function getCoinInfo(db: Db, userId: number, historyLimit = 200): Promise<TCoinInfo> {
  const [customer] = await db
    .select({ balance: customers.coinBalance })
    .from(customers)
    .where(eq(customers.id, userId));
  if (!customer) throw new AppError('NOT_FOUND', 'User not found');
  const history = await db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.customerId, userId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
    .limit(historyLimit);
  return { user_id: userId, balance: customer.balance, history: history.map(toCoinEntry) };
}
