/**
 * The text rules every form builds on, written with `zod/mini` so that the sign-in screen ships a few kB of
 * zod instead of the whole classic API (the sign-in route has a 150 kB gzip budget). Mini and classic
 * schemas mix freely: the classic schemas elsewhere in the contract build on these.
 */
import * as z from 'zod/mini';

import { REQUIRED_MESSAGE } from './errors';

const textError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : 'Must be text';

/** The rule behind every required, trimmed text field: the "missing" message every form shows, and a max length. */
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
