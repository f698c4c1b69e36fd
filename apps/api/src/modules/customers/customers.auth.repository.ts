import { and, eq, lt, ne, sql } from 'drizzle-orm';

import { preparedPerDb } from '../../db/prepared';
import { customers, customerTokens } from '../../db/schema';
import { liveToken } from '../auth/auth.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { CustomerRow } from './customers.repository';

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function insertCustomerWithPassword(
  db: DbOrTx,
  values: Pick<typeof customers.$inferInsert, 'firstName' | 'lastName' | 'email' | 'mobile' | 'passwordHash'>,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Sets the password hash; false when the customer does not exist. */
export async function updatePasswordHash(
  db: DbOrTx,
  customerId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ passwordHash })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function insertToken(
  db: DbOrTx,
  values: { customerId: number; tokenHash: string; expiresAt: Date; lastUsedAt: Date },
): Promise<void> {
  await db.insert(customerTokens).values(values);
}

/** The live token's customer id, or null when the token is unknown, expired or unused since `idleSince`. */
export type CustomerTokenSession = { tokenId: number; customerId: number; lastUsedAt: Date; expiresAt: Date };

/** The session lookup of every signed-in customer request: built once, then executed. */
const sessionStatement = preparedPerDb((db) =>
  db
    .select({
      tokenId: customerTokens.id,
      customerId: customerTokens.customerId,
      lastUsedAt: customerTokens.lastUsedAt,
      expiresAt: customerTokens.expiresAt,
    })
    .from(customerTokens)
    .where(liveToken(customerTokens))
    .limit(1)
    .prepare('customer_session'),
);

export async function findTokenByHash(
  db: Db,
  tokenHash: string,
  at: { now: Date; idleSince: Date },
): Promise<CustomerTokenSession | null> {
  const [row] = await sessionStatement(db).execute({ tokenHash, ...at });
  return row ?? null;
}

/** Records a use of the token, unless one was recorded after `unlessAfter` (one write a minute at most). */
export async function touchToken(db: DbOrTx, tokenId: number, now: Date, unlessAfter: Date): Promise<void> {
  await db
    .update(customerTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(customerTokens.id, tokenId), lt(customerTokens.lastUsedAt, unlessAfter)));
}

export async function deleteToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.id, tokenId));
}

export async function deleteOtherTokens(db: DbOrTx, customerId: number, keepTokenId: number): Promise<void> {
  await db
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), ne(customerTokens.id, keepTokenId)));
}

/** Signs the customer out everywhere. */
export async function deleteCustomerTokens(db: DbOrTx, customerId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
}

export async function deleteExpiredTokens(db: DbOrTx, customerId: number, now: Date): Promise<void> {
  await db
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), lt(customerTokens.expiresAt, now)));
}
