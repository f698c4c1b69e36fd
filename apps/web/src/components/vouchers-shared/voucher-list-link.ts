import { z } from 'zod';

import { decodeBase64Json, encodeBase64Json } from './base64-json';

import type { TFlatVoucher } from '@printhub/contract';

/**
 * One row per voucher code: the code with its parent's client, is_single, expiry_date, cost,
 * voucher_detail, image and voucherInfoId. client_name and created_on ride along so the client view can
 * show its Client and Created On columns.
 */
export type TVoucherRow = TFlatVoucher & { created_on?: string };

/** A voucherList arrives in a URL anyone can edit: each row is checked before it is shown. */
export const ZVoucherRow = z.object({
  voucher_code: z.string(),
  is_assigned: z.boolean().catch(false),
  is_active: z.boolean().catch(true),
  client: z.number().int(),
  client_name: z.string().optional().catch(undefined),
  is_single: z.boolean(),
  expiry_date: z.string(),
  cost: z.number(),
  voucher_detail: z.string(),
  image: z.string().nullable().catch(null),
  voucherInfoId: z.number().int(),
  created_on: z.string().optional().catch(undefined),
});

export const CLIENT_VOUCHERS_PATH = '/clientVouchers';

/** Code rows per page, in both voucher views (and the first page a client view link carries). */
export const VOUCHER_PAGE_SIZE = 25;

/**
 * The client view's query parameters: clientName, voucherList as base64 JSON of the rows (the first page of
 * them: the link stays short whatever the number of codes; the view pages the rest from the server) and
 * client_id, which keeps naming the client when the list is empty.
 */
export function clientVouchersSearch(
  clientName: string,
  rows: readonly TVoucherRow[],
  clientId?: number,
): URLSearchParams {
  const compact = rows.slice(0, VOUCHER_PAGE_SIZE).map((row) => ZVoucherRow.parse(row));
  const search = new URLSearchParams({ clientName, voucherList: encodeBase64Json(compact) });
  const id = clientId ?? rows[0]?.client;
  if (id !== undefined) search.set('client_id', String(id));
  return search;
}

/** /clientVouchers?clientName=…&voucherList=…&client_id=… */
export const clientVouchersPath = (
  clientName: string,
  rows: readonly TVoucherRow[],
  clientId?: number,
): string => `${CLIENT_VOUCHERS_PATH}?${clientVouchersSearch(clientName, rows, clientId).toString()}`;

/** The client a client view link names: its client_id, or (an older link) the client of its first row. */
export function clientIdOfLink(params: URLSearchParams, rows: readonly TVoucherRow[]): number | undefined {
  const id = Number(params.get('client_id'));
  return Number.isInteger(id) && id > 0 ? id : rows[0]?.client;
}

/** The rows of a voucherList parameter, or null when it is missing or unreadable. */
export function parseVoucherList(text: string | null | undefined): TVoucherRow[] | null {
  const parsed = z.array(ZVoucherRow).safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}
