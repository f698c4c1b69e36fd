import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { API, ZVoucherInfoList, type TVoucherInfo } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/notices';
import { voucherKeys } from '@/lib/query-keys';

/** GET /api/get-voucher/?id=N (no limit): that voucher with every one of its codes, for EDIT. */
export const getVoucher = async (id: number, signal?: AbortSignal): Promise<TVoucherInfo | null> =>
  (await api.get(API.vouchers, { query: { id }, schema: ZVoucherInfoList, signal }))[0] ?? null;

/** EDIT asks afresh: the form must start from every code the voucher has now. */
export const voucherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: voucherKeys.list({ id }),
    queryFn: ({ signal }) => getVoucher(id, signal),
    staleTime: 0,
  });

/** EDIT's loader: the voucher with every code (a page of rows holds only some), null (and a toast) if it fails. */
export function useOpenVoucher() {
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const open = async (id: number): Promise<TVoucherInfo | null> => {
    setOpening(true);
    try {
      const info = await queryClient.fetchQuery(voucherQueryOptions(id));
      if (!info) toast.error('This voucher no longer exists');
      return info;
    } catch (failed) {
      toast.error(errorText(failed));
      return null;
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}
