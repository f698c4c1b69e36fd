import { z } from 'zod';

import { DATE_RANGE_MESSAGE, isDateInRange, requiredInt, requiredText, ZQueryBoolean } from './common';
import { atLeastMessage, atMostMessage, REQUIRED_MESSAGE } from './errors';
import { QR_REDIRECTION_TYPES, QR_URL_MAX_LENGTH } from './qr-codes';

// A QR code's save: each field's schema, the multipart request's text fields, and the form.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A code people can type and a URL can carry: letters, digits, '-' and '_'. Empty means "pick one". */
export const ZQrCodeText = z
  .string({ error: 'Must be text' })
  .trim()
  .max(64, { error: 'Must be at most 64 characters' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'Use only letters, digits, - and _' });

/** Coins credited on redemption: a whole number ≥ 0. Multipart sends it as text. */
export const ZQrValue = requiredInt(0, 1_000_000);

/** The scan counter is a 32-bit column: it stops at this value (a scan past it is still answered and logged). */
export const QR_COUNT_MAX = 2 ** 31 - 1;

export const ZQrCount = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(0, { error: atLeastMessage(0) })
    .max(QR_COUNT_MAX, { error: atMostMessage(QR_COUNT_MAX) })
    .optional(),
);

/** The largest cap on redemptions (the column is 32-bit). */
export const QR_MAX_REDEMPTIONS_MAX = 2 ** 31 - 1;

/**
 * How many customers may redeem a code: a whole number from 1, or blank for no cap (null). Missing stays
 * undefined (an update without the field keeps the stored cap).
 */
export const ZQrMaxRedemptions = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: atLeastMessage(1) })
    .max(QR_MAX_REDEMPTIONS_MAX, { error: atMostMessage(QR_MAX_REDEMPTIONS_MAX) })
    .nullable()
    .optional(),
);

/** A date (YYYY-MM-DD) or an ISO date-time; read as an instant in UTC. */
export const ZQrValidity = z.preprocess(
  blankToUndefined,
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !isNaN(Date.parse(s)), {
      error: 'Invalid Date Format',
      abort: true,
    })
    .refine(isDateInRange, { error: DATE_RANGE_MESSAGE }),
);

// The WHATWG URL parser both the browser and Node provide (this package is built without DOM or Node types).
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  href: string;
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The address a QR may send people to, as the WHATWG URL standard serialises it (host in punycode, path
 * and query percent-encoded), so that it is plain ASCII and safe in a Location header; null when it is
 * not an absolute http:// or https:// address. 'http:evil.example' is refused although the standard would
 * read it as http://evil.example/: a browser given it as a Location treats it as a path of this site.
 * Addresses with a user name or password, and control characters anywhere, are refused too.
 */
export function normaliseRedirectUrl(input: string): string | null {
  if (CONTROL_CHARACTERS.test(input) || !/^https?:\/\//i.test(input)) return null;
  let url;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  const httpOrHttps = url.protocol === 'http:' || url.protocol === 'https:';
  if (!httpOrHttps || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** Only http: and https: targets, ever, stored in their normalised form (see normaliseRedirectUrl). */
export const ZRedirectUrl = z
  .string({ error: 'Must be text' })
  .trim()
  .max(QR_URL_MAX_LENGTH, { error: `Must be at most ${QR_URL_MAX_LENGTH} characters` })
  .transform((s, ctx) => {
    if (s === '') return s;
    const url = normaliseRedirectUrl(s);
    if (url === null) {
      ctx.issues.push({ code: 'custom', message: 'Enter a full http:// or https:// address', input: s });
      return z.NEVER;
    }
    if (url.length > QR_URL_MAX_LENGTH) {
      ctx.issues.push({
        code: 'custom',
        message: `Must be at most ${QR_URL_MAX_LENGTH} characters once encoded`,
        input: s,
      });
      return z.NEVER;
    }
    return url;
  });

/** The text fields of save (POST multipart) and update (POST ?qr_id=, multipart, all fields). */
export const ZQrFields = z.object({
  code: ZQrCodeText.optional().default(''),
  value: ZQrValue,
  validity: ZQrValidity,
  company: requiredText(200),
  count: ZQrCount,
  redirection_url: ZRedirectUrl.optional().default(''),
  is_active: ZQueryBoolean.optional(),
  max_redemptions: ZQrMaxRedemptions,
});
export type TQrFields = z.infer<typeof ZQrFields>;

/** The fields a multipart QR request may carry (the text fields and the image); anything else is refused. */
export const QR_MULTIPART_FIELDS: readonly string[] = [...Object.keys(ZQrFields.shape), 'image'];

const hasMode = (p: { value: unknown }) => {
  // p.value is whatever was sent (null, a string…) when the object itself was refused.
  const type = (p.value as { redirection_type?: unknown } | null | undefined)?.redirection_type;
  return (QR_REDIRECTION_TYPES as readonly unknown[]).includes(type);
};

/**
 * The create/edit dialog: the same rules, with the mode the user picked. The mode checks run
 * even while other fields are wrong (`when`), so that one submit shows every message at once.
 */
export const ZQrForm = z
  .object({
    validity: z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }),
    value: ZQrValue,
    company: requiredText(200),
    /** Empty: the server picks a free code from 100–999. */
    code: ZQrCodeText,
    redirection_type: z.enum(QR_REDIRECTION_TYPES),
    redirection_url: ZRedirectUrl,
    /** True when an image is chosen or the edited QR already has one. */
    has_image: z.boolean(),
    /** Blank: no cap. */
    max_redemptions: ZQrMaxRedemptions,
  })
  .refine((f) => f.redirection_type !== 'redirect-url' || f.redirection_url !== '', {
    path: ['redirection_url'],
    error: REQUIRED_MESSAGE,
    when: hasMode,
  })
  .refine((f) => f.redirection_type !== 'redirect-img' || f.has_image, {
    path: ['image'],
    error: 'Choose a .png image',
    when: hasMode,
  });
export type TQrForm = z.infer<typeof ZQrForm>;
