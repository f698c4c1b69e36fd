/**
 * A customer's own print orders (the `/api/customer/` realm): placing one with its PDFs, and reading them.
 */
import { z } from 'zod';

import { requiredText, wholeNumber, ZPaginated, ZQueryBoolean } from './common';
import { orderPricing, ZOrderFields, ZOrderStatus, ZPrintOptions } from './orders';
import { ZPreflight } from './orders.preflight';

/** At most this many PDFs in one order. */
export const MAX_ORDER_FILES = 10;
export const MAX_ORDER_COPIES = 100;

/** The multipart field that carries the PDFs (repeated, one part per file). */
export const ORDER_FILES_FIELD = 'files';

/**
 * The text fields of POST /api/customer/orders (multipart/form-data, each sent once). The PDFs come in
 * `files` parts beside them.
 */
export const ZPlaceOrderFields = z.object({
  title: requiredText(200),
  copies: wholeNumber(1, MAX_ORDER_COPIES),
  color: ZPrintOptions.shape.color,
  sides: ZPrintOptions.shape.sides,
  paper_size: ZPrintOptions.shape.paper_size,
  binding: ZPrintOptions.shape.binding,
  delivery_address: requiredText(1000),
  coupon_code: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string({ error: 'Must be text' }).trim().max(40, { error: 'Must be at most 40 characters' }).optional(),
  ),
  /** `true`: the rush turnaround, at the rush surcharge. */
  rush: ZQueryBoolean.default(false),
});
export type TPlaceOrderFields = z.infer<typeof ZPlaceOrderFields>;

/** Every field a multipart order request may carry; anything else is refused. */
export const PLACE_ORDER_FIELDS = [ORDER_FILES_FIELD, ...Object.keys(ZPlaceOrderFields.shape)] as const;

export const ZCustomerOrderFile = z.object({
  id: z.number().int(),
  name: z.string(),
  pages: z.number().int(),
  /** Bytes. */
  size: z.number().int(),
  /** What the preflight found (null: a file stored before preflight existed). */
  preflight: ZPreflight.nullable(),
});
export type TCustomerOrderFile = z.infer<typeof ZCustomerOrderFile>;

/** An order as its customer sees it (201 of POST /api/customer/orders, and each item of the list). */
export const ZCustomerOrder = ZOrderFields.extend({
  files: z.array(ZCustomerOrderFile),
});
export type TCustomerOrder = z.infer<typeof ZCustomerOrder>;

export const ZCustomerOrderPage = ZPaginated(ZCustomerOrder);
export type TCustomerOrderPage = z.infer<typeof ZCustomerOrderPage>;

/** One step of the order's life; the staff shown by first name only. */
export const ZCustomerOrderEvent = z.object({
  from_status: ZOrderStatus.nullable(),
  to_status: ZOrderStatus,
  /** Who made the change (null: the order being placed). */
  changed_by: z.string().nullable(),
  /** The staff user the order is with after the change, if any. */
  assigned_to: z.string().nullable(),
  changed_at: z.string(),
});
export type TCustomerOrderEvent = z.infer<typeof ZCustomerOrderEvent>;

/** GET /api/customer/orders/{id}/: the order and its timeline, newest step first. */
export const ZCustomerOrderDetail = ZCustomerOrder.extend({
  ...orderPricing,
  history: z.array(ZCustomerOrderEvent),
});
export type TCustomerOrderDetail = z.infer<typeof ZCustomerOrderDetail>;
