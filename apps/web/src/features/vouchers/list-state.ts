import type { TVoucherRow } from '@/components/vouchers-shared';
import type { TVoucherInfo } from '@printhub/contract';

export const NO_RECORDS_TEXT = 'No Records found';
export const CLIENT_VOUCHERS_PATHNAME = '/clientVouchers';

/** '{client name} Vouchers' in the client view, otherwise ' Vouchers' (the leading space is the spec's). */
export const vouchersTitle = (clientName: string | null): string => `${clientName ?? ''} Vouchers`;

/** A row is one code; codes are unique inside a voucher. */
export const rowKey = (row: Pick<TVoucherRow, 'voucherInfoId' | 'voucher_code'>): string =>
  `${row.voucherInfoId}:${row.voucher_code}`;

/** ?id=N of /vouchers: only that voucher info. */
export function parseVoucherIdParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The search matches client name, voucher code or cost, ignoring case. */
export function visibleVoucherRows(rows: readonly TVoucherRow[], q: string, clientName = ''): TVoucherRow[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) =>
      (row.client_name ?? clientName).toLowerCase().includes(needle) ||
      row.voucher_code.toLowerCase().includes(needle) ||
      String(row.cost).includes(needle),
  );
}

/** The voucher infos behind the selected rows, each once: what DELETE sends (voucher_ids). */
export const selectedVoucherIds = (rows: readonly TVoucherRow[]): number[] => [
  ...new Set(rows.map((row) => row.voucherInfoId)),
];

/**
 * A voucher info put back together from its rows: the client view has only the flattened list, and every
 * code of a voucher is in it.
 */
export function voucherInfoFromRows(
  rows: readonly TVoucherRow[],
  id: number,
  clientName = '',
): TVoucherInfo | null {
  const codes = rows.filter((row) => row.voucherInfoId === id);
  const [first] = codes;
  if (!first) return null;
  return {
    id,
    client: first.client,
    client_name: first.client_name ?? clientName,
    voucher_detail: first.voucher_detail,
    cost: first.cost,
    expiry_date: first.expiry_date,
    image: first.image,
    is_single: first.is_single,
    created_on: first.created_on ?? '',
    vouchers: codes.map(({ voucher_code, is_assigned, is_active }) => ({
      voucher_code,
      is_assigned,
      is_active,
    })),
  };
}

export const vouchersText = (n: number): string => `${n} ${n === 1 ? 'voucher' : 'vouchers'}`;
export const codesText = (n: number): string => `${n} ${n === 1 ? 'code' : 'codes'}`;
