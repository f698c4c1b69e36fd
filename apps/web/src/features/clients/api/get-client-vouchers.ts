import { queryOptions } from '@tanstack/react-query';

import { API, ZVoucherCodePage, type TVoucherCodePage } from '@printhub/contract';

import { VOUCHER_PAGE_SIZE } from '@/components/vouchers-shared';
import { api } from '@/lib/api-client';
import { voucherKeys } from '@/lib/query-keys';

const firstPage = (clientId: number) => ({ limit: VOUCHER_PAGE_SIZE, offset: 0, client_id: clientId });

/**
 * GET /api/get-voucher/?limit=10&offset=0&client_id=N: the first page of that client's code rows (and their
 * count), newest voucher first; the client view pages the rest.
 */
export const getClientVouchers = (clientId: number, signal?: AbortSignal): Promise<TVoucherCodePage> =>
  api.get(API.vouchers, { query: firstPage(clientId), schema: ZVoucherCodePage, signal });

/** 'Show Vouchers' always asks afresh: the answer decides between the list and a warning. */
export const clientVouchersQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: voucherKeys.codes(firstPage(clientId)),
    queryFn: ({ signal }) => getClientVouchers(clientId, signal),
    staleTime: 0,
  });
