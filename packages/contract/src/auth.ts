/**
 * Signing in and the signed-in user, in `zod/mini` (see text.ts): the web app's entry needs them, and a
 * module is bundled whole, so the password change's classic schemas live apart (passwords.ts).
 */
import * as zm from 'zod/mini';

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
