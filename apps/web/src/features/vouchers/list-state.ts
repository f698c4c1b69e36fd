import { VOUCHER_STATES, type TVoucherState } from '@printhub/contract';

import { VOUCHER_PAGE_SIZE } from '@/components/vouchers-shared';
import { dateRangeQuery, parseDateRangeParams } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import {
  parseChoiceParam,
  parseListView,
  updateListParams,
  type ListParamsPatch,
  type ListView,
} from '@/lib/list-params';

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

export const VOUCHER_LIST_VIEW = {
  orderingFields: LIST_ORDERINGS.vouchers,
  defaultPageSize: VOUCHER_PAGE_SIZE,
};

/**
 * The list's place, kept in the URL beside the view's own parameters (`?q=…&ordering=cost&page=2&page_size=50`).
 */
export type VoucherListState = ListView;

export const parseVoucherListState = (params: URLSearchParams): VoucherListState =>
  parseListView(params, VOUCHER_LIST_VIEW);

/**
 * A changed search, sort, filter or page size goes back to page 1; every other parameter (clientName,
 * voucherList, client_id, id) stays.
 */
export const updateVoucherListState = (previous: URLSearchParams, patch: ListParamsPatch): URLSearchParams =>
  updateListParams(previous, { defaultPageSize: VOUCHER_PAGE_SIZE, ...patch });

/**
 * The filters of both views: `?state=active|expired|inactive|sold|unsold` and the expiry dates
 * `?from_date=&to_date=`.
 */
export type VoucherFilters = {
  state?: TVoucherState;
  from_date?: string;
  to_date?: string;
};

export function parseVoucherFilters(params: URLSearchParams): VoucherFilters {
  const state = parseChoiceParam(params, 'state', VOUCHER_STATES);
  return { ...(state ? { state } : {}), ...dateRangeQuery(parseDateRangeParams(params)) };
}

/** What GET /api/get-voucher/ is sent for a page of code rows. */
export type VoucherCodeQuery = {
  limit: number;
  offset: number;
  ordering?: string;
  client_id?: number;
  id?: number;
  query?: string;
  status?: 'available';
} & VoucherFilters;

/** `?status=available` of /vouchers: only the codes users can still buy (the dashboard's Vouchers Left). */
export const parseVoucherStatusParam = (params: URLSearchParams): 'available' | undefined =>
  params.get('status') === 'available' ? 'available' : undefined;

export function voucherCodeQuery(
  { page, q, pageSize, ordering }: VoucherListState,
  {
    status,
    client_id,
    id,
    ...filters
  }: { client_id?: number; id?: number; status?: 'available' } & VoucherFilters = {},
): VoucherCodeQuery {
  return {
    ...(status ? { status } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...(ordering ? { ordering } : {}),
    ...(client_id === undefined ? {} : { client_id }),
    ...(id === undefined ? {} : { id }),
    ...(q ? { query: q } : {}),
    ...filters,
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
