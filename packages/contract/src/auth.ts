/**
 * Signing in, the signed-in user and changing one's own password. The sign-in schemas are `zod/mini`
 * (see text.ts): the sign-in bundle imports only them, and the classic schemas below are left out of it.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';

import { REQUIRED_MESSAGE } from './errors';
import { ZEmail, ZPassword } from './text';

export const ZCurrentUser = zm.object({
  id: zm.int(),
  full_name: zm.string(),
  email: zm.string(),
  is_superuser: zm.boolean(),
});
export type TCurrentUser = zm.infer<typeof ZCurrentUser>;

export const ZLoginRequest = zm.object({ email: ZEmail, password: ZPassword });
export type TLoginRequest = zm.infer<typeof ZLoginRequest>;

export const ZLoginResponse = zm.object({ token: zm.string(), user: ZCurrentUser });
export type TLoginResponse = zm.infer<typeof ZLoginResponse>;

export const PASSWORD_MIN = 8;
// `@__PURE__`: the bundler may then drop these classic schemas, and classic zod with them, from a bundle
// that does not use them (the sign-in bundle).
export const ZNewPassword = /* @__PURE__ */ z
  .string({ error: (i) => (i.input === undefined || i.input === null ? REQUIRED_MESSAGE : 'Must be text') })
  .min(PASSWORD_MIN, { error: `Use at least ${PASSWORD_MIN} characters` })
  .max(256, { error: 'Must be at most 256 characters' });

export const ZUpdatePasswordRequest = /* @__PURE__ */ z
  .object({
    old_password: ZPassword,
    new_password: ZNewPassword,
  })
  .refine((v) => v.old_password !== v.new_password, {
    error: 'The new password must differ from the current one',
    path: ['new_password'],
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;
