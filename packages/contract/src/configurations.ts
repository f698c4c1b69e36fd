import { z } from 'zod';

import { hasTwoDecimals, oneOf } from './common';
import { atLeastMessage, atMostMessage } from './errors';
import { ZOptionalGstin } from './gstin';
import { ZDateOnly } from './lists';

/** The days of the week, as the `closed_weekdays` setting names them. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

const hours = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: atLeastMessage(1) })
    .max(max, { error: atMostMessage(max) });

/** Rupees from 0 to `max`, to the paisa. */
const rupees = (max: number) =>
  z
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(max, { error: atMostMessage(max) })
    .refine(hasTwoDecimals, { error: 'Use at most 2 decimals (paise)' });

/** How many times the A4 price a page of a paper size costs. */
const paperFactor = z
  .number({ error: 'Must be a number' })
  .min(0.01, { error: 'Must be more than 0' })
  .max(100, { error: atMostMessage(100) })
  .refine(hasTwoDecimals, { error: 'Use at most 2 decimals' });

const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });

/**
 * Settings the business can change (GET/PATCH /api/configurations). Each key has its own schema, so a
 * value is checked as strictly as any other input.
 */
export const CONFIGURATION_SCHEMAS = {
  price_per_page_bw: rupees(1000),
  price_per_page_color: rupees(1000),
  price_per_page_bw_double: rupees(1000),
  price_per_page_color_double: rupees(1000),
  paper_factor_a4: paperFactor,
  paper_factor_a3: paperFactor,
  paper_factor_letter: paperFactor,
  binding_fee_staple: rupees(10_000),
  binding_fee_spiral: rupees(10_000),
  referral_reward_coins: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(0, { error: atLeastMessage(0) })
    .max(100_000, { error: atMostMessage(100_000) }),
  max_upload_pages: z
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: atLeastMessage(1) })
    .max(10_000, { error: atMostMessage(10_000) }),
  support_email: z.email({ error: 'Enter a valid email address' }),
  turnaround_hours: hours(24 * 60),
  rush_turnaround_hours: hours(24 * 60),
  rush_surcharge_percentage: z
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(1000, { error: atMostMessage(1000) }),
  /** At least one day of the week stays open, or no due date could ever be reached. */
  closed_weekdays: z
    .array(oneOf(WEEKDAYS), { error: 'Must be a list' })
    .max(6, { error: 'Leave at least one day open' })
    .refine((days) => new Set(days).size === days.length, { error: 'Name each day once' }),
  holidays: z
    .array(ZDateOnly, { error: 'Must be a list' })
    .max(400, { error: 'At most 400 holidays' })
    .refine((days) => new Set(days).size === days.length, { error: 'Name each date once' }),
  legal_name: text(200).min(1, { error: 'Enter the name the shop trades under' }),
  address: text(500),
  /** Empty until the shop sets it; the seller's GST state is its first two digits (gstinStateCode). */
  gstin: ZOptionalGstin,
  gst_percentage: z
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(100, { error: atMostMessage(100) })
    .refine(hasTwoDecimals, { error: 'Use at most 2 decimals' }),
  prices_include_gst: z.boolean({ error: 'Must be true or false' }),
  sac_code: z
    .string({ error: 'Must be text' })
    .trim()
    .regex(/^99[0-9]{4}$/, { error: 'A SAC code is 6 digits starting with 99' }),
} as const;
export type TConfigurationKey = keyof typeof CONFIGURATION_SCHEMAS;
export const CONFIGURATION_KEYS = Object.keys(CONFIGURATION_SCHEMAS) as TConfigurationKey[];

export const CONFIGURATION_DESCRIPTIONS: Record<TConfigurationKey, string> = {
  price_per_page_bw: 'Price of one black-and-white page printed single-sided, on A4 (Rs)',
  price_per_page_color: 'Price of one colour page printed single-sided, on A4 (Rs)',
  price_per_page_bw_double: 'Price of one black-and-white page printed double-sided, on A4 (Rs)',
  price_per_page_color_double: 'Price of one colour page printed double-sided, on A4 (Rs)',
  paper_factor_a4: 'A page on A4 costs the page price times this',
  paper_factor_a3: 'A page on A3 costs the page price times this',
  paper_factor_letter: 'A page on Letter costs the page price times this',
  binding_fee_staple: 'Stapling, per copy of the order (Rs)',
  binding_fee_spiral: 'Spiral binding, per copy of the order (Rs)',
  referral_reward_coins: 'Coins a referrer earns per fulfilled referral',
  max_upload_pages: 'Most pages one uploaded document may have',
  support_email: 'Address customers write to for help',
  turnaround_hours: 'Hours from an order to its due date (open days only)',
  rush_turnaround_hours: 'Hours from a rush order to its due date (open days only)',
  rush_surcharge_percentage: 'Percentage added to the price of a rush order',
  closed_weekdays: 'Days of the week the shop is closed (turnaround does not count them)',
  holidays: 'Dates the shop is closed, YYYY-MM-DD (turnaround does not count them)',
  legal_name: 'The name the shop trades under, as its invoices show it',
  address: 'The shop’s address, as its invoices show it',
  gstin:
    'The shop’s GSTIN (15 characters; its first two digits are the shop’s GST state); empty until registered',
  gst_percentage: 'GST rate on printing (%)',
  prices_include_gst: 'The prices above include GST (otherwise GST is added to what the customer owes)',
  sac_code: 'SAC code of the printing services, as invoices show it',
};

export const CONFIGURATION_DEFAULTS: {
  [K in TConfigurationKey]: z.infer<(typeof CONFIGURATION_SCHEMAS)[K]>;
} = {
  price_per_page_bw: 1.5,
  price_per_page_color: 5,
  price_per_page_bw_double: 1.25,
  price_per_page_color_double: 4.5,
  paper_factor_a4: 1,
  paper_factor_a3: 2,
  paper_factor_letter: 1,
  binding_fee_staple: 5,
  binding_fee_spiral: 40,
  referral_reward_coins: 50,
  max_upload_pages: 500,
  support_email: 'support@example.com',
  turnaround_hours: 48,
  rush_turnaround_hours: 8,
  rush_surcharge_percentage: 50,
  closed_weekdays: ['sunday'],
  holidays: [],
  legal_name: 'PrintHub',
  address: '',
  gstin: '',
  gst_percentage: 18,
  prices_include_gst: true,
  // Printing and reproduction services of recorded media, on a fee or contract basis.
  sac_code: '998912',
};

export const ZConfiguration = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string(), z.boolean(), z.array(z.string())]),
  description: z.string(),
  updated_at: z.string().nullable(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;

/** GET /api/configurations, and what PATCH answers: every setting. */
export const ZConfigurationList = z.array(ZConfiguration);

/** PATCH /api/configurations: any subset of the keys; unknown keys are refused. */
export const ZUpdateConfigurationsRequest = z
  .strictObject(
    Object.fromEntries(CONFIGURATION_KEYS.map((k) => [k, CONFIGURATION_SCHEMAS[k].optional()])) as {
      [K in TConfigurationKey]: z.ZodOptional<(typeof CONFIGURATION_SCHEMAS)[K]>;
    },
    {
      error: (i) =>
        i.code === 'unrecognized_keys' ? `Unknown setting: ${i.keys.join(', ')}` : 'Must be an object',
    },
  )
  .refine((v) => Object.keys(v).length > 0, { error: 'Change at least one setting' });
export type TUpdateConfigurationsRequest = z.infer<typeof ZUpdateConfigurationsRequest>;
