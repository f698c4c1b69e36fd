import { z } from 'zod';

import { decodeBase64Json, encodeBase64Json } from './base64-json';

import type { TFlatVoucher, TVoucherInfo } from '@printhub/contract';

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

const time = (iso: string | undefined): number => {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? 0 : ms;
};

/** Every code of every voucher, newest created_on first; codes keep their order inside a voucher. */
export function flattenVouchers(infos: readonly TVoucherInfo[]): TVoucherRow[] {
  return [...infos]
    .sort((a, b) => time(b.created_on) - time(a.created_on))
    .flatMap((info) =>
      info.vouchers.map((code) => ({
        voucher_code: code.voucher_code,
        is_assigned: code.is_assigned,
        is_active: code.is_active,
        client: info.client,
        client_name: info.client_name,
        is_single: info.is_single,
        expiry_date: info.expiry_date,
        cost: info.cost,
        voucher_detail: info.voucher_detail,
        image: info.image,
        voucherInfoId: info.id,
        created_on: info.created_on,
      })),
    );
}

export const CLIENT_VOUCHERS_PATH = '/clientVouchers';

/** The client query parameters: clientName, and voucherList as base64 JSON of the rows. */
export function clientVouchersSearch(clientName: string, rows: readonly TVoucherRow[]): URLSearchParams {
  return new URLSearchParams({ clientName, voucherList: encodeBase64Json(rows) });
}

/** /clientVouchers?clientName=…&voucherList=… */
export const clientVouchersPath = (clientName: string, rows: readonly TVoucherRow[]): string =>
  `${CLIENT_VOUCHERS_PATH}?${clientVouchersSearch(clientName, rows).toString()}`;

/** The rows of a voucherList parameter, or null when it is missing or unreadable. */
export function parseVoucherList(text: string | null | undefined): TVoucherRow[] | null {
  const parsed = z.array(ZVoucherRow).safeParse(decodeBase64Json(text));
  return parsed.success ? parsed.data : null;
}
