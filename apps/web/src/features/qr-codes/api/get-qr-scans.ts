import { queryOptions, useQuery } from '@tanstack/react-query';

import { API, ZQrScansPerDay, type TQrScansPerDay } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

export const QR_SCAN_DAYS = 30;

/** GET /api/qr-codes/{id}/scans/?days=30: logged scans per UTC day, oldest first, and their total. */
export const getQrScans = (id: number, signal?: AbortSignal): Promise<TQrScansPerDay> =>
  api.get(API.qrScans(id), { query: { days: QR_SCAN_DAYS }, schema: ZQrScansPerDay, signal });

export const qrScansQueryOptions = (id: number) =>
  queryOptions({
    queryKey: qrKeys.scans(id),
    queryFn: ({ signal }) => getQrScans(id, signal),
    // Scans keep arriving: always load afresh when the dialog opens.
    staleTime: 0,
  });

export const useQrScans = (id: number) => useQuery(qrScansQueryOptions(id));
