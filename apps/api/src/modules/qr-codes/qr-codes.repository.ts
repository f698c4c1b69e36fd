import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

import { QR_RANDOM_MAX, QR_RANDOM_MIN } from '@printhub/contract';

import { qrCodes, qrScans, type TQrScanOutcome } from '../../db/schema';

import type { DbOrTx } from '../../db/client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

const { image: _image, ...withoutImage } = getTableColumns(qrCodes);
/** Every column but the image bytes, plus whether there is an image. */
export const qrColumns = { ...withoutImage, hasImage: sql<boolean>`${qrCodes.image} is not null` };
export type QrRow = Omit<typeof qrCodes.$inferSelect, 'image'> & { hasImage: boolean };
export type QrInsert = typeof qrCodes.$inferInsert;

export async function findQrCodes(db: DbOrTx, id?: number): Promise<QrRow[]> {
  return db
    .select(qrColumns)
    .from(qrCodes)
    .where(id === undefined ? undefined : eq(qrCodes.id, id))
    .orderBy(desc(qrCodes.generatedDate), desc(qrCodes.id));
}

export async function findQrCode(db: DbOrTx, id: number): Promise<QrRow | null> {
  const [row] = await findQrCodes(db, id);
  return row ?? null;
}

export async function insertQrCode(db: DbOrTx, values: QrInsert): Promise<QrRow> {
  const [row] = await db.insert(qrCodes).values(values).returning(qrColumns);
  return row!;
}

export async function updateQrCodeRow(
  db: DbOrTx,
  id: number,
  values: PgUpdateSetSource<typeof qrCodes>,
): Promise<QrRow | null> {
  const [row] = await db.update(qrCodes).set(values).where(eq(qrCodes.id, id)).returning(qrColumns);
  return row ?? null;
}

export async function deleteQrCodeRows(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.delete(qrCodes).where(inArray(qrCodes.id, ids)).returning({ id: qrCodes.id });
  return rows.map((r) => r.id);
}

/** A random code from 100–999 that no QR uses yet, or null when all 900 are taken. */
export async function pickFreeRandomCode(db: DbOrTx): Promise<string | null> {
  const rows = await db.execute<{ code: string }>(sql`
    select n::text as code from generate_series(${QR_RANDOM_MIN}::int, ${QR_RANDOM_MAX}::int) as n
    where not exists (select 1 from ${qrCodes} where ${qrCodes.code} = n::text)
    order by random() limit 1`);
  return (rows as unknown as { rows?: { code: string }[] }).rows?.[0]?.code ?? null;
}

export async function findImageById(db: DbOrTx, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ image: qrCodes.image }).from(qrCodes).where(eq(qrCodes.id, id));
  return row?.image ?? null;
}

/** The image a scan may show: only an active QR still inside its validity. */
export async function findScannableImage(db: DbOrTx, code: string, validFrom: Date): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: qrCodes.image })
    .from(qrCodes)
    .where(and(eq(qrCodes.code, code), eq(qrCodes.isActive, true), sql`${qrCodes.validity} >= ${validFrom}`));
  return row?.image ?? null;
}

/**
 * Counts one scan of an active, valid code and logs it, in one statement: the count goes up by exactly
 * one however many servers run this at once (the row lock lasts one statement), and the log row is
 * written in the same statement, so a counted scan is never missing from the log.
 */
export async function countScan(
  db: DbOrTx,
  code: string,
  validFrom: Date,
  userAgent: string,
): Promise<{ redirectionUrl: string; hasImage: boolean } | null> {
  const result = await db.execute<{ redirection_url: string; has_image: boolean }>(sql`
    with hit as (
      update ${qrCodes} set count = count + 1
      where code = ${code} and is_active and validity >= ${validFrom}
      returning id, redirection_url, image is not null as has_image
    ), logged as (
      insert into ${qrScans} (qr_id, outcome, user_agent)
      select id, case when has_image then 'image' else 'redirect' end, ${userAgent} from hit
    )
    select redirection_url, has_image from hit`);
  const row = (result as unknown as { rows: { redirection_url: string; has_image: boolean }[] }).rows[0];
  return row ? { redirectionUrl: row.redirection_url, hasImage: row.has_image } : null;
}

/** Why a code was not scannable, logged when the code exists; null when it does not. */
export async function logRefusedScan(
  db: DbOrTx,
  code: string,
  validFrom: Date,
  userAgent: string,
): Promise<Extract<TQrScanOutcome, 'inactive' | 'expired'> | null> {
  const [row] = await db
    .select({
      id: qrCodes.id,
      isActive: qrCodes.isActive,
      valid: sql<boolean>`${qrCodes.validity} >= ${validFrom}`,
    })
    .from(qrCodes)
    .where(eq(qrCodes.code, code));
  if (!row) return null;
  const outcome = row.isActive ? 'expired' : 'inactive';
  await db.insert(qrScans).values({ qrId: row.id, outcome, userAgent });
  return outcome;
}

export async function scansPerDay(db: DbOrTx, qrId: number, from: Date) {
  const day = sql<string>`to_char(${qrScans.scannedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, scans: sql<number>`count(*)::int` })
    .from(qrScans)
    .where(
      and(
        eq(qrScans.qrId, qrId),
        sql`${qrScans.scannedAt} >= ${from}`,
        inArray(qrScans.outcome, ['redirect', 'image']),
      ),
    )
    .groupBy(day);
}
