import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZPrintDetail, type TPrintDetail } from '@printhub/contract';

import { api } from '@/lib/api-client';

/** GET /api/print/{ref}/: public, no token. */
export const getPrintDetail = (ref: string, signal?: AbortSignal): Promise<TPrintDetail> =>
  api.get(API.print(encodeURIComponent(ref)), { schema: ZPrintDetail, auth: false, signal });

export const printDetailQueryOptions = (ref: string) =>
  queryOptions({ queryKey: ['print', ref], queryFn: ({ signal }) => getPrintDetail(ref, signal) });

export const usePrintDetail = (ref: string) =>
  useQuery({ ...printDetailQueryOptions(ref), enabled: ref !== '' });
