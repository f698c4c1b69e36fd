import { z } from 'zod';

import {
  DATE_RANGE_MESSAGE,
  isDateInRange,
  oneOf,
  requiredInt,
  requiredText,
  ZId,
  ZPageQuery,
  ZPaginated,
  ZRepeatedIds,
  ZSearchQuery,
} from './common';
import { REQUIRED_MESSAGE } from './errors';
import { VOUCHER_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, LIST_STATES, orderingParam, ZListDateRange } from './lists';

/** Images are PNGs of at most 5 MiB (sent here as base64); a CSV at most 20 MiB. */
export const VOUCHER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VOUCHER_CSV_MAX_BYTES = 20 * 1024 * 1024;
/** The voucher CSV's columns (any order, case-insensitive). */
export const VOUCHER_CSV_COLUMNS = [
  'voucher_code',
  'voucher_detail',
  'cost',
  'expiry_date',
  'image_url',
] as const;
export const VOUCHER_CSV_REQUIRED = ['voucher_code', 'voucher_detail', 'cost'] as const;
/** Voucher rows per CSV file (the header not counted): a file with more is refused (413) as a whole. */
export const VOUCHER_CSV_MAX_ROWS = 1_000_000;
/** A refused CSV's report lists the first rows' problems only, with the total in `error_count`. */
export const VOUCHER_CSV_REPORTED_ERRORS = 100;

export const VOUCHER_TYPES = ['single', 'multiple'] as const;
export type TVoucherType = (typeof VOUCHER_TYPES)[number];

export const ZVoucherCode = z.object({
  voucher_code: z.string(),
  is_assigned: z.boolean(),
  is_active: z.boolean(),
});
export type TVoucherCode = z.infer<typeof ZVoucherCode>;

/**
 * A voucher info with its codes. `image` is the URL the image is served from (the API's own
 * for an uploaded PNG, or the CSV's image_url), null without one; `client_name` is for the list.
 */
export const ZVoucherInfo = z.object({
  id: z.number().int(),
  client: z.number().int(),
  client_name: z.string(),
  voucher_detail: z.string(),
  cost: z.number(),
  expiry_date: z.string(),
  image: z.string().nullable(),
  is_single: z.boolean(),
  created_on: z.string(),
  vouchers: z.array(ZVoucherCode),
});
export type TVoucherInfo = z.infer<typeof ZVoucherInfo>;
export const ZVoucherInfoList = z.array(ZVoucherInfo);

/**
 * GET /api/get-voucher/. Without `limit`: the bare array of vouchers, each with all its codes (what the
 * original clients read). With `limit` (1–100; `offset`, `client_id`, `id`, `query` optional): a page of code
 * rows, `ZVoucherCodePage`. `query` matches a client name, a code or a cost (any part, any case).
 */
export const VOUCHER_DEFAULT_ORDERING = '-created_on';

/**
 * The states a code's list filters on: expired with its voucher, else active or inactive (as the QR list's
 * filter names them); and, whatever those, sold (a user bought it) or unsold.
 */
export const VOUCHER_STATES = [...LIST_STATES, 'sold', 'unsold'] as const;
export type TVoucherState = (typeof VOUCHER_STATES)[number];
export const ZVoucherStateFilter = oneOf(['all', ...VOUCHER_STATES]);
export type TVoucherStateFilter = z.infer<typeof ZVoucherStateFilter>;

export const ZVoucherListQuery = z
  .object({
    /** Paged lists only: the code's state (VOUCHER_STATES), or `all`. */
    state: ZVoucherStateFilter.optional(),
    ordering: orderingParam(VOUCHER_ORDERING_FIELDS, VOUCHER_DEFAULT_ORDERING),
    /** Paged lists only: the voucher's expiry date within these days. */
    ...ZListDateRange,
    client_id: ZId.optional(),
    id: ZId.optional(),
    limit: ZPageQuery.shape.limit.unwrap().optional(),
    offset: ZPageQuery.shape.offset,
    query: ZSearchQuery.optional(),
    /** `available`: only codes a user could still buy (free, active, of a voucher not expired); paged lists only. */
    status: z.enum(['available']).optional(),
  })
  .refine(checkDateRange, DATE_RANGE_ERROR);
export type TVoucherListQuery = z.input<typeof ZVoucherListQuery>;
export type TVoucherListFilters = z.output<typeof ZVoucherListQuery>;

/** The client view's rows: each code with its parent's fields and voucherInfoId. */
export type TFlatVoucher = TVoucherCode &
  Pick<TVoucherInfo, 'client' | 'is_single' | 'expiry_date' | 'cost' | 'voucher_detail' | 'image'> & {
    voucherInfoId: number;
    client_name?: string;
  };

/**
 * One code as a list row: the code with its voucher's fields and `voucherInfoId` (the flattened row of the
 * client view), `voucher_code_id` (what deleting the one code sends), and `voucher_code_count`, how many
 * codes its voucher has (what deleting the voucher removes). A code a user bought has `sold_at` (ISO) and
 * its buyer (`buyer_id`, `buyer_name`); null otherwise.
 */
