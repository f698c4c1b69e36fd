import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';

import { API } from '@printhub/contract';

import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

import { exportQuery, type OrderListQuery } from '../list-config';

/** orders-YYYY-MM-DD.csv, dated in the browser's time zone. */
export const csvFileName = (today: Date = new Date()): string =>
  `orders-${dayjs(today).format('YYYY-MM-DD')}.csv`;

/**
 * GET /api/all-orders/export.csv with the list's filters (no paging). It needs the Authorization header,
 * so it is fetched as a Blob and saved, not opened as a link.
 */
export async function exportOrdersCsv(query: OrderListQuery): Promise<void> {
  const blob = await api.getBlob(API.ordersExport, { query: exportQuery(query) });
  saveBlob(blob, csvFileName());
}

export const useExportOrdersCsv = () => useMutation({ mutationFn: exportOrdersCsv });
