import { z } from 'zod';

import { requiredInt, requiredText, ZId, ZRepeatedIds, ZSearchQuery } from './common';
import { REQUIRED_MESSAGE } from './errors';
import { CLIENT_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, ZOptionalPageQuery } from './lists';

/** An Indian PIN code: six digits, the first not 0. */
export const PIN_CODE_MESSAGE = 'PIN code must be 6 digits, not starting with 0';
const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The PIN code as typed or sent, as text or a number, read as text: blank is "This field is Required". */
const ZPinCode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  requiredText(12).pipe(z.string().regex(PIN_CODE_PATTERN, { error: PIN_CODE_MESSAGE })),
);

/** The address travels as a JSON string of these four (pincode as a string). */
export const ZClientAddress = z.object({
  city: requiredText(100),
  state: requiredText(100),
  country: requiredText(100),
  pincode: ZPinCode,
});
export type TClientAddress = z.infer<typeof ZClientAddress>;

const numberField = (bounds: { min: number; max: number }) => requiredInt(bounds.min, bounds.max);

/** A phone number as digits only ("Phone Number (number)"). */
export const ZClientContact = numberField({ min: 100_000, max: 999_999_999_999_999 });
export const ZClientType = numberField({ min: 0, max: 1000 });

/** A client company. `vouchers` holds the ids of its voucher infos. */
export const ZClient = z.object({
  id: z.number().int(),
  name: z.string(),
  contact: z.number(),
  potential: z.string(),
  joined_on: z.string(),
  is_advertisible: z.boolean(),
  client_type: z.number().int(),
  address: z.string(),
  vouchers: z.array(z.number().int()),
});
export type TClient = z.infer<typeof ZClient>;
export const ZClientList = z.array(ZClient);

export const CLIENT_DEFAULT_ORDERING = '-joined_on';

/** GET /api/get-clients/: the bare array without `limit`, a page with it; `query` matches the name or the contact. */
export const ZClientListQuery = ZOptionalPageQuery.extend({
  query: ZSearchQuery.optional(),
  ordering: orderingParam(CLIENT_ORDERING_FIELDS, CLIENT_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TClientListQuery = z.infer<typeof ZClientListQuery>;

/** The address field: a JSON string that must hold the four parts. */
export const ZClientAddressJson = z.string({ error: REQUIRED_MESSAGE }).transform((s, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(s);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Must be a JSON object of city, state, country and pincode' });
    return z.NEVER;
  }
  const parsed = ZClientAddress.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});

/** POST /api/save-clients/ and POST /api/update-clients/?client_id=N (JSON). joined_on is set by the server. */
export const ZSaveClientRequest = z.object({
  name: requiredText(200),
  contact: ZClientContact,
  client_type: ZClientType,
  potential: z
    .string({ error: 'Must be text' })
    .trim()
    .max(200, { error: 'Must be at most 200 characters' })
    .default(''),
  address: ZClientAddressJson,
  is_advertisible: z.boolean({ error: 'Must be true or false' }).default(false),
  joined_on: z.string().optional(),
  /** Read by the original screen but unused. */
  conatctName: z.string().optional(),
});
export type TSaveClientRequest = z.input<typeof ZSaveClientRequest>;

/** The client details form. */
export const ZClientForm = z.object({
  name: requiredText(200),
  contact: ZClientContact,
  country: requiredText(100),
  city: requiredText(100),
  state: requiredText(100),
  /** Typed into the client form's number field; the form holds the number. */
  pincode: ZPinCode.transform(Number),
  client_type: ZClientType,
  potential: z.string().trim().max(200, { error: 'Must be at most 200 characters' }),
  is_advertisible: z.boolean(),
});
export type TClientForm = z.infer<typeof ZClientForm>;

export const ZClientIdQuery = z.object({ client_id: ZId });
export const ZClientDeleteQuery = z.object({ client_id: ZRepeatedIds });
