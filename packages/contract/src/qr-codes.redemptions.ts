import { z } from 'zod';

import { REQUIRED_MESSAGE } from './errors';

/** POST /api/customer/qr-redemptions: a signed-in customer redeems a code for its coins. */
export const ZQrRedemptionRequest = z.object({
  code: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(200, { error: 'Must be at most 200 characters' }),
});
export type TQrRedemptionRequest = z.infer<typeof ZQrRedemptionRequest>;
export const ZQrRedemptionResponse = z.object({
  qr_code: z.string(),
  coins_credited: z.number().int(),
  balance: z.number().int(),
});
export type TQrRedemptionResponse = z.infer<typeof ZQrRedemptionResponse>;
