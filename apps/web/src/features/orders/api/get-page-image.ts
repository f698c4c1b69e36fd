import { queryOptions, useQuery } from '@tanstack/react-query';

import { API } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { concurrencyLimit } from '@/lib/concurrency-limit';
import { orderKeys } from '@/lib/query-keys';

/**
 * GET /api/order-files/{id}/pages/{n}.png?width=W: page `n` (from 1) of a file as a PNG. It needs the
 * token, so it is fetched as a Blob, never an <img src>. A page that could not be drawn comes back as a
 * grey placeholder, shown as it is.
 */
export const getPageImage = (fileId: number, page: number, width: number, signal?: AbortSignal) =>
  api.getBlob(API.orderFilePage(fileId, page), { query: { width }, signal });

export const pageImageQueryOptions = (fileId: number, page: number, width: number) =>
  queryOptions({
    queryKey: orderKeys.page(fileId, page, width),
    queryFn: ({ signal }) => getPageImage(fileId, page, width, signal),
    // A file never changes, so neither do its pages.
    staleTime: Infinity,
  });

/** A page's image; nothing is fetched until `enabled`. */
export const usePageImage = (fileId: number, page: number, width: number, enabled = true) =>
  useQuery({ ...pageImageQueryOptions(fileId, page, width), enabled });

/**
 * Thumbnails (a list's rows, the board's cards, a file's strip) are fetched three at a time: a screen of them
 * does not ask the server for a drawing each at once, and a large page asked for meanwhile does not wait
 * behind them. A thumbnail whose screen goes away before its turn is not fetched.
 */
const thumbnailTurns = concurrencyLimit(3);

/** A page's image as a thumbnail (see `thumbnailTurns`); nothing is fetched until `enabled` (it is on screen). */
export const usePageThumbnailImage = (fileId: number, page: number, width: number, enabled: boolean) =>
  useQuery({
    ...pageImageQueryOptions(fileId, page, width),
    queryFn: ({ signal }) => thumbnailTurns(() => getPageImage(fileId, page, width, signal), signal),
    enabled,
  });
