/**
 * The customers' way in (the `/api/customer/` realm): sign-up, sign-in, the signed-in customer, their
 * password, the password a super admin sets for a customer made in the back office, and the coupon check.
 */
import { z } from 'zod';

import { requiredText } from './common';
import { ZCreateUserRequest, ZCustomer } from './customers';
import { ZNewPassword, ZUpdatePasswordRequest } from './passwords';
import { ZEmail, ZPassword } from './text';

/** The signed-in customer, as the customers' app sees themselves: the customer, with their own settings. */
export const ZCustomerAccount = ZCustomer.omit({ created_at: true }).extend({
  referral_code: z.string(),
  /** False once the customer turned e-mail off (in the app, or by an e-mail's unsubscribe link). */
  notify_email: z.boolean(),
  /** True once the customer followed the link e-mailed at sign-up (customers from before e-mail count as verified). */
  email_verified: z.boolean(),
});
export type TCustomerAccount = z.infer<typeof ZCustomerAccount>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A referral code as typed: any case, surrounding spaces ignored; blank is no code. */
export const ZReferralCodeInput = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(40, { error: 'Must be at most 40 characters' })
    .transform((s) => s.toUpperCase())
    .optional(),
);

/** POST /api/customer/signup. The password follows the staff rules (and the server's common-password list). */
export const ZCustomerSignupRequest = ZCreateUserRequest.extend({
  password: ZNewPassword,
  referral_code: ZReferralCodeInput,
});
export type TCustomerSignupRequest = z.infer<typeof ZCustomerSignupRequest>;

export const ZCustomerLoginRequest = z.object({ email: ZEmail, password: ZPassword });
export type TCustomerLoginRequest = z.infer<typeof ZCustomerLoginRequest>;

/** The answer to a sign-up (201) and a sign-in (200). */
export const ZCustomerSession = z.object({ token: z.string(), customer: ZCustomerAccount });
export type TCustomerSession = z.infer<typeof ZCustomerSession>;

/** POST /api/customer/password: the staff rules (the new password differs from the current one). */
export const ZCustomerPasswordRequest = ZUpdatePasswordRequest;
export type TCustomerPasswordRequest = z.infer<typeof ZCustomerPasswordRequest>;

/** POST /api/users/{id}/password: a super admin sets (or resets) a customer's password. */
export const ZSetCustomerPasswordRequest = z.object({ new_password: ZNewPassword });
export type TSetCustomerPasswordRequest = z.infer<typeof ZSetCustomerPasswordRequest>;

export const ZDetailResponse = z.object({ detail: z.string() });
export type TDetailResponse = z.infer<typeof ZDetailResponse>;

/** POST /api/customer/coupons/check: a coupon code in any case. */
export const ZCouponCheckRequest = z.object({
  code: requiredText(40).transform((s) => s.toUpperCase()),
});
export type TCouponCheckRequest = z.infer<typeof ZCouponCheckRequest>;

export const ZCouponCheckResponse = z.object({
  code: z.string(),
  discount_percentage: z.number(),
  valid_to: z.string(),
});
export type TCouponCheckResponse = z.infer<typeof ZCouponCheckResponse>;
