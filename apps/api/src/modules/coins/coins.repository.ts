import { desc, eq, sql } from 'drizzle-orm';

import { COUNT_CAP } from '@printhub/contract';

import { rowsOf } from '../../db/rows';
import { coinLedger, customers } from '../../db/schema';
import { cappedCount } from '../../lib/lists';

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
  offset = 0,
): Promise<CoinEntryRow[]> {
  return db
    .select()
    .from(coinLedger)
    .where(eq(coinLedger.customerId, customerId))
    .orderBy(desc(coinLedger.createdAt), desc(coinLedger.id))
    .limit(limit)
    .offset(offset);
}

/** The customer's ledger entries, counted up to the lists' cap. */
export async function countCoinEntries(db: DbOrTx, customerId: number): Promise<number> {
  return cappedCount(db, coinLedger, eq(coinLedger.customerId, customerId), COUNT_CAP);
}

export type LedgerMismatch = { id: number; email: string; balance: number; ledgerSum: number };

/** Every customer whose stored balance is not the sum of their ledger (none, when all is well). */
export async function findLedgerMismatches(db: DbOrTx): Promise<LedgerMismatch[]> {
  const result = await db.execute(sql`
    select c.id, c.email, c.coin_balance as balance, coalesce(l.total, 0)::bigint::text as ledger_sum
    from ${customers} c
    left join (select customer_id, sum(amount) as total from ${coinLedger} group by customer_id) l
      on l.customer_id = c.id
    where c.coin_balance <> coalesce(l.total, 0)
    order by c.id`);
  return rowsOf<{ id: number; email: string; balance: number; ledger_sum: string }>(result).map((r) => ({
    id: r.id,
    email: r.email,
    balance: r.balance,
    ledgerSum: Number(r.ledger_sum),
  }));
}

/** How many customers and ledger entries there are. */
export async function ledgerTotals(db: DbOrTx): Promise<{ customers: number; entries: number }> {
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(coinLedger);
  return { customers: c?.n ?? 0, entries: e?.n ?? 0 };
}
