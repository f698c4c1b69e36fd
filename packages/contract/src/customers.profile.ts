/**
 * What changes about a customer once they exist: their GSTIN (set by a super admin or by themselves) and their
 * e-mail switch. Apart from the customer's shape, so that the screens that only read customers do not load the
 * GSTIN's check.
 */
import { z } from 'zod';

import { ZOptionalGstin } from './gstin';

/**
 * PATCH /api/users/{id}/: a super admin sets the customer's GSTIN (checked: shape, state code, check
 * character; any case) or removes it with ''.
 */
export const ZUpdateUserRequest = z.object({ gstin: ZOptionalGstin });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/**
 * PATCH /api/customer/me: what a customer may change about themselves, any of: their e-mail switch, their
 * GSTIN ('' removes it).
 */
export const ZCustomerMeUpdate = z
  .object({
    notify_email: z.boolean({ error: 'Must be true or false' }).optional(),
    gstin: ZOptionalGstin.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to change' });
export type TCustomerMeUpdate = z.infer<typeof ZCustomerMeUpdate>;
