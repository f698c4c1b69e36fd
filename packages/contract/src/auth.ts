import { z } from 'zod';

import { requiredText, ZMobile } from './common';
import { REQUIRED_MESSAGE } from './errors';
import { ZEmail, ZPassword } from './sign-in';

export const PASSWORD_MIN = 8;
export const ZNewPassword = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? REQUIRED_MESSAGE : 'Must be text') })
  .min(PASSWORD_MIN, { error: `Use at least ${PASSWORD_MIN} characters` })
  .max(256, { error: 'Must be at most 256 characters' });

export const ZUpdatePasswordRequest = z
  .object({
    old_password: ZPassword,
    new_password: ZNewPassword,
  })
  .refine((v) => v.old_password !== v.new_password, {
    error: 'The new password must differ from the current one',
    path: ['new_password'],
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZCreateStaffUserRequest = z.object({
  full_name: requiredText(150),
  email: ZEmail,
  password: ZNewPassword,
  mobile: ZMobile.optional().or(z.literal('').transform(() => undefined)),
});
export type TCreateStaffUserRequest = z.infer<typeof ZCreateStaffUserRequest>;

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
