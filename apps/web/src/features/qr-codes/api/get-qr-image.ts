import { queryOptions, useQuery } from '@tanstack/react-query';

import { API } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { qrKeys } from '../query-keys';

/** GET /api/qr-codes/{id}/image: the stored PNG. It needs the token, so it is a Blob, never an <img src>. */
export const getQrImage = (id: number, signal?: AbortSignal): Promise<Blob> =>
  api.getBlob(API.qrImage(id), { signal });

export const qrImageQueryOptions = (id: number) =>
  queryOptions({ queryKey: qrKeys.image(id), queryFn: ({ signal }) => getQrImage(id, signal) });

/** The stored image of an image-mode QR code; nothing is fetched while `id` is null. */
export const useQrImage = (id: number | null) =>
  useQuery({ ...qrImageQueryOptions(id ?? 0), enabled: id !== null });
