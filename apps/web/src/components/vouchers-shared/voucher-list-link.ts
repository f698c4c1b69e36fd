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

/** Code rows per page in both voucher views: 10 unless the user picks another size. */
export const VOUCHER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const VOUCHER_PAGE_SIZE = VOUCHER_PAGE_SIZES[0];

/**
 * The longest client view link (path and query) that carries its voucherList. Browsers, proxies and the
 * server (16 KiB of headers) all take 4 KiB, and a link that long still pastes into a chat or an e-mail.
 */
export const VOUCHER_LINK_MAX_CHARS = 4096;

/**
 * The client view's query parameters: clientName, voucherList (base64 JSON of every one of the client's
 * rows) when the whole list is at hand (`total` rows) and the link stays within VOUCHER_LINK_MAX_CHARS, and
 * client_id, which names the client whatever the number of codes (the view pages them from the server).
 */
export function clientVouchersSearch(
  clientName: string,
  rows: readonly TVoucherRow[],
  clientId?: number,
  total: number = rows.length,
): URLSearchParams {
  const id = clientId ?? rows[0]?.client;
  const search = new URLSearchParams({ clientName });
  if (total === rows.length)
    search.set('voucherList', encodeBase64Json(rows.map((row) => ZVoucherRow.parse(row))));
  if (id !== undefined) search.set('client_id', String(id));
  if (`${CLIENT_VOUCHERS_PATH}?${search.toString()}`.length > VOUCHER_LINK_MAX_CHARS)
    search.delete('voucherList');
  return search;
}

/** /clientVouchers?clientName=…&voucherList=…&client_id=…, or without voucherList when it does not fit. */
export const clientVouchersPath = (
  clientName: string,
  rows: readonly TVoucherRow[],
  clientId?: number,
  total?: number,
): string => `${CLIENT_VOUCHERS_PATH}?${clientVouchersSearch(clientName, rows, clientId, total).toString()}`;

/** The client a client view link names: its client_id, or (a link without one) the client of its first row. */
export function clientIdOfLink(
  params: URLSearchParams,
  rows: readonly TVoucherRow[] | null,
): number | undefined {
  const id = Number(params.get('client_id'));
  return Number.isInteger(id) && id > 0 ? id : rows?.[0]?.client;
}

/** The rows of a voucherList parameter, or null when it is missing or unreadable. */
export function parseVoucherList(text: string | null | undefined): TVoucherRow[] | null {
  const parsed = z.array(ZVoucherRow).safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}
