/**
 * India's GST identification number (GSTIN): 15 characters, the state's two-digit code, the holder's PAN
 * (5 letters, 4 digits, a letter), the entity number (1–9 or A–Z), 'Z', and a check character. The shop's
 * own GSTIN is a setting; a customer's may be checked by the same rules.
 */
import { z } from 'zod';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GST state codes: 01–38 for the states and territories, 97 other territory, 99 centre jurisdiction. */
const isStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A–Z as 10–35) times 1
 * and 2 alternately, each product's quotient and remainder by 36 added up; the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN (upper case) is wrong, or null when it is a valid one. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return 'A GSTIN has 15 characters';
  if (!SHAPE.test(gstin))
    return 'A GSTIN is a 2-digit state code, a 10-character PAN, an entity digit, Z and a check character';
  if (!isStateCode(Number(gstin.slice(0, 2)))) return `${gstin.slice(0, 2)} is not a GST state code`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14])
    return 'The last character does not match: check the GSTIN for a typing mistake';
  return null;
}

const gstinText = z.string({ error: 'Must be text' }).trim().toUpperCase();

/** A GSTIN as typed: spaces around it dropped, read in upper case, checked (shape, state, check character). */
export const ZGstin = gstinText.superRefine((value, ctx) => {
  const problem = gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A GSTIN or nothing (''): a party not registered for GST has none. */
export const ZOptionalGstin = gstinText.superRefine((value, ctx) => {
  const problem = value === '' ? null : gstinProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The GST state code of a GSTIN ('27' for Maharashtra): its first two digits; null without a GSTIN. */
export function gstinStateCode(gstin: string): string | null {
  return gstin === '' ? null : gstin.slice(0, 2);
}

/** The GST state codes' names, as invoices print the seller's state. */
export const GST_STATE_NAMES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
  '99': 'Centre Jurisdiction',
};
