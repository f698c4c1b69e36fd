import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';

import { API } from '@printhub/contract';

import { api } from '@/lib/api-client';

import { exportQuery, type OrderListQuery } from '../list-config';

/** orders-YYYY-MM-DD.csv, dated in the browser's time zone. */
export const csvFileName = (today: Date = new Date()): string =>
  `orders-${dayjs(today).format('YYYY-MM-DD')}.csv`;

/** Saves a Blob as a download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * GET /api/all-orders/export.csv with the list's filters (no paging). It needs the Authorization header,
 * so it is fetched as a Blob and saved, not opened as a link.
 */
export async function exportOrdersCsv(query: OrderListQuery): Promise<void> {
  const blob = await api.getBlob(API.ordersExport, { query: exportQuery(query) });
  saveBlob(blob, csvFileName());
}

export const useExportOrdersCsv = () => useMutation({ mutationFn: exportOrdersCsv });
