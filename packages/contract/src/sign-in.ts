/**
 * What the sign-in screen needs, written with `zod/mini` so that screen ships a few kB of zod instead of
 * the whole classic API (the sign-in route has a 150 kB gzip budget). Mini and classic schemas mix freely:
 * the classic schemas elsewhere in the contract build on these, and the API validates with them as usual.
 */
import * as z from 'zod/mini';

import { REQUIRED_MESSAGE } from './errors';

const textError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'Must be text';

/** The rule behind every required, trimmed text field: the "missing" message SPEC.md §5 shows, and a max length. */
export const requiredString = (max = 255) =>
  z
    .string({ error: textError })
    .check(
      z.trim(),
      z.minLength(1, { error: REQUIRED_MESSAGE }),
      z.maxLength(max, { error: `Must be at most ${max} characters` }),
    );

export const ZEmail = z.pipe(requiredString(254), z.email({ error: 'Enter a valid email address' }));

/** A password as typed: not trimmed, since spaces are part of a password. */
export const ZPassword = z
  .string({ error: textError })
  .check(
    z.minLength(1, { error: REQUIRED_MESSAGE }),
    z.maxLength(256, { error: 'Must be at most 256 characters' }),
  );

export const ZCurrentUser = z.object({
  id: z.int(),
  full_name: z.string(),
  email: z.string(),
  is_superuser: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZLoginRequest = z.object({ email: ZEmail, password: ZPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ token: z.string(), user: ZCurrentUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
