import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';

import {
  countCap,
  QR_RANDOM_MAX,
  QR_RANDOM_MIN,
  QR_ORDERING_FIELDS,
  type TListStateFilter,
} from '@printhub/contract';

import { deleteIds, rowsOf } from '../../db/rows';
import { qrCodes, qrScans, type TQrScanOutcome } from '../../db/schema';
import {
  cappedCount,
  columnSortKeys,
  orderByOf,
  paged,
  searchWhere,
  stateWhere,
  withinDays,
  type ListPage,
} from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';

const { image: _image, ...withoutImage } = getTableColumns(qrCodes);
/** Every column but the image bytes, plus whether there is an image. */
export const qrColumns = { ...withoutImage, hasImage: sql<boolean>`${qrCodes.image} is not null` };
export type QrRow = Omit<typeof qrCodes.$inferSelect, 'image'> & { hasImage: boolean };
export type QrInsert = typeof qrCodes.$inferInsert;

export type QrFilter = SearchDaysFilter & {
  id?: number;
  state?: TListStateFilter;
  /** The moment the filter is read at (the app's clock): what has expired by then. */
  now: Date;
};
export type QrPage = ListPage<(typeof QR_ORDERING_FIELDS)[number], true>;

/** The QR list's filters (the dashboard counts the active codes with it too). */
export function qrWhere(f: QrFilter): SQL | undefined {
  return and(
    f.id === undefined ? undefined : eq(qrCodes.id, f.id),
    stateWhere(f.state, { validUntil: qrCodes.validity, isActive: qrCodes.isActive }, f.now),
    searchWhere(f.search, [qrCodes.code, qrCodes.company, qrCodes.redirectionUrl]),
    withinDays(qrCodes.generatedDate, f.days),
  );
}

const sortKeys = columnSortKeys(qrCodes, QR_ORDERING_FIELDS);

/** The filtered QR codes in the page's ordering: a page, or all of them without a limit. */
export async function listQrRows(db: DbOrTx, f: QrFilter, page: QrPage): Promise<QrRow[]> {
  const query = db
    .select(qrColumns)
    .from(qrCodes)
    .where(qrWhere(f))
    .orderBy(...orderByOf(page.ordering, sortKeys, qrCodes.id))
    .$dynamic();
  return paged(query, page);
}

export async function countQrCodes(db: DbOrTx, f: QrFilter): Promise<number> {
  return cappedCount(db, qrCodes, qrWhere(f), countCap(f.search));
}

export async function findQrCode(db: DbOrTx, id: number): Promise<QrRow | null> {
  const [row] = await db.select(qrColumns).from(qrCodes).where(eq(qrCodes.id, id));
  return row ?? null;
}

export async function findQrCodesByIds(db: DbOrTx, ids: number[]): Promise<QrRow[]> {
  return db.select(qrColumns).from(qrCodes).where(inArray(qrCodes.id, ids)).orderBy(qrCodes.id);
}

export async function insertQrCode(db: DbOrTx, values: QrInsert): Promise<QrRow> {
  const [row] = await db.insert(qrCodes).values(values).returning(qrColumns);
  return row!;
}

/** With `countAtLeast`, the count is raised to that number but never lowered (scans counted meanwhile stay). */
export async function updateQrCodeRow(
  db: DbOrTx,
  id: number,
  values: Omit<PgUpdateSetSource<typeof qrCodes>, 'count'> & { count?: number },
  opts: { countAtLeast?: boolean } = {},
): Promise<QrRow | null> {
  const { count, ...rest } = values;
  const set =
    count !== undefined && opts.countAtLeast
      ? { ...rest, count: sql<number>`greatest(${qrCodes.count}, ${count})` }
      : values;
  const [row] = await db.update(qrCodes).set(set).where(eq(qrCodes.id, id)).returning(qrColumns);
  return row ?? null;
}

export async function deleteQrCodeRows(db: DbOrTx, ids: number[]): Promise<number[]> {
  return deleteIds(db, qrCodes, ids);
}

/** Sets is_active on every QR code of `ids`; answers the ids it found. */
export async function setQrCodesActive(db: DbOrTx, ids: number[], isActive: boolean): Promise<number[]> {
  const rows = await db
    .update(qrCodes)
    .set({ isActive })
    .where(inArray(qrCodes.id, ids))
    .returning({ id: qrCodes.id });
  return rows.map((r) => r.id);
}

/** A random code from 100–999 that no QR uses yet, or null when all 900 are taken. */
export async function pickFreeRandomCode(db: DbOrTx): Promise<string | null> {
  const rows = await db.execute<{ code: string }>(sql`
    select n::text as code from generate_series(${QR_RANDOM_MIN}::int, ${QR_RANDOM_MAX}::int) as n
    where not exists (select 1 from ${qrCodes} where ${qrCodes.code} = n::text)
    order by random() limit 1`);
  return rowsOf<{ code: string }>(rows)[0]?.code ?? null;
}

export async function findImageById(db: DbOrTx, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ image: qrCodes.image }).from(qrCodes).where(eq(qrCodes.id, id));
  return row?.image ?? null;
}

/**
 * What makes a code scannable is the service's rule; a query only takes its bounds: the code must be active
 * and valid at `validFrom` or later.
 */
export type ScanBounds = { validFrom: Date };

/** The image of a scannable code, or null. */
export async function findScannableImage(
  db: DbOrTx,
  code: string,
  { validFrom }: ScanBounds,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: qrCodes.image })
    .from(qrCodes)
    .where(and(eq(qrCodes.code, code), eq(qrCodes.isActive, true), sql`${qrCodes.validity} >= ${validFrom}`));
  return row?.image ?? null;
}

export async function insertScan(
  db: DbOrTx,
  scan: { qrId: number; outcome: TQrScanOutcome; userAgent: string },
): Promise<void> {
  await db.insert(qrScans).values(scan);
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
