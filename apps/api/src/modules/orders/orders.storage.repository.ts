import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

import { orderFilePages, orderFiles } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

/** Which of `keys` some file or page image row names. */
export async function keysInUse(db: DbOrTx, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const [files, pages] = await Promise.all([
    db.select({ key: orderFiles.storageKey }).from(orderFiles).where(inArray(orderFiles.storageKey, keys)),
    db
      .select({ key: orderFilePages.storageKey })
      .from(orderFilePages)
      .where(inArray(orderFilePages.storageKey, keys)),
  ]);
  return [...files, ...pages].map((r) => r.key!);
}

/** The next stored files after `afterId` whose bytes are in the database (`inBucket` false) or the bucket. */
export async function filesToMove(db: DbOrTx, inBucket: boolean, afterId: number, limit: number) {
  return db
    .select({
      id: orderFiles.id,
      storageKey: orderFiles.storageKey,
      size: orderFiles.size,
      sha256: orderFiles.sha256,
    })
    .from(orderFiles)
    .where(
      and(
        gt(orderFiles.id, afterId),
        isNotNull(orderFiles.sha256),
        inBucket ? isNotNull(orderFiles.storageKey) : isNull(orderFiles.storageKey),
      ),
    )
    .orderBy(asc(orderFiles.id))
    .limit(limit);
}

/** Points a file at its new place, if it is still where the move found it; false if it was not. */
export async function setFileKey(
  tx: DbOrTx,
  id: number,
  from: string | null,
  to: string | null,
): Promise<boolean> {
  const was = from === null ? isNull(orderFiles.storageKey) : eq(orderFiles.storageKey, from);
  const moved = await tx
    .update(orderFiles)
    .set({ storageKey: to })
    .where(and(eq(orderFiles.id, id), was))
    .returning({ id: orderFiles.id });
  return moved.length > 0;
}

export type PageToMove = { orderFileId: number; page: number; width: number; storageKey: string | null };

/** The next page images (in key order after `after`) kept in the database or in the bucket. */
export async function pagesToMove(
  db: DbOrTx,
  inBucket: boolean,
  after: [number, number, number],
  limit: number,
): Promise<PageToMove[]> {
  const p = orderFilePages;
  return db
    .select({ orderFileId: p.orderFileId, page: p.page, width: p.width, storageKey: p.storageKey })
    .from(p)
    .where(
      and(
        sql`(${p.orderFileId}, ${p.page}, ${p.width}) > (${after[0]}, ${after[1]}, ${after[2]})`,
        inBucket ? isNotNull(p.storageKey) : isNull(p.storageKey),
      ),
    )
    .orderBy(asc(p.orderFileId), asc(p.page), asc(p.width))
    .limit(limit);
}

/** Moves a page image's PNG to `to` (its bytes or its key), if it is still where the move found it. */
export async function setPagePlace(
  tx: DbOrTx,
  page: PageToMove,
  to: { data: Buffer | null; storageKey: string | null },
): Promise<boolean> {
  const p = orderFilePages;
  const was = page.storageKey === null ? isNull(p.storageKey) : eq(p.storageKey, page.storageKey);
  const data = to.data && sql`decode(${to.data.toString('base64')}, 'base64')`;
  const moved = await tx
    .update(p)
    .set({ data, storageKey: to.storageKey })
    .where(and(eq(p.orderFileId, page.orderFileId), eq(p.page, page.page), eq(p.width, page.width), was))
    .returning({ page: p.page });
  return moved.length > 0;
}
