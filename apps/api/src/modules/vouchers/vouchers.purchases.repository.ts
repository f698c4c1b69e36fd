import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';

import { insertId } from '../../db/rows';
import { clients, customers, voucherCodes, voucherInfos, voucherPurchases } from '../../db/schema';
import { shownInfo } from './vouchers.repository';

import type { DbOrTx } from '../../db/client';

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
      expiry: voucherInfos.expiryDate,
    })
    .from(voucherPurchases)
    .innerJoin(customers, eq(customers.id, voucherPurchases.customerId))
    .innerJoin(voucherCodes, eq(voucherCodes.id, voucherPurchases.voucherCodeId))
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId));

export type PurchaseRow = Awaited<ReturnType<typeof selectPurchases>>[number];

/** Purchases with the buyer, voucher and client names, newest first. */
export async function listPurchases(
  db: DbOrTx,
  filter: { customerId?: number; voucherId?: number },
): Promise<PurchaseRow[]> {
  return selectPurchases(db)
    .where(
      and(
        filter.customerId === undefined ? undefined : eq(voucherPurchases.customerId, filter.customerId),
        filter.voucherId === undefined ? undefined : eq(voucherCodes.voucherInfoId, filter.voucherId),
      ),
    )
    .orderBy(desc(voucherPurchases.purchasedAt), desc(voucherPurchases.id));
}

export async function findPurchase(db: DbOrTx, id: number): Promise<PurchaseRow | null> {
  const [row] = await selectPurchases(db).where(eq(voucherPurchases.id, id));
  return row ?? null;
}

/**
 * What a purchase needs to know of the voucher, or null; its row is then KEY SHARE locked until the
 * transaction ends, so a delete of the voucher either waits for the purchase or is waited for (and the
 * voucher is then not found), never caught halfway with its codes locked.
 */
export async function findVoucherTerms(
  db: DbOrTx,
  id: number,
): Promise<{ cost: number; expiry: Date; detail: string } | null> {
  const [row] = await db
    .select({ cost: voucherInfos.cost, expiry: voucherInfos.expiryDate, detail: voucherInfos.voucherDetail })
    .from(voucherInfos)
    .where(and(eq(voucherInfos.id, id), shownInfo()))
    .for('key share');
  return row ?? null;
}

/**
 * Takes one free, active code of the voucher and marks it assigned, or null when none is left. SKIP LOCKED:
 * concurrent buyers take different codes instead of queueing on the same one.
 */
export async function takeFreeCode(
  tx: DbOrTx,
  voucherId: number,
): Promise<{ id: number; code: string } | null> {
  const [code] = await tx
    .select({ id: voucherCodes.id, code: voucherCodes.voucherCode })
    .from(voucherCodes)
    .where(
      and(
        eq(voucherCodes.voucherInfoId, voucherId),
        eq(voucherCodes.isAssigned, false),
        eq(voucherCodes.isActive, true),
      ),
    )
    .orderBy(voucherCodes.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!code) return null;
  await tx.update(voucherCodes).set({ isAssigned: true }).where(eq(voucherCodes.id, code.id));
  return code;
}

export async function insertPurchase(
  db: DbOrTx,
  values: { customerId: number; voucherCodeId: number; coins: number },
): Promise<number> {
  return insertId(db, voucherPurchases, values);
}

/**
 * The vouchers on offer at `today`: not expired, not part of a CSV upload still being written, and with at
 * least one free, active code (`available` counts them), soonest expiry first.
 */
export async function listOffers(db: DbOrTx, today: Date) {
  return db
    .select({
      id: voucherInfos.id,
      clientId: clients.id,
      clientName: clients.name,
      detail: voucherInfos.voucherDetail,
      cost: voucherInfos.cost,
      expiry: voucherInfos.expiryDate,
      hasImage: sql<boolean>`${voucherInfos.image} is not null`,
      imageUrl: voucherInfos.imageUrl,
      available: sql<number>`count(*)::int`,
    })
    .from(voucherInfos)
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId))
    .innerJoin(
      voucherCodes,
      and(
        eq(voucherCodes.voucherInfoId, voucherInfos.id),
        eq(voucherCodes.isAssigned, false),
        eq(voucherCodes.isActive, true),
      ),
    )
    .where(and(gte(voucherInfos.expiryDate, today), shownInfo()))
    .groupBy(voucherInfos.id, clients.id)
    .orderBy(asc(voucherInfos.expiryDate), asc(voucherInfos.id));
}
