import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZVoucherInfoList, type TVoucherInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { voucherKeys, type VoucherListFilter } from '@/lib/query-keys';

/** GET /api/get-voucher/ (optional client_id, optional id): voucher infos with their codes, newest first. */
export const getVouchers = (filter: VoucherListFilter, signal?: AbortSignal): Promise<TVoucherInfo[]> =>
  api.get(API.vouchers, { query: { ...filter }, schema: ZVoucherInfoList, signal });

export const vouchersQueryOptions = (filter: VoucherListFilter = {}) =>
  queryOptions({ queryKey: voucherKeys.list(filter), queryFn: ({ signal }) => getVouchers(filter, signal) });

export const useVouchers = (filter: VoucherListFilter = {}, enabled = true) =>
  useQuery({ ...vouchersQueryOptions(filter), enabled });
