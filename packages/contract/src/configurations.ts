import { z } from 'zod';

import { atLeastMessage, atMostMessage } from './errors';
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

/**
 * Settings the business can change (GET/PATCH /api/configurations). Each key has its own schema, so a
 * value is checked as strictly as any other input.
 */
export const CONFIGURATION_SCHEMAS = {
  price_per_page_bw: z
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(1000, { error: atMostMessage(1000) }),
  price_per_page_color: z
    .number({ error: 'Must be a number' })
    .min(0, { error: atLeastMessage(0) })
    .max(1000, { error: atMostMessage(1000) }),
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
    .array(z.enum(WEEKDAYS, { error: `Must be one of: ${WEEKDAYS.join(', ')}` }), { error: 'Must be a list' })
    .max(6, { error: 'Leave at least one day open' })
    .refine((days) => new Set(days).size === days.length, { error: 'Name each day once' }),
  holidays: z
    .array(ZDateOnly, { error: 'Must be a list' })
    .max(400, { error: 'At most 400 holidays' })
    .refine((days) => new Set(days).size === days.length, { error: 'Name each date once' }),
} as const;
export type TConfigurationKey = keyof typeof CONFIGURATION_SCHEMAS;
export const CONFIGURATION_KEYS = Object.keys(CONFIGURATION_SCHEMAS) as TConfigurationKey[];

export const CONFIGURATION_DESCRIPTIONS: Record<TConfigurationKey, string> = {
  price_per_page_bw: 'Price of one black-and-white page (Rs)',
  price_per_page_color: 'Price of one colour page (Rs)',
  referral_reward_coins: 'Coins a referrer earns per fulfilled referral',
  max_upload_pages: 'Most pages one uploaded document may have',
  support_email: 'Address customers write to for help',
  turnaround_hours: 'Hours from an order to its due date (open days only)',
  rush_turnaround_hours: 'Hours from a rush order to its due date (open days only)',
  rush_surcharge_percentage: 'Percentage added to the price of a rush order',
  closed_weekdays: 'Days of the week the shop is closed (turnaround does not count them)',
  holidays: 'Dates the shop is closed, YYYY-MM-DD (turnaround does not count them)',
};

export const CONFIGURATION_DEFAULTS: {
  [K in TConfigurationKey]: z.infer<(typeof CONFIGURATION_SCHEMAS)[K]>;
} = {
  price_per_page_bw: 1.5,
  price_per_page_color: 5,
  referral_reward_coins: 50,
  max_upload_pages: 500,
  support_email: 'support@example.com',
  turnaround_hours: 48,
  rush_turnaround_hours: 8,
  rush_surcharge_percentage: 50,
  closed_weekdays: ['sunday'],
  holidays: [],
};

export const ZConfiguration = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string(), z.boolean(), z.array(z.string())]),
  description: z.string(),
  updated_at: z.string().nullable(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;

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
