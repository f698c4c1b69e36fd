import { queryOptions } from '@tanstack/react-query';

import { API, ZVoucherInfoList, type TVoucherInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { voucherKeys } from '@/lib/query-keys';

/** GET /api/get-voucher/?client_id=N: that client's vouchers, newest created_on first. */
export const getClientVouchers = (clientId: number, signal?: AbortSignal): Promise<TVoucherInfo[]> =>
  api.get(API.vouchers, { query: { client_id: clientId }, schema: ZVoucherInfoList, signal });

/** 'Show Vouchers' always asks afresh: the answer decides between the list and a warning. */
export const clientVouchersQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: voucherKeys.list({ client_id: clientId }),
    queryFn: ({ signal }) => getClientVouchers(clientId, signal),
    staleTime: 0,
  });
