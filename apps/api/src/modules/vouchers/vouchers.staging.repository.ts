import { sql } from 'drizzle-orm';

import { rowsOf } from '../../db/rows';
import { voucherCodes, voucherInfos } from '../../db/schema';

import type { DbOrTx } from '../../db/client';

/**
 * The queries of a CSV upload written in steps (vouchers.staging.ts): its vouchers carry the upload's id
 * until the last step clears it, and every read of vouchers or codes leaves such rows out.
 */

/** `n` fresh ids of voucher_codes, in the order drawn: one statement, so they follow the input's order. */
export async function drawCodeIds(db: DbOrTx, n: number): Promise<number[]> {
  const drawn = await db.execute<{ id: number }>(sql`
    select nextval(pg_get_serial_sequence('voucher_codes', 'id'))::int as id from generate_series(1, ${n}::int)`);
  return rowsOf<{ id: number }>(drawn).map((r) => r.id);
}

/** Inserts codes with the ids drawn for them, in one statement (unnest of arrays). */
export async function insertCodesWithIds(
  db: DbOrTx,
  rows: { id: number; voucherInfoId: number; clientId: number; code: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${voucherCodes} (id, voucher_info_id, client_id, voucher_code)
    overriding system value
    select * from unnest(
      ${sql.param(rows.map((r) => r.id))}::int[],
      ${sql.param(rows.map((r) => r.voucherInfoId))}::int[],
      ${sql.param(rows.map((r) => r.clientId))}::int[],
      ${sql.param(rows.map((r) => r.code))}::text[])`);
}

/**
 * Makes the upload's vouchers visible, as created now; returns how many there were (fewer than written
 * means some were deleted under the upload: the caller refuses it).
 */
export async function publishUpload(db: DbOrTx, uploadId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with shown as (
      update ${voucherInfos} set upload_id = null, created_on = now()
      where upload_id = ${uploadId}::uuid
      returning 1)
    select count(*)::int as n from shown`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Deletes these codes (a part of an unfinished upload's, by the ids drawn for them). */
export async function deleteCodesById(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from ${voucherCodes} where id = any(${sql.param(ids)}::int[])`);
}

/** Deletes an unfinished upload's vouchers, with whatever codes they still have. */
export async function deleteUpload(db: DbOrTx, uploadId: string): Promise<void> {
  await db.execute(sql`delete from ${voucherInfos} where upload_id = ${uploadId}::uuid`);
}

/** Deletes every unfinished upload's vouchers and codes; returns how many vouchers there were. */
export async function deleteAllUploads(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (delete from ${voucherInfos} where upload_id is not null returning 1)
    select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
