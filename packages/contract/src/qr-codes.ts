import { z } from 'zod';

import { ZDeletedResponse, ZId, ZRepeatedIds, ZSearchQuery } from './common';
import { QR_ORDERING_FIELDS } from './list-orderings';
import {
  checkDateRange,
  DATE_RANGE_ERROR,
  orderingParam,
  ZListDateRange,
  ZListStateFilter,
  ZOptionalPageQuery,
} from './lists';

/** a QR code left empty gets a random code 100–999; a new QR's scan count starts at 100–999. */
export const QR_RANDOM_MIN = 100;
export const QR_RANDOM_MAX = 999;
/** Uploads are PNGs checked by content, at most 5 MiB. */
export const QR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const QR_URL_MAX_LENGTH = 2000;
/** The image is 350 px, error-correction level H, with a margin. */
export const QR_IMAGE_SIZE = 350;

export const QR_REDIRECTION_TYPES = ['redirect-url', 'redirect-img'] as const;
export type TQrRedirectionType = (typeof QR_REDIRECTION_TYPES)[number];

/** The QR list filter. The filter applies to the QR list only. */
export const QR_FILTERS = ['all', 'active', 'inactive', 'expired'] as const;
export type TQrFilter = (typeof QR_FILTERS)[number];

/** A QR code as the API returns it. `image` is the URL the API serves the PNG from. */
export const ZQrCode = z.object({
  id: z.number().int(),
  code: z.string(),
  company: z.string(),
  value: z.number().int(),
  validity: z.string(),
  generated_date: z.string(),
  count: z.number().int(),
  is_active: z.boolean(),
  redirection_url: z.string(),
  image: z.string().nullable(),
  /** How many customers may redeem it; null: no cap. */
  max_redemptions: z.number().int().nullable(),
  /** How many customers have redeemed it. */
  redeemed: z.number().int(),
});
export type TQrCode = z.infer<typeof ZQrCode>;
export const ZQrCodeList = z.array(ZQrCode);

export const QR_DEFAULT_ORDERING = '-generated_date';

/**
 * GET /api/get-qr-codes/: without `limit` the bare array, with it a page. `state` is the list's filter (an
 * expired code is expired whether active or not), `query` matches the code, the company or the URL, and
 * `from_date`/`to_date` bound the generated date.
 */
export const ZQrListQuery = ZOptionalPageQuery.extend({
  id: ZId.optional(),
  state: ZListStateFilter.optional(),
  query: ZSearchQuery.optional(),
  ordering: orderingParam(QR_ORDERING_FIELDS, QR_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TQrListQuery = z.infer<typeof ZQrListQuery>;
export const ZQrIdQuery = z.object({ qr_id: ZId });
/** DELETE /api/delete-qr-codes/?qr_id=1&qr_id=2 — one or many. */
export const ZQrDeleteQuery = z.object({ qr_id: ZRepeatedIds });
export const ZQrDeleteResponse = ZDeletedResponse;
export type TQrDeleteResponse = z.infer<typeof ZQrDeleteResponse>;

/** POST /api/qr-codes/bulk-update/ — activates or deactivates 1–100 QR codes at once, all or nothing. */
export const QR_BULK_MAX = 100;
export const ZQrBulkUpdateRequest = z.object({
  ids: z
    .array(ZId)
    .min(1, { error: 'Select at least one QR code' })
    .max(QR_BULK_MAX, { error: `At most ${QR_BULK_MAX} QR codes at once` }),
  is_active: z.boolean({ error: 'Choose active or inactive' }),
});
export type TQrBulkUpdateRequest = z.infer<typeof ZQrBulkUpdateRequest>;
export const ZQrBulkUpdateResponse = z.object({ updated: z.array(z.number().int()) });
export type TQrBulkUpdateResponse = z.infer<typeof ZQrBulkUpdateResponse>;

/** The start of today in UTC: validity may not be before it on create, and a QR expires after its day. */
export function startOfTodayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * A QR code's validity or a voucher's expiry_date has passed: its day (UTC) is over. The whole last day still
 * counts, as for scans, redemptions and purchases.
 */
export const hasExpired = (validity: string | Date, now = new Date()): boolean =>
  new Date(validity) < startOfTodayUtc(now);
