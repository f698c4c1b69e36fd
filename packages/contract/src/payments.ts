import { z } from 'zod';

import { hasTwoDecimals, oneOf } from './common';
import { atMostMessage, REQUIRED_MESSAGE } from './errors';

/** How money changes hands: a super admin records any of them, a staff user cash or UPI only. */
export const PAYMENT_METHODS = ['cash', 'upi', 'card', 'bank'] as const;
export const ZPaymentMethod = oneOf(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const STAFF_PAYMENT_METHODS: readonly TPaymentMethod[] = ['cash', 'upi'];
export const PAYMENT_METHOD_NAMES: Record<TPaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
};

/**
 * Where an order's payments stand against what it owes: nothing paid yet (`unpaid`), some (`partial`), all of it
 * or more (`paid`), or paid back to nothing after a refund (`refunded`).
 */
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'refunded'] as const;
export const ZPaymentStatus = oneOf(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;
export const PAYMENT_STATUS_LABELS: Record<TPaymentStatus, string> = {
  unpaid: 'Unpaid',
  partial: 'Partly paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

/** Rupees as whole paise (amounts have at most two decimals). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** The payment status of `paid` against `due` (rupees); `refunded`: a refund has ever been made. */
export function paymentStatusOf(due: number, paid: number, refunded: boolean): TPaymentStatus {
  const [duePaise, paidPaise] = [toPaise(due), toPaise(paid)];
  if (paidPaise <= 0) return refunded ? 'refunded' : 'unpaid';
  return paidPaise >= duePaise ? 'paid' : 'partial';
}

/**
 * What is left to collect (rupees): what the order owes less what was paid. A cancelled order owes nothing,
 * so its balance is minus what was paid: the refund due.
 */
export function balanceDueOf(o: { status: string; amount_due: number; paid_amount: number }): number {
  const due = o.status === 'cancelled' ? 0 : toPaise(o.amount_due);
  return (due - toPaise(o.paid_amount)) / 100;
}

/** What every order answer says of its payments (rupees). */
export const orderPayments = {
  /** What was received, less what was refunded. */
  paid_amount: z.number(),
  /** amount_due − paid_amount; for a cancelled order −paid_amount (negative: a refund is due). */
  balance_due: z.number(),
  payment_status: ZPaymentStatus,
};

export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_REASON_MAX = 500;
export const PAYMENT_AMOUNT_MAX = 10_000_000;

/** Rupees to the paisa, a number or its digits as typed ('' is missing); negative for a refund. */
export const ZPaymentAmount = z.preprocess(
  (v) =>
    typeof v !== 'string' ? v : v.trim() === '' ? undefined : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v,
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Must be a number') })
    .refine((v) => v !== 0, { error: 'Must not be 0' })
    .refine((v) => Math.abs(v) <= PAYMENT_AMOUNT_MAX, { error: atMostMessage(PAYMENT_AMOUNT_MAX) })
    .refine(hasTwoDecimals, { error: 'Use at most 2 decimals (paise)' }),
);

/**
 * POST /api/all-orders/{id}/payments: rupees to the paisa; a negative amount is a refund, which needs its reason.
 * The form's fields too (the dialog picks them).
 */
export const ZRecordPaymentRequest = z
  .object({
    amount: ZPaymentAmount,
    method: ZPaymentMethod,
    reference: z
      .string({ error: 'Must be text' })
      .trim()
      .max(PAYMENT_REFERENCE_MAX, { error: atMostMessage(PAYMENT_REFERENCE_MAX) })
      .nullable()
      .optional(),
    reason: z
      .string({ error: 'Must be text' })
      .trim()
      .max(PAYMENT_REASON_MAX, { error: atMostMessage(PAYMENT_REASON_MAX) })
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount < 0 && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the money is refunded' });
  });
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;
export type TRecordPaymentForm = z.input<typeof ZRecordPaymentRequest>;

/** One payment (or refund, a negative amount) of an order. */
export const ZPayment = z.object({
  id: z.number().int(),
  order: z.number().int(),
  amount: z.number(),
  method: ZPaymentMethod,
  reference: z.string().nullable(),
  /** Why a refund was made (null for a payment). */
  reason: z.string().nullable(),
  recorded_by: z.number().int().nullable(),
  recorded_by_name: z.string().nullable(),
  /** `RCT-42-2`: the order's id and the payment's place among its payments; the receipt's number. */
  receipt_number: z.string(),
  created_at: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;
