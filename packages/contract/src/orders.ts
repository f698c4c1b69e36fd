import { z } from 'zod';

import { oneOf, requiredText, ZId, ZPaginated } from './common';
import { PAPER_SIZES } from './orders.preflight';
import { orderPayments, ZPayment } from './payments';

export const ORDER_STATUSES = [
  'confirmed',
  'assigned',
  'out-for-delivery',
  'delivered',
  'cancelled',
] as const;
export const ZOrderStatus = oneOf(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** The statuses of an order still to be made and handed over: every open list, the board and `due` show these. */
export const OPEN_ORDER_STATUSES = ['confirmed', 'assigned', 'out-for-delivery'] as const;
export const isOpenStatus = (status: TOrderStatus): boolean =>
  (OPEN_ORDER_STATUSES as readonly TOrderStatus[]).includes(status);

/**
 * The statuses `exclude_status` leaves out. Leaving out the delivered orders asks for the ones still to do (the
 * staff's pending list), so it leaves out the cancelled ones too: both are finished.
 */
export const statusesExcludedBy = (status: TOrderStatus): TOrderStatus[] =>
  status === 'delivered' ? ['delivered', 'cancelled'] : [status];

export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  confirmed: 'Confirmed',
  assigned: 'Assigned',
  'out-for-delivery': 'Out For Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The one step a staff user may take from each status; null = none. */
export const NEXT_STATUS: Record<TOrderStatus, TOrderStatus | null> = {
  confirmed: 'assigned',
  assigned: 'out-for-delivery',
  'out-for-delivery': 'delivered',
  delivered: null,
  cancelled: null,
};

export const ORDER_TYPES = ['print', 'subscription'] as const;
export const ZOrderType = oneOf(ORDER_TYPES);
export type TOrderType = z.infer<typeof ZOrderType>;

export const ZUserData = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
});

export const ZPrintOptions = z.object({
  color: z.enum(['black-and-white', 'color']),
  sides: z.enum(['single', 'double']),
  paper_size: z.enum(PAPER_SIZES),
  binding: z.enum(['none', 'staple', 'spiral']),
});
export type TPrintOptions = z.infer<typeof ZPrintOptions>;

/**
 * One line of an order's price, as stored when it was placed: `quantity` × `unit_price` (rupees, possibly
 * finer than a paisa when a paper factor applies) is `amount`, rounded half-up to the paisa. The lines add
 * up to the order's `amount`.
 */
export const ZPriceLine = z.object({
  label: z.string(),
  quantity: z.number().int(),
  unit_price: z.number(),
  amount: z.number(),
});
export type TPriceLine = z.infer<typeof ZPriceLine>;

/** What every order answer says of its money (rupees). */
export const orderMoney = {
  /** Before the discount: the sum of the price lines (pages, binding, the rush surcharge). */
  amount: z.number(),
  /** Taken off by the coupon (0 without one). */
  discount: z.number(),
  /** What the customer owes in all: amount − discount, GST included (added when prices exclude it). */
  amount_due: z.number(),
};

/** The price lines and the GST terms an order was priced with (the detail answers). */
export const orderPricing = {
  price_lines: z.array(ZPriceLine),
  /** The GST rate when the order was placed (%). */
  gst_percentage: z.number(),
  /** Whether the prices included GST when the order was placed (if not, GST was added to `amount_due`). */
  prices_include_gst: z.boolean(),
};

/**
 * What every order answer says of the order itself, the back office's and its customer's alike: what was
 * ordered, its money, its promise, its invoice and its cancellation.
 */
