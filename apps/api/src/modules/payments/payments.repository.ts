import { asc, count, eq } from 'drizzle-orm';

import { accounts, orders, payments } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { TPaymentStatus } from '@printhub/contract';

export type PaymentRow = { payment: typeof payments.$inferSelect; recordedByName: string | null };

const columns = { payment: payments, recordedByName: accounts.fullName };

/** An order's payments and refunds, oldest first, with the name of who recorded each. */
export async function listPayments(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db
    .select(columns)
    .from(payments)
    .leftJoin(accounts, eq(accounts.id, payments.recordedBy))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .leftJoin(accounts, eq(accounts.id, payments.recordedBy))
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
}

/** How many payments the order has (the caller holds its lock: the next receipt is this + 1). */
export async function countPayments(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderId, orderId));
  return row!.n;
}

export async function insertPayment(
  tx: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<typeof payments.$inferSelect> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Writes the order's paid amount and payment status (the caller holds its lock). */
export async function setOrderPaid(
  tx: DbOrTx,
  orderId: number,
  paid: { amount: number; status: TPaymentStatus; at: Date },
): Promise<void> {
  await tx
    .update(orders)
    .set({ paidAmount: paid.amount, paymentStatus: paid.status, updatedAt: paid.at })
    .where(eq(orders.id, orderId));
}
