import { and, eq, gt, sql } from 'drizzle-orm';

import { customers } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export async function setVerifyTokenHash(
  db: DbOrTx,
  customerId: number,
  hash: string,
  issuedAt: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ emailVerifyTokenHash: hash, emailVerifyTokenIssuedAt: issuedAt })
    .where(eq(customers.id, customerId));
}

/**
 * Marks the e-mail of the token's customer verified (the token is used up) and takes the referral coins held
 * for them; null for an unknown token, or one issued `issuedAfter` or before. The row's lock holds until the
 * caller's transaction ends.
 */
export async function verifyByTokenHash(
  db: DbOrTx,
  hash: string,
  at: Date,
  issuedAfter: Date,
): Promise<{ id: number; heldCoins: number } | null> {
  const [row] = await db
    .select({ id: customers.id, heldCoins: customers.heldReferralCoins })
    .from(customers)
    .where(and(eq(customers.emailVerifyTokenHash, hash), gt(customers.emailVerifyTokenIssuedAt, issuedAfter)))
    .for('update');
  if (!row) return null;
  await db
    .update(customers)
    .set({ emailVerifiedAt: at, emailVerifyTokenHash: null, heldReferralCoins: 0 })
    .where(eq(customers.id, row.id));
  return row;
}

/** What a new verification link is written from, the customer's row locked until the transaction ends. */
export async function lockVerifyState(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      email: customers.email,
      emailVerifiedAt: customers.emailVerifiedAt,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}

export async function emailVerifiedAt(db: DbOrTx, customerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: customers.emailVerifiedAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.at ?? null;
}

export async function addHeldReferralCoins(db: DbOrTx, customerId: number, coins: number): Promise<void> {
  await db
    .update(customers)
    .set({ heldReferralCoins: sql`${customers.heldReferralCoins} + ${coins}` })
    .where(eq(customers.id, customerId));
}

/** Takes up to `coins` back from the referral coins held for the customer; how many it took. */
export async function takeHeldReferralCoins(db: DbOrTx, customerId: number, coins: number): Promise<number> {
  const [row] = await db
    .select({ held: customers.heldReferralCoins })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  const taken = Math.min(row?.held ?? 0, coins);
  if (taken > 0)
    await db
      .update(customers)
      .set({ heldReferralCoins: sql`${customers.heldReferralCoins} - ${taken}` })
      .where(eq(customers.id, customerId));
  return taken;
}

export async function setNotifyEmail(db: DbOrTx, customerId: number, on: boolean): Promise<void> {
  await db.update(customers).set({ notifyEmail: on }).where(eq(customers.id, customerId));
}
