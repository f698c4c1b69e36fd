import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, API_BASE_URL } from '@/lib/api-client';
import { voucherKeys } from '@/lib/query-keys';

/** An image the API serves (an uploaded PNG) needs the token: it is fetched as a Blob, not put in <img src>. */
export function apiImagePath(src: string): string | null {
  const path = API_BASE_URL && src.startsWith(API_BASE_URL) ? src.slice(API_BASE_URL.length) : src;
  return path.startsWith('/api/') ? path : null;
}

/** GET the voucher's stored image (its `image` URL, e.g. /api/vouchers/{id}/image). */
export const getVoucherImage = (path: string, signal?: AbortSignal): Promise<Blob> =>
  api.getBlob(path, { signal });

export const voucherImageQueryOptions = (path: string) =>
  queryOptions({ queryKey: voucherKeys.image(path), queryFn: ({ signal }) => getVoucherImage(path, signal) });

/** Nothing is fetched while `path` is null. */
export const useVoucherImage = (path: string | null) =>
  useQuery({ ...voucherImageQueryOptions(path ?? ''), enabled: path !== null });
