import { ZCoinAdjustmentRequest, type TCoinSource } from '@printhub/contract';

import type { z } from 'zod';

/**
 * The 'Adjust coins' form: the contract's amount (the typed digits, a whole number, not zero) and reason; the
 * customer id is added.
 */
export const ZCoinAdjustForm = ZCoinAdjustmentRequest.pick({ amount: true, reason: true });
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
