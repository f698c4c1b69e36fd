/**
 * Orders taken at the counter (the back office places an order for a customer, existing or made on the
 * spot), the quote that prices an order before it is placed, and the customer search that finds who it is for.
 */
import { z } from 'zod';

import { requiredText, ZId, ZMobile, ZQueryBoolean } from './common';
import { ZGstin } from './gstin';
import { orderMoney, ZPriceLine } from './orders';
import { ORDER_FILES_FIELD, ZPlaceOrderFields } from './orders.customer';
import { ZPreflight } from './orders.preflight';
import { ZEmail } from './text';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A customer made at the counter: a name and a mobile; the e-mail and the GSTIN (a business buying) are
 * optional (no password is set).
 */
export const ZCounterNewCustomer = z.object({
  first_name: requiredText(100),
  last_name: z.string().trim().max(100, { error: 'Must be at most 100 characters' }).default(''),
  mobile: ZMobile,
  email: z.preprocess(blankToUndefined, z.optional(ZEmail)),
  gstin: z.preprocess(blankToUndefined, z.optional(ZGstin)),
});
export type TCounterNewCustomer = z.infer<typeof ZCounterNewCustomer>;
export type TCounterNewCustomerInput = z.input<typeof ZCounterNewCustomer>;

/** Whom a counter order is for: an existing customer, or one to make with the order. */
export type TCounterCustomer = { id: number } | { new: TCounterNewCustomer };

/** The fields of a customer made with a counter order. */
export const NEW_CUSTOMER_FIELDS = ['first_name', 'last_name', 'mobile', 'email', 'gstin'] as const;

/**
 * The text fields of POST /api/all-orders/ and POST /api/quote (multipart/form-data, each sent once): the
 * customer's order fields, and either `customer_id` or a new customer's `first_name`, `last_name`, `mobile`,
 * optional `email` and optional `gstin`. `assign_to_me` (default true) keeps a staff user's counter order with them.
 */
export const ZCounterOrderForm = ZPlaceOrderFields.extend({
  customer_id: z.preprocess(blankToUndefined, ZId.optional()),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  mobile: z.string().optional(),
  email: z.string().optional(),
  gstin: z.string().optional(),
  assign_to_me: ZQueryBoolean.default(true),
});

/** The counter order's fields, read: `customer` is `{id}` or `{new: {…}}`. */
export const ZCounterOrderFields = ZCounterOrderForm.transform((v, ctx) => {
  const { customer_id, first_name, last_name, mobile, email, gstin, ...order } = v;
  const details = { first_name, last_name, mobile, email, gstin };
  if (customer_id !== undefined) {
    for (const key of NEW_CUSTOMER_FIELDS) {
      if (blankToUndefined(details[key]) !== undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Send either customer_id or a new customer' });
    }
    const customer: TCounterCustomer = { id: customer_id };
    return { ...order, customer };
  }
  const parsed = ZCounterNewCustomer.safeParse(details);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  const customer: TCounterCustomer = { new: parsed.data };
  return { ...order, customer };
});
export type TCounterOrderFields = z.infer<typeof ZCounterOrderFields>;

/** Every field a counter order's (or the back office's quote's) multipart request may carry. */
export const COUNTER_ORDER_FIELDS = [ORDER_FILES_FIELD, ...Object.keys(ZCounterOrderForm.shape)] as const;

/** One file of a quote: its name, its pages and its preflight (colour and blank pages are null in a quote; null when not checked). */
export const ZQuoteFile = z.object({
  name: z.string(),
  pages: z.number().int(),
  preflight: ZPreflight.nullable(),
});

/** POST /api/customer/quote and POST /api/quote: what the order would be, with no order made. */
export const ZQuote = z.object({
  ...orderMoney,
  /** The lines the order would store (they add up to `amount`). */
  price_lines: z.array(ZPriceLine),
  /** When the order would be promised if placed now (ISO 8601). */
  due_at: z.string(),
  files: z.array(ZQuoteFile),
});
export type TQuote = z.infer<typeof ZQuote>;

/** GET /api/customers/search?query=: a name, e-mail or mobile, or part of one. */
export const ZCustomerSearchQuery = z.object({
  query: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Type part of a name, e-mail or mobile' })
    .max(100, { error: 'Must be at most 100 characters' }),
});
export type TCustomerSearchQuery = z.infer<typeof ZCustomerSearchQuery>;

/** At most this many customers answer a search. */
export const CUSTOMER_SEARCH_LIMIT = 10;

export const ZCustomerSearchRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
});
export type TCustomerSearchRow = z.infer<typeof ZCustomerSearchRow>;
