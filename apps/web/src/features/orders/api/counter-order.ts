import { useQuery } from '@tanstack/react-query';

import {
  API,
  ZCustomerSearchRow,
  ZOrderDetail,
  ZQuote,
  type TCustomerSearchRow,
  type TOrderDetail,
  type TQuote,
} from '@printhub/contract';

import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';

import { counterKeys } from '../query-keys';

type Upload = { body: FormData; onProgress?: (fraction: number) => void; signal?: AbortSignal };

/** POST /api/quote: what the counter order would cost and when it would be due, with no order made. */
export const quoteCounterOrder = ({ body, onProgress, signal }: Upload): Promise<TQuote> =>
  apiUpload(API.quote, body, { schema: ZQuote, onProgress, signal });

/** POST /api/all-orders/: the counter order, placed (201 the order with its timeline). */
export const placeCounterOrder = ({ body, onProgress, signal }: Upload): Promise<TOrderDetail> =>
  apiUpload(API.allOrders, body, { schema: ZOrderDetail, onProgress, signal });

const ZSearchRows = ZCustomerSearchRow.array();

/** GET /api/customers/search?query=: up to 10 customers by name, e-mail or mobile (none asked below 2 characters). */
export function useCustomerSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: counterKeys.customerSearch(query),
    queryFn: ({ signal }): Promise<TCustomerSearchRow[]> =>
      api.get(API.customersSearch, { query: { query }, schema: ZSearchRows, signal }),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
}
