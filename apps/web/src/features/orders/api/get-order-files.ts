import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { API, ZOrderFile, type TOrderFile } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/query-keys';

const ZOrderFiles = z.array(ZOrderFile);

/** GET /api/order-files/?order_id=N */
export const getOrderFiles = (orderId: number, signal?: AbortSignal): Promise<TOrderFile[]> =>
  api.get(API.orderFiles, { query: { order_id: orderId }, schema: ZOrderFiles, signal });

export const orderFilesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.files(orderId),
    queryFn: ({ signal }) => getOrderFiles(orderId, signal),
  });

export const useOrderFiles = (orderId: number, enabled = true) =>
  useQuery({ ...orderFilesQueryOptions(orderId), enabled });
