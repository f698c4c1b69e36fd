import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZPaginated, ZQrCode, type TQrCode } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

import type { qrListQuery } from '../list-state';

const ZQrCodePage = ZPaginated(ZQrCode);

export type QrListQuery = ReturnType<typeof qrListQuery>;

export interface QrCodePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: TQrCode[];
}

/** GET /api/get-qr-codes/?limit=&offset=…: one page of QR codes, sorted and filtered by the server. */
export const getQrCodePage = (query: QrListQuery, signal?: AbortSignal): Promise<QrCodePage> =>
  api.get(API.qrCodes, { query, schema: ZQrCodePage, signal });

export const qrCodesQueryOptions = (query: QrListQuery) =>
  queryOptions({
    queryKey: qrKeys.list(query),
    queryFn: ({ signal }) => getQrCodePage(query, signal),
    placeholderData: keepPreviousData,
  });

export const useQrCodes = (query: QrListQuery) => useQuery(qrCodesQueryOptions(query));
