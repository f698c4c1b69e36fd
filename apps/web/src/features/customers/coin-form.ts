import { z } from 'zod';

import { ZCoinAdjustmentRequest, type TCoinSource } from '@printhub/contract';

/** A typed amount: '' is "missing" and anything else is read as a number (NaN fails as 'Must be a number'). */
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
};

/** The 'Adjust coins' form: the contract's amount (a whole number, not zero) and reason; the customer id is added. */
export const ZCoinAdjustForm = ZCoinAdjustmentRequest.pick({ reason: true }).extend({
  amount: z.preprocess(toNumber, ZCoinAdjustmentRequest.shape.amount),
});
export type TCoinAdjustFormInput = { amount: string; reason: string };
export type TCoinAdjustForm = z.output<typeof ZCoinAdjustForm>;

export const isDebit = (amount: number): boolean => amount < 0;

export const COIN_SOURCE_LABELS: Record<TCoinSource, string> = {
  qr_redemption: 'QR redemption',
  voucher_purchase: 'Voucher purchase',
  referral: 'Referral',
  admin_adjustment: 'Admin adjustment',
};

/** '+50' for a credit, '−20' for a debit. */
export const formatCoinAmount = (amount: number): string =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${Math.abs(amount).toLocaleString('en-US')}`;

export const coinsText = (n: number): string =>
  `${n.toLocaleString('en-US')} ${Math.abs(n) === 1 ? 'coin' : 'coins'}`;