export const ZOrderFields = z.object({
  id: z.number().int(),
  status: ZOrderStatus,
  order_type: ZOrderType,
  title: z.string(),
  pdf_page_count: z.number().int(),
  copies: z.number().int(),
  options: ZPrintOptions,
  ...orderMoney,
  /** What the customer has paid (refunds taken off), what is left to pay, and so the payment status. */
  ...orderPayments,
  coupon_code: z.string().nullable(),
  delivery_address: z.string(),
  print_ref: z.string(),
  /** When the order is promised (ISO 8601). */
  due_at: z.string(),
  /** The customer asked for the rush turnaround (and paid its surcharge). */
  rush: z.boolean(),
  /** `INV/2026-27/000001`: given when the order is delivered (or earlier by a super admin); null before. */
  invoice_number: z.string().nullable(),
  /** The shop's date the invoice number was given on (`YYYY-MM-DD`); null without one. */
  invoice_date: z.string().nullable(),
  /** When a super admin cancelled the order (ISO 8601), and why; both null for an order not cancelled. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
});
export type TOrderFields = z.infer<typeof ZOrderFields>;

/** An order as the back office sees it: its fields, with its customer, its assignee and who placed it. */
export const ZOrder = ZOrderFields.extend({
  assigned_user: z.number().int().nullable(),
  assigned_user_name: z.string().nullable(),
  user: z.number().int(),
  user_data: ZUserData,
  /** The account that took the order at the counter; null for an order the customer placed. */
  placed_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** The order's first file (its first page is the lists' thumbnail); null for an order without files. */
  first_file_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderPage = ZPaginated(ZOrder);
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZOrderHistoryEntry = z.object({
  id: z.number().int(),
  from_status: ZOrderStatus.nullable(),
  to_status: ZOrderStatus,
  from_assigned_user: z.number().int().nullable(),
  to_assigned_user: z.number().int().nullable(),
  changed_by: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** GET /api/all-orders/{id}/: the order with its timeline and its payments (oldest first). */
export const ZOrderDetail = ZOrder.extend({
  ...orderPricing,
  history: z.array(ZOrderHistoryEntry),
  payments: z.array(ZPayment),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

export const CANCEL_REASON_MAX = 500;
/** Why an order is cancelled: required, trimmed, at most CANCEL_REASON_MAX characters. */
export const ZCancelReason = requiredText(CANCEL_REASON_MAX);
/** The "Cancel order" dialog's form. */
export const ZCancelOrderForm = z.object({ cancel_reason: ZCancelReason });
export type TCancelOrderForm = z.infer<typeof ZCancelOrderForm>;

/** The fields PATCH /api/all-orders/{id}/ reads (forms pick theirs from here). */
export const ZUpdateOrderFields = z.object({
  id: ZId,
  status: ZOrderStatus.optional(),
  assigned_user: ZId.nullable().optional(),
  /** A super admin may move the due date (a staff user sending a different one gets a 400 on it). */
  due_at: z.iso
    .datetime({ offset: true, error: 'Use a date and time like 2026-11-28T17:00:00+05:30' })
    .optional(),
  /** Required with `status: 'cancelled'` (ZCancelReason); read only then. */
  cancel_reason: z.string({ error: 'Must be text' }).nullable().optional(),
});

/**
 * PATCH /api/all-orders/{id}/: the web app sends the whole order object; only these fields
 * can change, everything else is ignored. Cancelling (`status: 'cancelled'`) needs a reason.
 */
export const ZUpdateOrderRequest = ZUpdateOrderFields.superRefine((body, ctx) => {
  if (body.status !== 'cancelled') return;
  const reason = ZCancelReason.safeParse(body.cancel_reason);
  if (!reason.success)
    ctx.addIssue({ code: 'custom', path: ['cancel_reason'], message: reason.error.issues[0]!.message });
});
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;

export const ZOrderStatusOption = z.object({ value: ZOrderStatus, label: z.string() });

/** POST /api/all-orders/bulk-update/: move several orders; each is checked on its own. */
export const ZBulkUpdateOrdersRequest = z
  .object({
    ids: z
      .array(ZId)
      .min(1, { error: 'Select at least one order' })
      .max(100, { error: 'At most 100 orders at once' }),
    status: ZOrderStatus.optional(),
    /** The staff user to assign every order to (each order still follows the workflow on its own). */
    assigned_user: ZId.optional(),
  })
  .refine((b) => b.status !== undefined || b.assigned_user !== undefined, {
    error: 'Choose a status or a staff user',
    path: ['status'],
  })
  .refine((b) => b.status !== 'cancelled', {
    error: 'Cancel orders one at a time, each with its reason',
    path: ['status'],
  });
export type TBulkUpdateOrdersRequest = z.infer<typeof ZBulkUpdateOrdersRequest>;
export const ZBulkUpdateOrdersResponse = z.object({
  updated: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), error: z.string() })),
});
export type TBulkUpdateOrdersResponse = z.infer<typeof ZBulkUpdateOrdersResponse>;

export const ZStaffUserOption = z.object({ id: z.number().int(), full_name: z.string(), email: z.string() });
export type TStaffUserOption = z.infer<typeof ZStaffUserOption>;
