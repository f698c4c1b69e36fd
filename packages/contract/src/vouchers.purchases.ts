import { z } from 'zod';

import { ZId } from './common';

/** A user's purchase: one free code assigned, its cost in coins debited. */
export const ZPurchasedVoucher = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  voucher_id: z.number().int(),
  voucher_detail: z.string(),
  client_name: z.string(),
  voucher_code: z.string(),
  coins: z.number().int(),
  purchased_at: z.string(),
});
export type TPurchasedVoucher = z.infer<typeof ZPurchasedVoucher>;
export const ZPurchasedVoucherList = z.array(ZPurchasedVoucher);
export const ZPurchasedVoucherQuery = z.object({ user_id: ZId.optional(), voucher_id: ZId.optional() });
export const ZSavePurchasedVoucherRequest = z.object({ user_id: ZId, voucher_id: ZId });
export const ZSavePurchasedVoucherResponse = z.object({
  purchase: ZPurchasedVoucher,
  balance: z.number().int(),
});
