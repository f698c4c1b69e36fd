import { desc, eq } from 'drizzle-orm';

import { coinLedger } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type CoinEntryRow = typeof coinLedger.$inferSelect;
export type NewCoinEntry = Omit<typeof coinLedger.$inferInsert, 'id' | 'createdAt'>;

export async function insertCoinEntry(db: DbOrTx, entry: NewCoinEntry): Promise<CoinEntryRow> {
  const [row] = await db.insert(coinLedger).values(entry).returning();
  return row!;
}

/** The customer's latest ledger entries, newest first. */
export async function listCoinEntries(
  db: DbOrTx,
  customerId: number,
  limit: number,
): Promise<CoinEntryRow[]> {
  return db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.customerId, customerId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
    .limit(limit);
}
