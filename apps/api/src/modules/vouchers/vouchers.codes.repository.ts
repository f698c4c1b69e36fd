import { and, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';

import {
  countCap,
  startOfTodayUtc,
  VOUCHER_DEFAULT_ORDERING,
  type TOrdering,
  type TVoucherStateFilter,
  type VOUCHER_ORDERING_FIELDS,
} from '@printhub/contract';

import { clients, customers, voucherCodes, voucherInfos, voucherPurchases } from '../../db/schema';
import { containsPattern, orderByOf, stateWhere, withinDays } from '../../lib/lists';
import { codeColumns, infoColumns, shownInfo } from './vouchers.repository';

import type { DbOrTx } from '../../db/client';
import type { DayRange } from '../../lib/time';

export type CodeFilter = {
  clientId?: number;
  id?: number;
  search?: string;
  status?: 'available';
  state?: TVoucherStateFilter;
  expiry?: DayRange;
  /** The moment the filter is read at (the app's clock): what has expired by then. */
  now: Date;
};
export type CodeOrdering = TOrdering<(typeof VOUCHER_ORDERING_FIELDS)[number]>;
export type CodePage = CodeFilter & { limit: number; offset: number; ordering?: CodeOrdering };

const codeSortKeys = {
  voucher_code_id: voucherCodes.id,
  voucher_code: voucherCodes.voucherCode,
  client_name: clients.name,
  cost: voucherInfos.cost,
  expiry_date: voucherInfos.expiryDate,
  created_on: [voucherInfos.createdOn, voucherInfos.id],
  is_assigned: voucherCodes.isAssigned,
  is_active: voucherCodes.isActive,
};

/** The vouchers list's filters, on code rows (the dashboard counts free codes with it too). */
export function codeWhere(f: CodeFilter): SQL | undefined {
  const { now } = f;
  const like = f.search ? containsPattern(f.search) : undefined;
  return and(
    shownInfo(),
    f.clientId === undefined ? undefined : eq(voucherInfos.clientId, f.clientId),
    f.id === undefined ? undefined : eq(voucherInfos.id, f.id),
    f.status === 'available'
      ? and(
          eq(voucherCodes.isAssigned, false),
          eq(voucherCodes.isActive, true),
          gte(voucherInfos.expiryDate, startOfTodayUtc(now)),
        )
      : undefined,
    f.state === 'sold' || f.state === 'unsold'
      ? eq(voucherCodes.isAssigned, f.state === 'sold')
      : stateWhere(f.state, { validUntil: voucherInfos.expiryDate, isActive: voucherCodes.isActive }, now),
    withinDays(voucherInfos.expiryDate, f.expiry),
    like
      ? or(
          sql`lower(${clients.name}) like ${like}`,
          sql`lower(${voucherCodes.voucherCode}) like ${like}`,
          sql`${voucherInfos.cost}::text like ${like}`,
        )
      : undefined,
  );
}

/** A voucher's columns, beside its codes: its id is the rows' voucherInfoId. */
const { id: _id, ...infoFields } = infoColumns;

/** The codes with their voucher and its client: what a code row shows and what the search reads. */
const selectRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      voucherCodeId: voucherCodes.id,
      voucherCode: voucherCodes.voucherCode,
      isAssigned: voucherCodes.isAssigned,
      isActive: voucherCodes.isActive,
      voucherInfoId: voucherInfos.id,
      ...infoFields,
    })
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId))
    .where(where);
export type CodeListRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A page of code rows (newest voucher first, its codes in the order added) and their capped count. */
export async function listCodeRows(db: DbOrTx, f: CodePage): Promise<{ rows: CodeListRow[]; count: number }> {
  const [rows, count] = await Promise.all([pageOfCodeRows(db, f), countCodeRows(db, f)]);
  return { rows, count };
}

/** One page of code rows in the ordering (the newest voucher first, its codes as added, by default). */
export async function pageOfCodeRows(db: DbOrTx, f: CodePage): Promise<CodeListRow[]> {
  return selectRows(db, codeWhere(f))
    .orderBy(
      ...orderByOf(f.ordering ?? VOUCHER_DEFAULT_ORDERING, codeSortKeys, voucherCodes.id, {
        idAscending: true,
      }),
    )
    .limit(f.limit)
    .offset(f.offset);
}

async function countCodeRows(db: DbOrTx, f: CodePage): Promise<number> {
  const where = codeWhere(f);
  const capped = db
    .select({ one: sql`1` })
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .innerJoin(clients, eq(clients.id, voucherInfos.clientId))
    .where(where)
    // Counted up to the cap past the page's start, so that `next` goes on past the cap to the last page.
    .limit(f.offset + countCap(f.search))
    .as('capped');
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return counted?.n ?? 0;
}

/** How many codes each of these vouchers has. */
export async function countCodesOf(db: DbOrTx, infoIds: number[]): Promise<Map<number, number>> {
  if (infoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: voucherCodes.voucherInfoId, n: sql<number>`count(*)::int` })
    .from(voucherCodes)
    .where(inArray(voucherCodes.voucherInfoId, infoIds))
    .groupBy(voucherCodes.voucherInfoId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The purchases of these codes, by code id: when and by whom each was bought. Read for a page's rows only,
 * so the list's own query (and its count) stays on the codes and their vouchers.
 */
export async function purchasesOfCodes(
  db: DbOrTx,
  codeIds: number[],
): Promise<Map<number, { soldAt: Date; buyerId: number; buyerName: string }>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({
      codeId: voucherPurchases.voucherCodeId,
      soldAt: voucherPurchases.purchasedAt,
      buyerId: voucherPurchases.customerId,
      buyerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
    })
    .from(voucherPurchases)
    .innerJoin(customers, eq(customers.id, voucherPurchases.customerId))
    .where(inArray(voucherPurchases.voucherCodeId, codeIds));
  return new Map(rows.map(({ codeId, ...purchase }) => [codeId, purchase]));
}

/**
 * The codes with these ids (of vouchers anyone may see), each locked until the transaction ends: a purchase
 * holding one is waited for, so a code it assigns is seen bought; a purchase starting later skips them.
 */
export async function lockCodes(db: DbOrTx, ids: number[]) {
  return db
    .select(codeColumns)
    .from(voucherCodes)
    .innerJoin(voucherInfos, eq(voucherInfos.id, voucherCodes.voucherInfoId))
    .where(and(inArray(voucherCodes.id, ids), shownInfo()))
    .orderBy(voucherCodes.id)
    .for('update', { of: voucherCodes });
}

/**
 * Locks these vouchers' rows until the transaction ends (two deletes of codes of one voucher take turns) and
 * then counts their codes, so the count is what the later of them sees.
 */
export async function lockInfosCountCodes(db: DbOrTx, infoIds: number[]): Promise<Map<number, number>> {
  await db
    .select({ id: voucherInfos.id })
    .from(voucherInfos)
    .where(inArray(voucherInfos.id, infoIds))
    .orderBy(voucherInfos.id)
    .for('no key update');
  return countCodesOf(db, infoIds);
}
