import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { APP_NAME_DEFAULT, SHOP_TIME_ZONE_DEFAULT } from '@printhub/contract';

import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './lib/common-passwords';
import { parseStorageUrl, type S3Settings } from './lib/storage-url';

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use 1/0 or true/false' })
  .transform((v) => v === '1' || v === 'true');

/** log2 of scrypt's N. OWASP's 17 (128 MiB, ~0.3 s a hash) in production; tests turn it down to 10. */
const ZPasswordHashCost = z.coerce
  .number({ error: 'Must be a whole number from 10 to 20' })
  .int({ error: 'Must be a whole number from 10 to 20' })
  .min(10, { error: 'Must be a whole number from 10 to 20' })
  .max(20, { error: 'Must be a whole number from 10 to 20' })
  .default(17);

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'Must be a postgres:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'Use at least 8 characters' })
    .max(256)
    .refine((p) => !isCommonPassword(p), { error: COMMON_PASSWORD_MESSAGE })
    .optional(),
  // ADMIN_PASSWORD sets the password when the account is created; over an existing one only with this set.
  ADMIN_PASSWORD_RESET: flag.default(false),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_DEMO: flag.optional(),
  APP_NAME: z.string().min(1).max(60).default(APP_NAME_DEFAULT),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
  TOKEN_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(12),
  TRUST_PROXY: flag.default(false),
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  // How long a stop (SIGTERM, SIGINT) lets the requests in flight finish before closing their connections.
  SHUTDOWN_GRACE_S: z.coerce.number().int().min(1).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  WEB_DIST: z.string().default(defaultWebDist),
  PASSWORD_HASH_COST: ZPasswordHashCost,
  MAX_PDF_MB: z.coerce
    .number({ error: 'Must be a whole number from 1 to 500' })
    .int({ error: 'Must be a whole number from 1 to 500' })
    .min(1, { error: 'Must be a whole number from 1 to 500' })
    .max(500, { error: 'Must be a whole number from 1 to 500' })
    .default(50),
  // The shop's clock: what "today" is for due dates (an IANA zone name).
  SHOP_TIMEZONE: z
    .string()
    .refine(isTimeZone, { error: 'Use a time zone name like Asia/Kolkata' })
    .default(SHOP_TIME_ZONE_DEFAULT),
  // Webhooks may be posted to loopback and private addresses (a receiver on the same machine or network).
  WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
  // Unset (or empty): e-mail is off, and messages wait in the outbox marked so.
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, { error: 'Must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // Seconds before a failed e-mail is tried again (then about doubled at each try).
  MAIL_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(30),
  // Unset (or empty): order files stay in the database. Else s3://BUCKET?endpoint=URL&region=R, with the keys.
  STORAGE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Unset (or empty): /metrics answers 404.
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, { error: 'Use at least 16 characters' }).max(256).optional(),
  ),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function failFast(issues: { path: PropertyKey[]; message: string }[]): never {
  const lines = issues.map((i) => `  ${i.path.map(String).join('.')}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
}

export type TConfig = ReturnType<typeof parseConfig>;

/** STORAGE_URL and its two keys, each problem named. */
function storageSettings(c: z.infer<typeof ZEnv>): S3Settings {
  let where: ReturnType<typeof parseStorageUrl>;
  try {
    where = parseStorageUrl(c.STORAGE_URL!);
  } catch (err) {
    failFast([{ path: ['STORAGE_URL'], message: (err as Error).message }]);
  }
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !c[k]);
  if (missing.length)
    failFast(missing.map((k) => ({ path: [k], message: 'Set it too when STORAGE_URL is set' })));
  return { ...where, accessKeyId: c.S3_ACCESS_KEY_ID!, secretAccessKey: c.S3_SECRET_ACCESS_KEY! };
}

/** Reads the environment once at start and fails fast with every problem named. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const result = ZEnv.safeParse(env);
  if (!result.success) failFast(result.error.issues);
  const c = result.data;
  if (c.ADMIN_PASSWORD_RESET && !c.ADMIN_PASSWORD)
    failFast([{ path: ['ADMIN_PASSWORD_RESET'], message: 'Set ADMIN_PASSWORD to the password to reset to' }]);
  const embedded = c.DATABASE_URL === undefined;
  const storage = c.STORAGE_URL === undefined ? null : storageSettings(c);
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.DATA_DIR === 'memory://' ? c.DATA_DIR : path.resolve(c.DATA_DIR),
    adminEmail: c.ADMIN_EMAIL.toLowerCase(),
    adminPassword: c.ADMIN_PASSWORD,
    adminPasswordReset: c.ADMIN_PASSWORD_RESET,
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ''),
    seedDemo: c.SEED_DEMO ?? embedded,
    appName: c.APP_NAME,
    tokenTtlMs: c.TOKEN_TTL_HOURS * 3600_000,
    tokenIdleMs: c.TOKEN_IDLE_HOURS * 3600_000,
    trustProxy: c.TRUST_PROXY,
    requestTimeoutMs: c.REQUEST_TIMEOUT_S * 1000,
    shutdownGraceMs: c.SHUTDOWN_GRACE_S * 1000,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    passwordHashCost: c.PASSWORD_HASH_COST,
    maxPdfBytes: c.MAX_PDF_MB * 1024 * 1024,
    metricsToken: c.METRICS_TOKEN,
    shopTimeZone: c.SHOP_TIMEZONE,
    webhooksAllowPrivate: c.WEBHOOKS_ALLOW_PRIVATE,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? `${c.APP_NAME} <no-reply@localhost>`,
    mailRetryDelaySeconds: c.MAIL_RETRY_DELAY_S,
    storage,
  };
}

/**
 * PASSWORD_HASH_COST alone, checked by the same rule as in parseConfig: for code that hashes passwords
 * without reading the whole configuration (seeds, the test database template).
 */
export function parsePasswordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  const result = ZEnv.pick({ PASSWORD_HASH_COST: true }).safeParse(env);
  if (!result.success) failFast(result.error.issues);
  return result.data.PASSWORD_HASH_COST;
}
