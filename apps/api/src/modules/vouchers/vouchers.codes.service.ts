import { API, type TVoucherCodeRow } from '@printhub/contract';

import { allDeleted, AppError } from '../../lib/app-error';
import { calendarDayRange } from '../../lib/time';
import { recordChanges, type Actor } from '../audit-log/audit-log.service';
import * as repo from './vouchers.codes.repository';
import { deleteCodes } from './vouchers.repository';

import type { Db } from '../../db/client';
import type { CsvColumns } from '../../lib/csv-export';
import type { TVoucherListFilters } from '@printhub/contract';

type Purchase = { soldAt: Date; buyerId: number; buyerName: string };

const toRow = (r: repo.CodeListRow, codeCount: number, purchase: Purchase | undefined): TVoucherCodeRow => ({
  voucher_code_id: r.voucherCodeId,
  voucher_code: r.voucherCode,
  is_assigned: r.isAssigned,
  is_active: r.isActive,
  voucherInfoId: r.voucherInfoId,
  client: r.clientId,
  client_name: r.clientName,
  voucher_detail: r.voucherDetail,
  cost: r.cost,
  expiry_date: r.expiryDate.toISOString(),
  image: r.hasImage ? API.voucherImage(r.voucherInfoId) : r.imageUrl,
  is_single: r.isSingle,
  created_on: r.createdOn.toISOString(),
  voucher_code_count: codeCount,
  sold_at: purchase?.soldAt.toISOString() ?? null,
  buyer_id: purchase?.buyerId ?? null,
  buyer_name: purchase?.buyerName ?? null,
});

/**
 * GET /api/get-voucher/?limit=: the vouchers' codes as a list of rows, a page at a time, so that a voucher of
 * 100,000 codes pages like any list (the bare array, without `limit`, holds every code at once).
 */
export async function listVoucherCodes(
  db: Db,
  q: repo.CodePage,
): Promise<{ count: number; results: TVoucherCodeRow[] }> {
  const { rows, count } = await repo.listCodeRows(db, q);
  return { count, results: await withCodeCounts(db, rows) };
}

/** The code rows the list's query selects at `now`, a page of them without their count (the export's batches). */
export async function listVoucherCodeRows(
  db: Db,
  q: TVoucherListFilters,
  page: { limit: number; offset: number },
  now: Date,
) {
  return withCodeCounts(
    db,
    await repo.pageOfCodeRows(db, { ...codeFilter(q, now), ...page, ordering: q.ordering }),
  );
}

/** The list's query as the code rows' filter, read at `now`. */
export function codeFilter(q: TVoucherListFilters, now: Date): repo.CodeFilter {
  return {
    now,
    clientId: q.client_id,
    id: q.id,
    search: q.query,
    status: q.status,
    state: q.state,
    expiry: calendarDayRange(q),
  };
}

/** The rows with their vouchers' code counts and, for a code a user bought, when and by whom. */
async function withCodeCounts(db: Db, rows: repo.CodeListRow[]): Promise<TVoucherCodeRow[]> {
  const [counts, purchases] = await Promise.all([
    repo.countCodesOf(db, [...new Set(rows.map((r) => r.voucherInfoId))]),
    repo.purchasesOfCodes(
      db,
      rows.filter((r) => r.isAssigned).map((r) => r.voucherCodeId),
    ),
  ]);
  return rows.map((r) => toRow(r, counts.get(r.voucherInfoId) ?? 0, purchases.get(r.voucherCodeId)));
}

/** A 422 when the codes going are every code of one of their vouchers. */
function refuseEmptying(
  codes: { voucherInfoId: number; voucherCode: string }[],
  counts: Map<number, number>,
) {
  for (const [infoId, count] of counts) {
    const going = codes.filter((c) => c.voucherInfoId === infoId).map((c) => c.voucherCode);
    if (going.length < count) continue;
    const names = going.slice(0, 20).join(', ');
    throw new AppError(
      'UNPROCESSABLE',
      going.length === 1
        ? `${names} is the only code of its voucher: delete the voucher instead`
        : `${names} are all the codes of their voucher: delete the voucher instead`,
    );
  }
}

/**
 * DELETE /api/delete-voucher-codes/: single codes go, their vouchers stay. All or nothing: an unknown id is a
 * 404, a code a user bought a 409, and taking every code of a voucher a 422 (deleting the voucher says what
 * is meant: a voucher without codes would vanish from the lists, which show codes).
 */
export async function deleteVoucherCodes(db: Db, actor: Actor, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const codes = await repo.lockCodes(tx, ids);
    const deleted = allDeleted(
      'Voucher code',
      ids,
      codes.map((c) => c.id),
    );
    const bought = codes.find((c) => c.isAssigned);
    if (bought)
      throw new AppError(
        'CONFLICT',
        `A user has bought the code ${bought.voucherCode}: it cannot be deleted`,
      );
    refuseEmptying(
      codes,
      await repo.lockInfosCountCodes(tx, [...new Set(codes.map((c) => c.voucherInfoId))]),
    );
    await deleteCodes(tx, deleted);
    // One entry per code, on its voucher (the voucher's history shows which codes went).
    await recordChanges(
      tx,
      actor,
      codes.map((c) => ({
        action: 'delete',
        resource: 'vouchers',
        resourceId: c.voucherInfoId,
        summary: `Deleted the voucher code ${c.voucherCode}`,
        changes: { voucher_code: [c.voucherCode, null] },
      })),
    );
    return deleted;
  });
}

/** The columns of the vouchers export: one line per code, as the vouchers list shows it. */
export const VOUCHER_CSV_COLUMNS: CsvColumns<TVoucherCodeRow> = {
  voucher_code_id: (r) => r.voucher_code_id,
  voucher_code: (r) => r.voucher_code,
  voucherInfoId: (r) => r.voucherInfoId,
  client: (r) => r.client_name,
  voucher_detail: (r) => r.voucher_detail,
  cost: (r) => r.cost,
  expiry_date: (r) => r.expiry_date,
  created_on: (r) => r.created_on,
  is_assigned: (r) => r.is_assigned,
  is_active: (r) => r.is_active,
  sold_at: (r) => r.sold_at,
  buyer: (r) => r.buyer_name,
};
