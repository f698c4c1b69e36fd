import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZQrCodeList, type TQrCode } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

/** GET /api/get-qr-codes/ (optional ?id=N): every QR code, newest generated_date first. */
export const getQrCodes = (id?: number, signal?: AbortSignal): Promise<TQrCode[]> =>
  api.get(API.qrCodes, { query: { id }, schema: ZQrCodeList, signal });

export const qrCodesQueryOptions = (id?: number) =>
  queryOptions({ queryKey: qrKeys.list(id), queryFn: ({ signal }) => getQrCodes(id, signal) });

export const useQrCodes = (id?: number) => useQuery(qrCodesQueryOptions(id));
