import { and, desc, eq, gte, sql } from 'drizzle-orm';

import { countCap } from '@printhub/contract';

import { customers } from '../../db/schema';
import { cappedCount, containsPattern } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type CustomerRow = typeof customers.$inferSelect;

/**
 * A page of customers, newest first, matching `search` anywhere in the name, e-mail or phone, and joined at
 * `joinedFrom` or later when given.
 */
export async function listCustomers(
  db: DbOrTx,
  q: { search?: string; joinedFrom?: Date; limit: number; offset: number },
): Promise<{ rows: CustomerRow[]; count: number }> {
  const where = and(
    q.search ? sql`${customers.searchText} like ${containsPattern(q.search)}` : undefined,
    q.joinedFrom ? gte(customers.createdAt, q.joinedFrom) : undefined,
  );
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, count: await cappedCount(db, customers, where, countCap(q.search)) };
}

export async function findCustomer(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

export async function insertCustomer(
  db: DbOrTx,
  values: Pick<typeof customers.$inferInsert, 'firstName' | 'lastName' | 'email' | 'mobile'>,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** The customer's coin balance, the row locked until the transaction ends when `lock` is set; null when unknown. */
export async function findCoinBalance(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<number | null> {
  const query = db.select({ balance: customers.coinBalance }).from(customers).where(eq(customers.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.balance ?? null;
}

export async function addToCoinBalance(db: DbOrTx, id: number, amount: number): Promise<void> {
  await db
    .update(customers)
    .set({ coinBalance: sql`${customers.coinBalance} + ${amount}` })
    .where(eq(customers.id, id));
}
