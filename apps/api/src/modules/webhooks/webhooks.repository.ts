import { and, eq, sql } from 'drizzle-orm';

import { WEBHOOK_DELIVERY_ORDERING_FIELDS, WEBHOOK_ORDERING_FIELDS } from '@printhub/contract';

import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { columnSortKeys, searchWhere, tableList, withinDays } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export type EndpointFilter = { search?: string; active?: boolean };

const endpointWhere = (f: EndpointFilter) =>
  and(
    searchWhere(f.search, [webhookEndpoints.url, webhookEndpoints.description]),
    f.active === undefined ? undefined : eq(webhookEndpoints.active, f.active),
  );
export const { rows: listEndpoints, count: countEndpoints } = tableList(
  webhookEndpoints,
  endpointWhere,
  columnSortKeys(webhookEndpoints, WEBHOOK_ORDERING_FIELDS),
);

/** The endpoint, locked for the rest of the transaction when `lock`. */
export async function findEndpoint(db: DbOrTx, id: number, lock = false): Promise<EndpointRow | null> {
  const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEndpoint(db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

/** Deletes the endpoint; its row as it was, or null when there is none. */
export async function deleteEndpoint(db: DbOrTx, id: number): Promise<EndpointRow | null> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

/** The endpoints switched on that listen for `type`. */
export function listeningEndpoints(db: DbOrTx, type: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${type} = any(${webhookEndpoints.events})`));
}

export type DeliveryFilter = SearchDaysFilter & { endpointId: number; status?: string };

const deliveryWhere = (f: DeliveryFilter) =>
  and(
    eq(webhookDeliveries.endpointId, f.endpointId),
    searchWhere(f.search, [webhookDeliveries.messageId, webhookDeliveries.type, webhookDeliveries.error]),
    f.status ? eq(webhookDeliveries.status, f.status as DeliveryRow['status']) : undefined,
    withinDays(webhookDeliveries.scheduledAt, f.days),
  );
export const { rows: listDeliveries, count: countDeliveries } = tableList(
  webhookDeliveries,
  deliveryWhere,
  columnSortKeys(webhookDeliveries, WEBHOOK_DELIVERY_ORDERING_FIELDS),
);

export async function insertDelivery(db: DbOrTx, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: DbOrTx, id: number): Promise<DeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Records a try's outcome if it is still pending (false when another worker recorded it first). */
export async function settleDelivery(
  db: DbOrTx,
  id: number,
  values: Pick<DeliveryRow, 'status' | 'statusCode' | 'durationMs' | 'error' | 'response' | 'triedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** Every try still waiting at the endpoint is not made (it was switched off). */
export async function cancelPendingDeliveries(db: DbOrTx, endpointId: number, error: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'cancelled', error })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}
