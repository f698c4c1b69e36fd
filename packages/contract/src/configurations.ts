import { z } from 'zod';

import { atLeastMessage, atMostMessage } from './errors';

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
} as const;
export type TConfigurationKey = keyof typeof CONFIGURATION_SCHEMAS;
export const CONFIGURATION_KEYS = Object.keys(CONFIGURATION_SCHEMAS) as TConfigurationKey[];

export const CONFIGURATION_DESCRIPTIONS: Record<TConfigurationKey, string> = {
  price_per_page_bw: 'Price of one black-and-white page (Rs)',
  price_per_page_color: 'Price of one colour page (Rs)',
  referral_reward_coins: 'Coins a referrer earns per fulfilled referral',
  max_upload_pages: 'Most pages one uploaded document may have',
  support_email: 'Address customers write to for help',
};

export const CONFIGURATION_DEFAULTS: {
  [K in TConfigurationKey]: z.infer<(typeof CONFIGURATION_SCHEMAS)[K]>;
} = {
  price_per_page_bw: 1.5,
  price_per_page_color: 5,
  referral_reward_coins: 50,
  max_upload_pages: 500,
  support_email: 'support@example.com',
};

export const ZConfiguration = z.object({
  key: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]),
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
