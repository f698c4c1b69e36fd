import { API, type TVoucherCodeRow } from '@printhub/contract';

import * as repo from './vouchers.codes.repository';

import type { Db } from '../../db/client';

const toRow = (r: repo.CodeListRow, codeCount: number): TVoucherCodeRow => ({
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
});

/**
 * GET /api/get-voucher/?limit=: the vouchers' codes as a list of rows, a page at a time, so that a voucher of
 * 100,000 codes pages like any list (the bare array, without `limit`, holds every code at once).
 */
export async function listVoucherCodes(
  db: Db,
  q: repo.CodeFilter & { limit: number; offset: number },
): Promise<{ count: number; results: TVoucherCodeRow[] }> {
  const { rows, count } = await repo.listCodeRows(db, q);
  const counts = await repo.countCodesOf(db, [...new Set(rows.map((r) => r.voucherInfoId))]);
  return { count, results: rows.map((r) => toRow(r, counts.get(r.voucherInfoId) ?? 0)) };
}
