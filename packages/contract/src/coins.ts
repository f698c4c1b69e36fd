import { z } from 'zod';

import { requiredText, ZId, ZPageQuery, ZPaginated } from './common';
import { atLeastMessage, atMostMessage, REQUIRED_MESSAGE } from './errors';

export const COIN_SOURCES = ['qr_redemption', 'voucher_purchase', 'referral', 'admin_adjustment'] as const;
export const ZCoinSource = z.enum(COIN_SOURCES);
export type TCoinSource = z.infer<typeof ZCoinSource>;

export const ZCoinEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  source: ZCoinSource,
  created_at: z.string(),
});
export type TCoinEntry = z.infer<typeof ZCoinEntry>;

/** GET /api/get-user-coin-info/?user_id=N: the balance and the whole ledger. */
export const ZCoinInfo = z.object({
  user_id: z.number().int(),
  balance: z.number().int(),
  history: z.array(ZCoinEntry),
});
export type TCoinInfo = z.infer<typeof ZCoinInfo>;
export const ZCoinInfoQuery = z.object({ user_id: ZId });

/** A balance is a 32-bit column: a movement that would take it past this is refused (422). */
export const COIN_BALANCE_MAX = 2 ** 31 - 1;

export const COIN_AMOUNT_DIGITS_MESSAGE = 'Type whole coins in digits, like 250 or -20';

/**
 * An adjustment's amount: a JSON number, or text of digits with an optional sign (as a form holds it).
 * Text such as `1e3`, `1.5` or `0x10`, which Number() would read, is refused: what is applied is what was
 * typed.
 */
export const ZCoinAmount = z.preprocess(
  (v) =>
    typeof v !== 'string' ? v : v.trim() === '' ? undefined : /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : v,
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : COIN_AMOUNT_DIGITS_MESSAGE) })
    .int({ error: 'Must be a whole number' })
    .min(-1_000_000, { error: atLeastMessage(-1_000_000) })
    .max(1_000_000, { error: atMostMessage(1_000_000) })
    .refine((n) => n !== 0, { error: 'Must not be zero' }),
);

/** POST /api/coin-adjustments/: an admin credits (+) or debits (−) coins, with a reason. */
export const ZCoinAdjustmentRequest = z.object({
  user_id: ZId,
  amount: ZCoinAmount,
  reason: requiredText(200),
});
export type TCoinAdjustmentRequest = z.infer<typeof ZCoinAdjustmentRequest>;
export const ZCoinAdjustmentResponse = z.object({ entry: ZCoinEntry, balance: z.number().int() });
export type TCoinAdjustmentResponse = z.infer<typeof ZCoinAdjustmentResponse>;

/** GET /api/customer/coins?limit&offset: the signed-in customer's balance and ledger, newest first. */
export const ZCustomerCoinEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
});
export type TCustomerCoinEntry = z.infer<typeof ZCustomerCoinEntry>;
export const ZCustomerCoinsQuery = ZPageQuery;
export const ZCustomerCoins = ZPaginated(ZCustomerCoinEntry).extend({ balance: z.number().int() });
export type TCustomerCoins = z.infer<typeof ZCustomerCoins>;
