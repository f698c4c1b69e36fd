import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';

import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it, vi } from 'vitest';

import { buildApp, type App, type AppOptions } from '../src/app';
import { createPglite, fromPglite, fromPostgres, type Database } from '../src/db/client';
import { TEST_ADMIN } from './constants';

import type { HTTPMethods } from 'fastify';

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

type Response = Awaited<ReturnType<App['inject']>>;

export type Staff = { id: number; email: string; password: string; token: string };

export interface TestContext {
  app: App;
  database: Database;
  close(): Promise<void>;
  /** A sign-in, from a fresh address unless one is given, answered as it is (for tests of refused sign-ins). */
  signIn(email: string, password: string, remoteAddress?: string): Promise<Response>;
  /** Signs in and returns the token (fails the test on any other answer). */
  login(email: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  createStaff(overrides?: Partial<{ full_name: string; email: string; password: string }>): Promise<Staff>;
  /** A request with a bearer token (the super admin's unless another is given; null for none). */
  call(method: HTTPMethods, url: string, payload?: object, token?: string | null): Promise<Response>;
}

let addressCounter = 1;
/** A fresh client address per sign-in, so that per-address throttling only bites the tests about it. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

/**
 * Freezes Date (only Date: timers and the database keep running) one second into the current minute, so that
 * a test of per-minute counters never straddles two minutes. Undo with `vi.useRealTimers()`.
 */
export function freezeDateInsideOneMinute(): number {
  const now = Math.floor(Date.now() / 60_000) * 60_000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'], now });
  return now;
}

export type TestAppOptions = {
  webDist?: string;
  /** Settings that differ from how every test runs the app. */
  config?: Partial<AppOptions['config']>;
  onRoute?: AppOptions['onRoute'];
  /** The app's logger (none unless given: tests of log lines pass one writing to a stream of theirs). */
  logger?: AppOptions['logger'];
  /** Adds routes or hooks before the app is ready (tests of the plugins). */
  beforeReady?: (app: App) => void;
  /** The app's clock (the wall clock unless given): tests of due dates fix it. */
  now?: AppOptions['now'];
  /** Kinds of job worked beside the modules' own (tests of the job queue). */
  jobs?: AppOptions['jobs'];
  /**
   * Whether the app queues the scheduled jobs (the clean-ups) when they come due: off unless asked, so that
   * none runs in the middle of a test (a test runs a scheduled job's handler when it means to).
   */
  runSchedules?: boolean;
  /** Shorter webhook waits and cut-offs (tests of webhooks). */
  webhooks?: AppOptions['webhooks'];
  /** E-mail (off unless given): the tests of e-mail send to an SMTP server of their own. */
  mail?: AppOptions['mail'];
  /** Where files are kept (the database unless given): the storage tests use an S3 server of their own. */
  storage?: AppOptions['storage'];
};

/** The real app, configured as every test runs it, on the given database; ready to be injected into. */
export async function buildTestApp(database: Database, opts: TestAppOptions = {}): Promise<App> {
  const app = await buildApp({
    database,
    onRoute: opts.onRoute,
    logger: opts.logger,
    now: opts.now,
    jobs: opts.jobs,
    runSchedules: opts.runSchedules ?? false,
    webhooks: opts.webhooks,
    mail: opts.mail,
    storage: opts.storage,
    config: {
      appName: 'PrintHub',
      publicUrl: () => 'http://printhub.test',
      tokenTtlMs: 3600_000,
      tokenIdleMs: 12 * 3600_000,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      // Tests' webhook receivers listen on 127.0.0.1.
      webhooksAllowPrivate: true,
      webDist: opts.webDist ?? '/nonexistent-web-dist',
      ...opts.config,
    },
  });
  opts.beforeReady?.(app);
  await app.ready();
  return app;
}

/** The real app on a fresh copy of the migrated template database. */
export async function createTestContext(opts: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const app = await buildTestApp(database, opts);
  let adminToken: string | undefined;
  let staffCount = 0;

  const signIn = async (email: string, password: string, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/admin-login', payload: { email, password }, remoteAddress });
  const login = async (email: string, password: string) => {
    const res = await signIn(email, password);
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const ctx: TestContext = {
    app,
    database,
    signIn,
    login,
    call: async (method, url, payload, token) => {
      const bearerToken = token === undefined ? await ctx.adminToken() : token;
      return app.inject({
        method,
        url,
        headers: bearerToken ? bearer(bearerToken) : {},
        ...(payload ? { payload } : {}),
      });
    },
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

/**
 * The test file's context, built before its tests and closed after them: `ctx.t` is the app and database,
 * `ctx.admin` the super admin's token.
 */
export function useTestContext(opts: TestAppOptions = {}) {
  const ctx = {} as { t: TestContext; admin: string };
  beforeAll(async () => {
    ctx.t = await createTestContext(opts);
    ctx.admin = await ctx.t.adminToken();
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

export type RouteCall = [HTTPMethods, string, object?];

/** One test per call: it answers 403 to a staff user and 401 without a token (super admins only). */
export function itAllowsOnlySuperAdmins(ctx: { t: TestContext }, calls: RouteCall[]) {
  let staff: Promise<Staff> | undefined;
  for (const [method, url, payload] of calls) {
    it(`${method} ${url} answers 403 to staff and 401 without a token`, async () => {
      staff ??= ctx.t.createStaff({ email: `guard-${process.pid}@example.com` });
      expect((await ctx.t.call(method, url, payload, (await staff).token)).statusCode).toBe(403);
      expect((await ctx.t.call(method, url, payload, null)).statusCode).toBe(401);
    });
  }
}
