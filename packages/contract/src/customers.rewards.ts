/**
 * What a signed-in customer does with their coins and their referral code (the `/api/customer/` realm):
 * the vouchers on offer, buying one, their codes, and their referrals.
 */
import { z } from 'zod';

import { ZId } from './common';

/** A voucher a customer can buy now: not expired, with `available` free active codes (at least one). */
export const ZCustomerVoucherOffer = z.object({
  id: z.number().int(),
  client: z.object({ id: z.number().int(), name: z.string() }),
  voucher_detail: z.string(),
  cost: z.number().int(),
  expiry_date: z.string(),
  image_url: z.string().nullable(),
  available: z.number().int(),
});
export type TCustomerVoucherOffer = z.infer<typeof ZCustomerVoucherOffer>;
export const ZCustomerVoucherOfferList = z.array(ZCustomerVoucherOffer);

/** POST /api/customer/voucher-purchases {voucher_id}. */
export const ZCustomerPurchaseRequest = z.object({ voucher_id: ZId });

/** A code the customer bought. */
export const ZCustomerVoucherCode = z.object({
  id: z.number().int(),
  voucher_code: z.string(),
  voucher_detail: z.string(),
  client_name: z.string(),
  cost: z.number().int(),
  expiry_date: z.string(),
  purchased_at: z.string(),
});
export type TCustomerVoucherCode = z.infer<typeof ZCustomerVoucherCode>;
export const ZCustomerVoucherCodeList = z.array(ZCustomerVoucherCode);

/** The answer to a purchase: the code and the balance after the debit. */
export const ZCustomerPurchase = ZCustomerVoucherCode.extend({ balance: z.number().int() });
export type TCustomerPurchase = z.infer<typeof ZCustomerPurchase>;

/** GET /api/customer/referrals: the customer's code, whom it brought, and the claims it earned. */
export const ZCustomerReferrals = z.object({
  referral_code: z.string(),
  referrals: z.array(z.object({ first_name: z.string(), joined_at: z.string(), has_bought: z.boolean() })),
  /** Referrals whose customer has bought (a delivered order): one claim each. */
  claims: z.number().int(),
  /** Claims the back office has fulfilled (each paid the referral reward in coins). */
  claims_fulfilled: z.number().int(),
});
export type TCustomerReferrals = z.infer<typeof ZCustomerReferrals>;
