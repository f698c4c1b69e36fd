import { z } from 'zod';

import { ZNewPassword } from './auth';
import { requiredText, ZMobile } from './common';
import { ZEmail } from './text';

export const ZCreateStaffUserRequest = z.object({
  full_name: requiredText(150),
  email: ZEmail,
  password: ZNewPassword,
  mobile: ZMobile.optional().or(z.literal('').transform(() => undefined)),
});
export type TCreateStaffUserRequest = z.infer<typeof ZCreateStaffUserRequest>;
/** What the create form holds before parsing (mobile may be empty). */
export type TCreateStaffUserInput = z.input<typeof ZCreateStaffUserRequest>;

export const ZStaffUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

/** PATCH /api/staff_users/{id}/: deactivate (tokens stop working at once) or reactivate. */
export const ZUpdateStaffUserRequest = z.object({ is_active: z.boolean({ error: 'Must be true or false' }) });
export type TUpdateStaffUserRequest = z.infer<typeof ZUpdateStaffUserRequest>;
