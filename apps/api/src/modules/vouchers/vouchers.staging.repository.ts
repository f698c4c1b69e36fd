import { sql } from 'drizzle-orm';

import { copyIn } from '../../db/raw';
import { rowsOf } from '../../db/rows';
import { leases, voucherCodes, voucherInfos } from '../../db/schema';

import type { Database, DbOrTx } from '../../db/client';

/**
 * The queries of a CSV upload written in steps (vouchers.staging.service.ts): its vouchers carry the upload's id
 * until the last step clears it, and every read of vouchers or codes leaves such rows out.
 */

const COPY_CODES =
  'copy voucher_codes (voucher_info_id, client_id, voucher_code) from stdin with (format csv)';

/**
 * Writes codes with one COPY (a statement, so its own transaction): `csv` is their lines
 * `voucher_info_id,client_id,voucher_code` (a code has no comma, quote or space, so it needs no quoting). COPY
 * skips the per-row work of an INSERT (parameters, unnest, the executor's row at a time): what is left is
 * the table's own (its three indexes and the foreign key's check).
 */
export async function copyCodes(database: Database, csv: string): Promise<void> {
  await copyIn(database, COPY_CODES, csv);
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

/** Deletes up to `n` codes of an unfinished upload; returns how many. */
export async function deleteSomeCodes(db: DbOrTx, uploadId: string, n: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${voucherCodes} where id in (
        select c.id from ${voucherCodes} c join ${voucherInfos} i on i.id = c.voucher_info_id
        where i.upload_id = ${uploadId}::uuid limit ${n}::int)
      returning 1)
    select count(*)::int as n from gone`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Deletes an unfinished upload's vouchers, with whatever codes they still have. */
export async function deleteUpload(db: DbOrTx, uploadId: string): Promise<void> {
  await db.execute(sql`delete from ${voucherInfos} where upload_id = ${uploadId}::uuid`);
}

/**
 * The unfinished uploads no live lease covers at `now`: their process died (its lease has expired), or no
 * lease names them at all. An upload in progress, in this process or another, is never one.
 */
export async function abandonedUploads(db: DbOrTx, kind: string, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct i.upload_id as id from ${voucherInfos} i
    where i.upload_id is not null and not exists (
      select 1 from ${leases} l
      where l.kind = ${kind} and l.key = i.upload_id::text and l.expires_at > ${now.toISOString()}::timestamptz)`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
