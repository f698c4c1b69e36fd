import { and, asc, eq, gte, lt } from 'drizzle-orm';

import { orderFileChunks, orderFiles, orders } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

export type OrderFileRow = typeof orderFiles.$inferSelect;

export async function listFiles(db: DbOrTx, orderId: number): Promise<OrderFileRow[]> {
  return db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id);
}

/** A file with what its access rule needs to know about its order. */
export async function findFileWithOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ file: orderFiles, assignedUser: orders.assignedUser, customerId: orders.customerId })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(eq(orderFiles.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertFile(
  db: DbOrTx,
  file: { orderId: number; name: string; pages: number },
): Promise<number> {
  const [row] = await db.insert(orderFiles).values(file).returning({ id: orderFiles.id });
  return row!.id;
}

export async function insertChunk(db: DbOrTx, orderFileId: number, seq: number, data: Buffer): Promise<void> {
  await db.insert(orderFileChunks).values({ orderFileId, seq, data });
}

export async function finishFile(db: DbOrTx, id: number, done: { size: number; sha256: string }) {
  await db.update(orderFiles).set(done).where(eq(orderFiles.id, id));
}

/** Chunks `from` ≤ seq < `to` of one file, in order. */
export async function readChunks(
  db: DbOrTx,
  orderFileId: number,
  from: number,
  to: number,
): Promise<Buffer[]> {
  const rows = await db
    .select({ data: orderFileChunks.data })
    .from(orderFileChunks)
    .where(
      and(
        eq(orderFileChunks.orderFileId, orderFileId),
        gte(orderFileChunks.seq, from),
        lt(orderFileChunks.seq, to),
      ),
    )
    .orderBy(asc(orderFileChunks.seq));
  return rows.map((r) => r.data);
}
