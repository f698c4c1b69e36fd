import { VOUCHER_PAGE_SIZE, VOUCHER_PAGE_SIZES } from '@/components/vouchers-shared';
import { parsePageParam, parseSearchParam, updateListParams } from '@/lib/list-params';

import type { TVoucherCodeRow } from '@printhub/contract';

export const NO_RECORDS_TEXT = 'No Records found';
export const CLIENT_VOUCHERS_PATHNAME = '/clientVouchers';

/** '{client name} Vouchers' in the client view, otherwise ' Vouchers' (the leading space is the spec's). */
export const vouchersTitle = (clientName: string | null): string => `${clientName ?? ''} Vouchers`;

/** A row is one code; codes are unique inside a voucher. */
export const rowKey = (row: Pick<TVoucherCodeRow, 'voucherInfoId' | 'voucher_code'>): string =>
  `${row.voucherInfoId}:${row.voucher_code}`;

/** ?id=N of /vouchers: only that voucher info. */
export function parseVoucherIdParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The list's place, kept in the URL beside the view's own parameters: `?q=…&page=2&page_size=50`. */
export interface VoucherListState {
  /** 1-based. */
  page: number;
  q: string;
  /** Rows per page: one of VOUCHER_PAGE_SIZES (absent from the URL for the default 10). */
  pageSize: number;
}

function parsePageSize(params: URLSearchParams): number {
  const size = Number(params.get('page_size'));
  return (VOUCHER_PAGE_SIZES as readonly number[]).includes(size) ? size : VOUCHER_PAGE_SIZE;
}

export function parseVoucherListState(params: URLSearchParams): VoucherListState {
  return { page: parsePageParam(params), q: parseSearchParam(params), pageSize: parsePageSize(params) };
}

/**
 * A changed search or page size goes back to page 1; every other parameter (clientName, voucherList,
 * client_id, id) stays.
 */
export function updateVoucherListState(
  previous: URLSearchParams,
  { pageSize, ...patch }: Partial<VoucherListState>,
): URLSearchParams {
  if (pageSize === undefined) return updateListParams(previous, patch);
  const size = pageSize === VOUCHER_PAGE_SIZE ? null : String(pageSize);
  return updateListParams(previous, { ...patch, filters: { page_size: size } });
}

/** What GET /api/get-voucher/ is sent for a page of code rows. */
export interface VoucherCodeQuery {
  limit: number;
  offset: number;
  client_id?: number;
  id?: number;
  query?: string;
  status?: 'available';
}

/** `?status=available` of /vouchers: only the codes users can still buy (the dashboard's Vouchers Left). */
export const parseVoucherStatusParam = (params: URLSearchParams): 'available' | undefined =>
  params.get('status') === 'available' ? 'available' : undefined;

export function voucherCodeQuery(
  { page, q, pageSize }: VoucherListState,
  filter: { client_id?: number; id?: number; status?: 'available' } = {},
): VoucherCodeQuery {
  return {
    ...(filter.status ? { status: filter.status } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(filter.client_id === undefined ? {} : { client_id: filter.client_id }),
    ...(filter.id === undefined ? {} : { id: filter.id }),
    ...(q ? { query: q } : {}),
  };
}

/** The voucher infos behind the selected rows, each once: what DELETE sends (voucher_ids). */
export const selectedVoucherIds = (rows: readonly Pick<TVoucherCodeRow, 'voucherInfoId'>[]): number[] => [
  ...new Set(rows.map((row) => row.voucherInfoId)),
];

/** How many codes deleting the selected rows' vouchers removes (every code of each, on any page). */
export function deletedCodeCount(
  rows: readonly Pick<TVoucherCodeRow, 'voucherInfoId' | 'voucher_code_count'>[],
): number {
  const perVoucher = new Map(rows.map((row) => [row.voucherInfoId, row.voucher_code_count]));
  return [...perVoucher.values()].reduce((sum, n) => sum + n, 0);
}

export const vouchersText = (n: number): string => `${n} ${n === 1 ? 'voucher' : 'vouchers'}`;
export const codesText = (n: number): string => `${n} ${n === 1 ? 'code' : 'codes'}`;
