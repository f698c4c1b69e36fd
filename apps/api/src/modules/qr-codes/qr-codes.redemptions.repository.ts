import { and, eq, sql } from 'drizzle-orm';

import { qrCodes, qrRedemptions } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type RedeemableQr = {
  id: number;
  code: string;
  value: number;
  isActive: boolean;
  validity: Date;
  maxRedemptions: number | null;
  redeemed: number;
};

/**
 * The QR with this code, its row locked until the transaction ends (`FOR UPDATE`): redemptions of one code
 * queue up, so the cap and the customer's earlier redemption are read after the one before has committed.
 */
export async function lockQrByCode(tx: DbOrTx, code: string): Promise<RedeemableQr | null> {
  const [row] = await tx
    .select({
      id: qrCodes.id,
      code: qrCodes.code,
      value: qrCodes.value,
      isActive: qrCodes.isActive,
      validity: qrCodes.validity,
      maxRedemptions: qrCodes.maxRedemptions,
      redeemed: qrCodes.redeemed,
    })
    .from(qrCodes)
    .where(eq(qrCodes.code, code))
    .for('update');
  return row ?? null;
}

export async function hasRedeemed(tx: DbOrTx, qrId: number, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: qrRedemptions.id })
    .from(qrRedemptions)
    .where(and(eq(qrRedemptions.qrId, qrId), eq(qrRedemptions.customerId, customerId)));
  return row !== undefined;
}

/** The redemption row (unique per QR and customer) and the QR's redeemed count, raised by one. */
export async function insertRedemption(
  tx: DbOrTx,
  values: { qrId: number; customerId: number; coins: number; coinEntryId: number | null },
): Promise<void> {
  await tx.insert(qrRedemptions).values(values);
  await tx
    .update(qrCodes)
    .set({ redeemed: sql`${qrCodes.redeemed} + 1` })
    .where(eq(qrCodes.id, values.qrId));
}

export async function redemptionsPerDay(db: DbOrTx, qrId: number, from: Date) {
  const day = sql<string>`to_char(${qrRedemptions.redeemedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, redemptions: sql<number>`count(*)::int` })
    .from(qrRedemptions)
    .where(and(eq(qrRedemptions.qrId, qrId), sql`${qrRedemptions.redeemedAt} >= ${from}`))
    .groupBy(day);
}
