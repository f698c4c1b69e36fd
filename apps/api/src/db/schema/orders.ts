import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { customers } from './customers';
import { accounts } from './staff-users';

import type { TOrderStatus, TOrderType, TPaymentStatus, TPriceLine, TPrintOptions } from '@printhub/contract';

/**
 * Orders keep a snapshot of the customer's contact details, as an invoice does; the search column is
 * generated from that snapshot and the title so that one trigram index serves the `query` filter.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderType: text('order_type').$type<TOrderType>().notNull().default('print'),
    status: text('status').$type<TOrderStatus>().notNull().default('confirmed'),
    assignedUser: integer('assigned_user').references(() => accounts.id, { onDelete: 'set null' }),
    /** The account that took the order at the counter; null for an order the customer placed. */
    placedBy: integer('placed_by').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    title: text('title').notNull(),
    pdfPageCount: integer('pdf_page_count').notNull(),
    copies: integer('copies').notNull().default(1),
    options: jsonb('options').$type<TPrintOptions>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Taken off `amount` by the order's coupon (0 without one). */
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * What the customer owes in all: amount − discount, plus GST when the prices excluded it. Written when the
     * order is placed, with the GST terms below, so that a later change of the settings never alters it.
     */
    amountDue: numeric('amount_due', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The price as it was placed, line by line (they add up to `amount`). */
    priceLines: jsonb('price_lines').$type<TPriceLine[]>().notNull(),
    /** The GST rate (%) and whether the prices included it, when the order was placed. */
    gstPercentage: numeric('gst_percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    pricesIncludeGst: boolean('prices_include_gst').notNull(),
    /** What was received less what was refunded, kept by each payment's transaction (under the order's lock). */
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** Where the payments stand against `amount_due` (unpaid, partial, paid, refunded), kept with `paid_amount`. */
    paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull().default('unpaid'),
    couponCode: text('coupon_code'),
    deliveryAddress: text('delivery_address').notNull().default(''),
    printRef: text('print_ref').notNull(),
    /** When the order is promised: placed + the turnaround over open days (docs/domain.md, "Due dates"). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The rush turnaround, asked for (and paid) by the customer. */
    rush: boolean('rush').notNull().default(false),
    /** `INV/2026-27/000001`: given once, when the order is delivered or earlier by a super admin; never changed. */
    invoiceNumber: text('invoice_number'),
    /** The shop's calendar date the invoice number was given on (its financial year is the number's). */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /**
     * The customer's GSTIN as it was when the invoice number was given (null: none then): the invoice prints
     * it and charges IGST by it, so that a later change of the customer's record never alters an issued one.
     */
    buyerGstin: text('buyer_gstin'),
    /** When a super admin cancelled the order, and why: both set exactly when the status is `cancelled`. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Unqualified names: a generated column may only refer to its own row. Its statistics target is 1,000
    // (migration 0018, not expressible here): the planner tells common search terms from rare ones by it.
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "title")`,
    ),
  },
  // Index order must be exactly the lists' `ORDER BY created_at DESC, id DESC` (NULLS FIRST is what DESC
  // means), or PostgreSQL cannot read a page straight off the index.
  (t) => [
    uniqueIndex('orders_print_ref_key').on(t.printRef),
    uniqueIndex('orders_invoice_number_key').on(t.invoiceNumber),
    // The search text rides along (after the unique id it never orders anything): a search of the newest
    // orders reads it from the index alone, never the wide row (docs/api.md, "How the order lists find a
    // page"). Its parts are length-limited by the contract (well below btree's 2,704-byte entry limit).
    index('orders_created_at_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.searchText,
    ),
    // The completed prints, the list that grows without end: a deep page skips entries that have no key
    // columns to compare, about half the cost of skipping them on the (order_type, status, …) index.
    index('orders_delivered_prints_created_at_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'delivered' and ${t.orderType} = 'print'`),
    index('orders_status_created_at_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_type_status_created_at_idx').on(
      t.orderType,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_type_created_at_idx').on(
      t.orderType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_assigned_status_created_at_idx').on(
      t.assignedUser,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_assigned_created_at_idx').on(
      t.assignedUser,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('orders_customer_idx').on(t.customerId),
    // ordering=due_at and the `due` filter, over every order and over one staff user's.
    index('orders_due_at_idx').on(t.dueAt, t.id),
    index('orders_assigned_due_at_idx').on(t.assignedUser, t.dueAt, t.id),
    // The production board: open print orders by column and due date (everyone's, and one staff user's),
    // and the delivered ones by their last change (its "delivered today" column: the day's deliveries, with
    // their assignee and due date, are filtered and sorted from the index alone). Partial, so their size
    // follows the open orders and a day's deliveries, not the order book.
    index('orders_open_prints_status_due_at_idx')
      .on(t.status, t.dueAt, t.id)
      .where(sql`${t.status} in ('confirmed', 'assigned', 'out-for-delivery') and ${t.orderType} = 'print'`),
    index('orders_open_prints_assigned_status_due_at_idx')
      .on(t.assignedUser, t.status, t.dueAt, t.id)
      .where(sql`${t.status} in ('confirmed', 'assigned', 'out-for-delivery') and ${t.orderType} = 'print'`),
    index('orders_delivered_prints_updated_at_idx')
      .on(t.updatedAt, t.assignedUser, t.dueAt, t.id)
      .where(sql`${t.status} = 'delivered' and ${t.orderType} = 'print'`),
    index('orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check(
      'orders_status_check',
      sql`${t.status} in ('confirmed', 'assigned', 'out-for-delivery', 'delivered', 'cancelled')`,
    ),
    check(
      'orders_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
    check('orders_type_check', sql`${t.orderType} in ('print', 'subscription')`),
    check('orders_counts_check', sql`${t.pdfPageCount} >= 0 and ${t.copies} >= 1 and ${t.amount} >= 0`),
    check('orders_invoice_check', sql`(${t.invoiceNumber} is null) = (${t.invoiceDate} is null)`),
    check('orders_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= ${t.amount}`),
    check('orders_amount_due_check', sql`${t.amountDue} >= ${t.amount} - ${t.discount}`),
    check('orders_paid_amount_check', sql`${t.paidAmount} >= 0`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('unpaid', 'partial', 'paid', 'refunded')`,
    ),
  ],
);

/** Every change of status or assignee: who, when, from, to. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<TOrderStatus>(),
    toStatus: text('to_status').$type<TOrderStatus>().notNull(),
    fromAssignedUser: integer('from_assigned_user'),
    toAssignedUser: integer('to_assigned_user'),
    changedBy: integer('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.changedAt)],
);
