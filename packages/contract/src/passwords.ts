/** Changing one's own password (classic zod, apart from the sign-in schemas in auth.ts). */
import { z } from 'zod';

import { REQUIRED_MESSAGE } from './errors';
import { ZPassword } from './text';

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
