import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZVoucherCodePage, type TVoucherCodePage } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { voucherKeys } from '@/lib/query-keys';

import type { VoucherCodeQuery } from '../list-state';

/**
 * GET /api/get-voucher/?limit=&offset= (optional client_id, id, query): one page of code rows, newest voucher
 * first. A voucher of 100,000 codes pages like any list.
 */
export const getVoucherCodes = (query: VoucherCodeQuery, signal?: AbortSignal): Promise<TVoucherCodePage> =>
  api.get(API.vouchers, { query: { ...query }, schema: ZVoucherCodePage, signal });

export const voucherCodesQueryOptions = (query: VoucherCodeQuery) =>
  queryOptions({
    queryKey: voucherKeys.codes({ ...query }),
    queryFn: ({ signal }) => getVoucherCodes(query, signal),
    placeholderData: keepPreviousData,
  });

export const useVoucherCodes = (query: VoucherCodeQuery, enabled = true) =>
  useQuery({ ...voucherCodesQueryOptions(query), enabled });
