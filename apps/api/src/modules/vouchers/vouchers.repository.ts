import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { insertId, rowsOf } from '../../db/rows';
import { clients, voucherCodes, voucherInfos } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

/**
 * The vouchers anyone may see: not those of a CSV upload still being written (upload_id set). Every read of
 * vouchers, and of codes through their voucher, includes it.
 */
export const shownInfo = () => isNull(voucherInfos.uploadId);

export const infoColumns = {
  id: voucherInfos.id,
  clientId: voucherInfos.clientId,
  clientName: clients.name,
  voucherDetail: voucherInfos.voucherDetail,
  cost: voucherInfos.cost,
  expiryDate: voucherInfos.expiryDate,
  imageUrl: voucherInfos.imageUrl,
  hasImage: sql<boolean>`${voucherInfos.image} is not null`,
  isSingle: voucherInfos.isSingle,
  createdOn: voucherInfos.createdOn,
};

export async function findInfos(db: DbOrTx, filter: { clientId?: number; id?: number }) {
  return db
    .select(infoColumns)
    .from(voucherInfos)
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId))
    .where(
      and(
        shownInfo(),
        filter.clientId === undefined ? undefined : eq(voucherInfos.clientId, filter.clientId),
        filter.id === undefined ? undefined : eq(voucherInfos.id, filter.id),
      ),
    )
    .orderBy(desc(voucherInfos.createdOn), desc(voucherInfos.id));
}
export type InfoRow = Awaited<ReturnType<typeof findInfos>>[number];

export type CodeRow = Awaited<ReturnType<typeof findCodes>>[number];

/** What the code queries read of a voucher code. */
export const codeColumns = {
  id: voucherCodes.id,
  voucherInfoId: voucherCodes.voucherInfoId,
  voucherCode: voucherCodes.voucherCode,
  isAssigned: voucherCodes.isAssigned,
  isActive: voucherCodes.isActive,
};

export async function findCodes(db: DbOrTx, infoIds: number[]) {
  if (infoIds.length === 0) return [];
  return db
    .select(codeColumns)
    .from(voucherCodes)
    .where(inArray(voucherCodes.voucherInfoId, infoIds))
    .orderBy(voucherCodes.voucherInfoId, voucherCodes.id);
}

/**
 * Which of these codes the client already has, counting those of uploads still being written: a code is the
 * client's as soon as any upload has written it (the unique index sees them too).
 */
export async function existingCodes(db: DbOrTx, clientId: number, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: voucherCodes.voucherCode })
    .from(voucherCodes)
    .where(
      and(
        eq(voucherCodes.clientId, clientId),
        sql`${voucherCodes.voucherCode} = any(${sql.param(codes)}::text[])`,
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/** Inserts many codes in one statement (unnest of arrays); an upload sends them a batch at a time. */
export async function insertCodes(
  db: DbOrTx,
  rows: { voucherInfoId: number; clientId: number; code: string; isActive?: boolean }[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${voucherCodes} (voucher_info_id, client_id, voucher_code, is_active)
    select * from unnest(
      ${sql.param(rows.map((r) => r.voucherInfoId))}::int[],
      ${sql.param(rows.map((r) => r.clientId))}::int[],
      ${sql.param(rows.map((r) => r.code))}::text[],
      ${sql.param(rows.map((r) => r.isActive ?? true))}::boolean[])`);
}

export async function deleteCodes(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(voucherCodes).where(inArray(voucherCodes.id, ids));
}

/**
 * Locks these vouchers' rows, then every code of theirs, until the transaction ends, and returns a code that a
 * user has bought, or null. A purchase holds its voucher's row (KEY SHARE) from its start: a purchase under
 * way is waited for, so its code is seen bought once it commits; a purchase starting later waits for the
 * delete and then finds no voucher, on PostgreSQL as on PGlite (rather than finding its codes locked).
 */
export async function lockCodesFindBought(db: DbOrTx, infoIds: number[]): Promise<string | null> {
  await db
    .select({ id: voucherInfos.id })
    .from(voucherInfos)
    .where(inArray(voucherInfos.id, infoIds))
    .orderBy(voucherInfos.id)
    .for('update');
  // The aggregate reads (and so locks) every row, without sending a 100,000-code voucher's codes over.
  const result = await db.execute<{ code: string | null }>(sql`
    select min(voucher_code) filter (where is_assigned) as code from (
      select voucher_code, is_assigned from ${voucherCodes}
      where voucher_info_id = any(${sql.param(infoIds)}::int[])
      for update
    ) as locked`);
  return rowsOf<{ code: string | null }>(result)[0]?.code ?? null;
}

type NewInfo = {
  clientId: number;
  voucherDetail: string;
  cost: number;
  expiryDate: Date;
  imageUrl: string | null;
  isSingle: boolean;
};

export async function insertInfo(db: DbOrTx, values: Omit<NewInfo, 'imageUrl'> & { image: Buffer | null }) {
  return insertId(db, voucherInfos, values);
}

/** Whether the client exists; its row is then share-locked until the transaction ends (no delete meanwhile). */
export async function lockClient(db: DbOrTx, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('key share');
  return row !== undefined;
}

/** The voucher, its row locked until the transaction ends, or null. */
export async function lockInfo(db: DbOrTx, id: number): Promise<{ id: number; isSingle: boolean } | null> {
  const [row] = await db
    .select({ id: voucherInfos.id, isSingle: voucherInfos.isSingle })
    .from(voucherInfos)
    .where(and(eq(voucherInfos.id, id), shownInfo()))
    .for('update');
  return row ?? null;
}

export async function updateInfo(
  db: DbOrTx,
  id: number,
  values: Omit<NewInfo, 'isSingle' | 'imageUrl'> & { image?: Buffer; imageUrl?: null },
): Promise<void> {
  await db.update(voucherInfos).set(values).where(eq(voucherInfos.id, id));
}

/** Deletes the vouchers (their codes go with them); returns the ids that existed. */
export async function deleteInfos(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db
    .delete(voucherInfos)
    .where(and(inArray(voucherInfos.id, ids), shownInfo()))
    .returning({ id: voucherInfos.id });
  return rows.map((r) => r.id);
}

export async function findImage(db: DbOrTx, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: voucherInfos.image })
    .from(voucherInfos)
    .where(and(eq(voucherInfos.id, id), shownInfo()));
  return row?.image ?? null;
}

/**
 * Inserts many vouchers in one statement and returns their ids in input order: the ids are drawn from the
 * sequence first, so matching them to the input does not depend on the order RETURNING happens to use.
 * With an upload id, the vouchers stay hidden until that upload is published.
 */
export async function insertInfos(
  db: DbOrTx,
  rows: NewInfo[],
  uploadId: string | null = null,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const drawn = await db.execute<{ id: number }>(sql`
    select nextval(pg_get_serial_sequence('voucher_infos', 'id'))::int as id from generate_series(1, ${rows.length}::int)`);
  const ids = rowsOf<{ id: number }>(drawn).map((r) => r.id);
  const col = <T>(f: (r: NewInfo) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into ${voucherInfos} (id, client_id, voucher_detail, cost, expiry_date, image_url, is_single, upload_id)
    overriding system value
    select *, ${uploadId}::uuid from unnest(${sql.param(ids)}::int[], ${col((r) => r.clientId)}::int[],
      ${col((r) => r.voucherDetail)}::text[], ${col((r) => r.cost)}::int[],
      ${col((r) => r.expiryDate.toISOString())}::timestamptz[], ${col((r) => r.imageUrl)}::text[],
      ${col((r) => r.isSingle)}::boolean[])`);
  return ids;
}
