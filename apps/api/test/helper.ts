import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

import pg from 'pg';
import { inject } from 'vitest';

import { buildApp, type App, type AppOptions } from '../src/app';
import { createPglite, fromPglite, fromPostgres, type Database } from '../src/db/client';
import { TEST_ADMIN } from './constants';

export { TEST_ADMIN };

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (baseUrl && pgTemplate) {
    const name = `printhub_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = fromPostgres(url.toString(), 5);
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const tar = await fs.readFile(inject('pgliteTemplate'));
  const client = createPglite(undefined, { loadDataDir: new Blob([tar]) });
  await client.waitReady;
  const database = fromPglite(client);
  return { database, drop: () => database.close() };
}

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
  /** Signs in and returns the token (fails the test on any other answer). */
  login(email: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  createStaff(overrides?: Partial<{ full_name: string; email: string; password: string }>): Promise<{
    id: number;
    email: string;
    password: string;
    token: string;
  }>;
}

let addressCounter = 1;
/** A fresh client address per sign-in, so that per-address throttling only bites the tests about it. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

/** The real app on a fresh copy of the migrated template database. */
export async function createTestContext(
  opts: { webDist?: string; onRoute?: AppOptions['onRoute'] } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({
    database,
    onRoute: opts.onRoute,
    config: {
      appName: 'PrintHub',
      publicUrl: () => 'http://printhub.test',
      tokenTtlMs: 3600_000,
      trustProxy: false,
      webDist: opts.webDist ?? '/nonexistent-web-dist',
    },
  });
  await app.ready();
  let adminToken: string | undefined;
  let staffCount = 0;

  const login = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin-login',
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const ctx: TestContext = {
    app,
    database,
    login,
    close: async () => {
      await app.close();
      await drop();
    },
    adminToken: async () => (adminToken ??= await login(TEST_ADMIN.email, TEST_ADMIN.password)),
    createStaff: async (overrides = {}) => {
      staffCount += 1;
      const body = {
        full_name: `Staff ${staffCount}`,
        email: `staff${staffCount}@example.com`,
        password: `staff-password-${staffCount}`,
        ...overrides,
      };
      const res = await app.inject({
        method: 'POST',
        url: '/api/staff_users_create/',
        headers: { authorization: `Bearer ${await ctx.adminToken()}` },
        payload: body,
      });
      if (res.statusCode !== 201) throw new Error(`staff create failed: ${res.statusCode} ${res.body}`);
      return {
        id: res.json().id,
        email: body.email,
        password: body.password,
        token: await login(body.email, body.password),
      };
    },
  };
  return ctx;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
