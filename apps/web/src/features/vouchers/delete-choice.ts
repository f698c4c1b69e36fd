import { codesText, deletedCodeCount, selectedVoucherIds, vouchersText } from './list-state';

import type { TVoucherCodeRow } from '@printhub/contract';

/** What DELETE removes: only the selected codes, or the whole vouchers behind them. */
export type DeleteKind = 'codes' | 'vouchers';

type Row = Pick<
  TVoucherCodeRow,
  | 'voucher_code'
  | 'voucher_code_id'
  | 'voucherInfoId'
  | 'voucher_code_count'
  | 'is_assigned'
  | 'voucher_detail'
>;

/**
 * Why the selected codes cannot go on their own (the server refuses the same), or null: a code a user
 * bought stays; taking every code of a voucher is deleting the voucher.
 */
export function codeDeleteRefusal(rows: readonly Row[]): string | null {
  const bought = rows.find((row) => row.is_assigned);
  if (bought) return `A user has bought the code ${bought.voucher_code}: it cannot be deleted`;
  for (const id of selectedVoucherIds(rows)) {
    const going = rows.filter((row) => row.voucherInfoId === id);
    if (going.length >= going[0]!.voucher_code_count)
      return going.length === 1
        ? `${going[0]!.voucher_code} is the only code of its voucher: delete the voucher instead`
        : `These are all the codes of the voucher ${going[0]!.voucher_detail}: delete the voucher instead`;
  }
  return null;
}

/** The question the confirmation asks: which code, or which voucher and how many codes go with it. */
export function deleteQuestion(kind: DeleteKind, rows: readonly Row[]): string {
  if (kind === 'codes')
    return rows.length === 1 ? `Delete code ${rows[0]!.voucher_code}?` : `Delete ${codesText(rows.length)}?`;
  const vouchers = selectedVoucherIds(rows);
  const codes = codesText(deletedCodeCount(rows));
  return vouchers.length === 1
    ? `Delete voucher ${rows[0]!.voucher_detail} and its ${codes}?`
    : `Delete ${vouchersText(vouchers.length)} and their ${codes}?`;
}

/** What DELETE sends: the codes' ids, or their vouchers' ids (each once). */
export const deleteIds = (kind: DeleteKind, rows: readonly Row[]): number[] =>
  kind === 'codes' ? rows.map((row) => row.voucher_code_id) : selectedVoucherIds(rows);