export const ZVoucherCodeRow = ZVoucherCode.extend({
  voucher_code_id: z.number().int(),
  voucherInfoId: z.number().int(),
  ...ZVoucherInfo.omit({ id: true, vouchers: true }).shape,
  voucher_code_count: z.number().int(),
  sold_at: z.string().nullable(),
  buyer_id: z.number().int().nullable(),
  buyer_name: z.string().nullable(),
});
export type TVoucherCodeRow = z.infer<typeof ZVoucherCodeRow>;
/** A page of code rows: newest voucher first, a voucher's codes in the order they were added. */
export const ZVoucherCodePage = ZPaginated(ZVoucherCodeRow);
export type TVoucherCodePage = z.infer<typeof ZVoucherCodePage>;
/** GET /api/get-voucher/ answers one or the other, depending on `limit`. */
export const ZVoucherListResponse = z.union([ZVoucherInfoList, ZVoucherCodePage]);

export const ZVoucherCodeText = requiredText(100).pipe(
  z.string().regex(/^[^\s,;"]+$/, { error: 'No spaces, commas, semicolons or quotes' }),
);

/** Coins: a whole number ≥ 0. */
export const ZVoucherCost = requiredInt(0, 1_000_000);

/** A date (YYYY-MM-DD) or an ISO date-time. */
export const ZVoucherExpiry = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !isNaN(Date.parse(s)), {
    error: 'Invalid Date Format',
    abort: true,
  })
  .refine(isDateInRange, { error: DATE_RANGE_MESSAGE });

/** A PNG as base64, with or without a `data:image/png;base64,` prefix. */
export const ZBase64Image = z
  .string({ error: 'Must be text' })
  .max(Math.ceil((VOUCHER_IMAGE_MAX_BYTES * 4) / 3) + 64, { error: 'The image must be at most 5 MiB' });

const codesOf = (vouchers: { voucher_code: string }[]) => vouchers.map((v) => v.voucher_code);
function uniqueCodes(vouchers: { voucher_code: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  codesOf(vouchers).forEach((code, i) => {
    if (seen.has(code))
      ctx.addIssue({ code: 'custom', path: ['vouchers', i, 'voucher_code'], message: 'Duplicate code' });
    seen.add(code);
  });
}

const ZNewCode = z.object({
  voucher_code: ZVoucherCodeText,
  is_assigned: z.literal(false, { error: 'A new code cannot be assigned yet' }).default(false),
  is_active: z.boolean({ error: 'Must be true or false' }).default(true),
});

/** POST /api/save-voucher/. */
export const ZCreateVoucherRequest = z
  .object({
    client: ZId,
    voucher_detail: requiredText(500),
    cost: ZVoucherCost,
    expiry_date: ZVoucherExpiry,
    image: ZBase64Image.nullish(),
    is_single: z.boolean({ error: 'Must be true or false' }),
    vouchers: z.array(ZNewCode).min(1, { error: 'Add at least one voucher code' }).max(10_000),
  })
  .superRefine((v, ctx) => {
    if (v.is_single && v.vouchers.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['vouchers'], message: 'A single voucher has exactly one code' });
    uniqueCodes(v.vouchers, ctx);
  });
export type TCreateVoucherRequest = z.input<typeof ZCreateVoucherRequest>;

/**
 * PUT /api/save-voucher/: `image` only when a new file was chosen. `voucher_code` renames a
 * single voucher's code; `vouchers` (optional) is a multiple voucher's new list of codes: codes left out are
 * removed (refused if bought), new ones added.
 */
export const ZUpdateVoucherRequest = z
  .object({
    id: ZId,
    client: ZId,
    voucher_detail: requiredText(500),
    cost: ZVoucherCost,
    expiry_date: ZVoucherExpiry,
    image: ZBase64Image.nullish(),
    voucher_code: ZVoucherCodeText.optional(),
    vouchers: z
      .array(z.object({ voucher_code: ZVoucherCodeText }))
      .min(1)
      .max(10_000)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.vouchers) uniqueCodes(v.vouchers, ctx);
  });
export type TUpdateVoucherRequest = z.input<typeof ZUpdateVoucherRequest>;

export const ZVoucherDeleteQuery = z.object({ voucher_ids: ZRepeatedIds });

/**
 * DELETE /api/delete-voucher-codes/?voucher_code_ids=…: single codes, their vouchers kept. All or nothing:
 * refused (409) when a user bought one of them, and (422) when it would leave a voucher without codes.
 */
export const ZVoucherCodeDeleteQuery = z.object({ voucher_code_ids: ZRepeatedIds });

/**
 * POST /api/upload_vouchers?client_id=N&expiry_date=ISO (multipart field `file`). `expiry_date` is the validity
 * of the rows that have none; `default_expiry_codes` says how many codes took it, `default_expiry_date` (ISO)
 * what it was.
 */
export const ZUploadVouchersQuery = z.object({ client_id: ZId, expiry_date: ZVoucherExpiry });
export const ZUploadVouchersResponse = z.object({
  vouchers_created: z.number().int(),
  codes_created: z.number().int(),
  default_expiry_codes: z.number().int(),
  default_expiry_date: z.string(),
});
export type TUploadVouchersResponse = z.infer<typeof ZUploadVouchersResponse>;

/** The Voucher Information dialog. */
export const ZVoucherForm = z
  .object({
    client: z.number({ error: REQUIRED_MESSAGE }).int().positive({ error: REQUIRED_MESSAGE }),
    voucher_detail: requiredText(500),
    expiry_date: z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }),
    cost: ZVoucherCost,
    voucher_type: z.enum(VOUCHER_TYPES),
    vouchers: z.array(z.object({ voucher_code: ZVoucherCodeText })).min(1),
  })
  .superRefine((v, ctx) => uniqueCodes(v.vouchers, ctx));
export type TVoucherForm = z.infer<typeof ZVoucherForm>;
