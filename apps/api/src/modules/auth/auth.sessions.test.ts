import { Readable } from 'node:stream';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import {
  bearer,
  buildTestApp,
  createTestContext,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { fromPostgres, type Database } from '../../db/client';
import { authTokens } from '../../db/schema';

import type { App } from '../../app';

/**
 * Sessions are cached in each API process (lib/session-cache.ts). Two app instances on one database stand
 * for two processes: on PostgreSQL each has its own pool and its own listening connection; on PGlite they
 * share the one embedded database, as two apps in one process would. What ends a session on one must end
 * it on the other at its next request.
 */
const HOUR = 3600_000;
const METRICS_TOKEN = 'sessions-metrics-token-0123';
let t: TestContext;
let second: { app: App; database: Database };
beforeAll(async () => {
  // Tokens last a week here, as in production, so that the idle timeout ends them first.
  const config = { tokenTtlMs: 7 * 24 * HOUR };
  t = await createTestContext({ config });
  const database = t.database.kind === 'postgres' ? fromPostgres(t.database.url!, 3) : t.database;
  second = {
    app: await buildTestApp(database, {
      config: { ...config, metricsToken: METRICS_TOKEN },
      beforeReady: addHeldRoutes,
    }),
    database,
  };
});
afterAll(async () => {
  await second.app.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Reads whose handler waits until the test lets it go (on the second instance only): one answers the name
 * of the signed-in account, as its handler saw it; the other an export of EXPORT_CHUNKS chunks, made as
 * they are read (each run's source is in `exportRuns`).
 */
let held: { arrived: () => void; released: Promise<void> } = {
  arrived: () => {},
  released: Promise.resolve(),
};
const EXPORT_CHUNK = 16 * 1024;
const EXPORT_CHUNKS = 512;
type ExportRun = { made: number; closed: Promise<void> };
let exportRuns: ExportRun[] = [];
function exportSource(): Readable {
  let closed = () => {};
  const run: ExportRun = { made: 0, closed: new Promise<void>((resolve) => (closed = resolve)) };
  exportRuns.push(run);
  const source = new Readable({
    read() {
      if (run.made === EXPORT_CHUNKS) return void this.push(null);
      run.made += 1;
      this.push(Buffer.alloc(EXPORT_CHUNK, String(run.made % 10)));
    },
  });
  source.once('close', closed);
  return source;
}
function addHeldRoutes(app: App) {
  app.get('/api/test-held-read', { config: { access: 'staff' } }, async (req) => {
    held.arrived();
    await held.released;
    return { full_name: req.account!.fullName };
  });
  app.get('/api/test-held-export', { config: { access: 'staff' } }, async (_req, reply) => {
    held.arrived();
    await held.released;
    reply.type('text/csv');
    return exportSource();
  });
}
/**
 * Starts a held read with the token; resolves once its handler runs, with its answer and a release. The
 * export is read as a stream (its answer resolves once its headers are there); `signal` ends the request.
 */
async function startHeldRead(token: string, url = '/api/test-held-read', signal?: AbortSignal) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    held = { arrived: resolve, released: new Promise<void>((r) => (release = r)) };
  });
  const streamed = url === '/api/test-held-export';
  const answer = second.app.inject({
    method: 'GET',
    url,
    headers: bearer(token),
    ...(streamed ? { payloadAsStream: true, signal } : {}),
  });
  await arrived;
  return { answer, release };
}

const profile = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/profile/', headers: bearer(token) });
/** The session works on both instances (so that each has it cached). */
async function usedOnBoth(token: string) {
  for (let i = 0; i < 2; i += 1) {
    expect((await profile(t.app, token)).statusCode).toBe(200);
    expect((await profile(second.app, token)).statusCode).toBe(200);
  }
}

describe('sessions across two API processes', () => {
  let staff: Staff;
  beforeAll(async () => {
    staff = await t.createStaff();
  });

  it('a sign-out on one is refused by the other at the next request', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const out = await second.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect((await profile(t.app, token)).statusCode).toBe(401);
    expect((await profile(second.app, token)).statusCode).toBe(401);
  });

  it('a password change on one ends the other sessions on the other, keeping its own', async () => {
    const kept = await t.login(staff.email, staff.password);
    const other = await t.login(staff.email, staff.password);
    await usedOnBoth(kept);
    await usedOnBoth(other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update_password',
      headers: bearer(kept),
      payload: { old_password: staff.password, new_password: 'a-new-password-41' },
    });
    expect(res.statusCode).toBe(200);
    staff.password = 'a-new-password-41';
    expect((await profile(second.app, other)).statusCode).toBe(401);
    expect((await profile(second.app, kept)).statusCode).toBe(200);
  });

  it("a super admin's password reset on one ends every session on the other", async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const res = await t.call('POST', `/api/staff_users/${staff.id}/password`, {
      new_password: 'reset-password-77',
    });
    expect(res.statusCode).toBe(200);
    staff.password = 'reset-password-77';
    expect((await profile(second.app, token)).statusCode).toBe(401);
    expect((await profile(t.app, token)).statusCode).toBe(401);
  });

  it('a deactivation on one is refused by the other, and a rename shows on the other at once', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    expect(
      (await t.call('PATCH', `/api/staff_users/${staff.id}/`, { full_name: 'Renamed Staff' })).statusCode,
    ).toBe(200);
    expect((await profile(second.app, token)).json().full_name).toBe('Renamed Staff');
    expect((await t.call('PATCH', `/api/staff_users/${staff.id}/`, { is_active: false })).statusCode).toBe(
      200,
    );
    expect((await profile(second.app, token)).statusCode).toBe(401);
    expect((await profile(t.app, token)).statusCode).toBe(401);
    expect((await t.call('PATCH', `/api/staff_users/${staff.id}/`, { is_active: true })).statusCode).toBe(
      200,
    );
  });

  it('a read whose session is revoked while its handler runs gets 401, not the data', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const read = await startHeldRead(token);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    // The second instance has heard of it once a request of its own is refused.
    expect((await profile(second.app, token)).statusCode).toBe(401);
    read.release();
    const res = await read.answer;
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('full_name');
  });

  it('a read whose account is renamed while its handler runs answers as a read after the rename', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const read = await startHeldRead(token);
    const name = `Renamed ${Date.now()}`;
    expect((await t.call('PATCH', `/api/staff_users/${staff.id}/`, { full_name: name })).statusCode).toBe(
      200,
    );
    expect((await profile(second.app, token)).json().full_name).toBe(name);
    read.release();
    const res = await read.answer;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ full_name: name });
  });

  it('the idle timeout ends a cached session on both; a session kept alive on one lives on the other', async () => {
    const idle = await t.login(staff.email, staff.password);
    const busy = await t.login(staff.email, staff.password);
    await usedOnBoth(idle);
    await usedOnBoth(busy);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    // Used on the first only, every 6 hours: its last use is written each time (more than a minute apart).
    for (const hours of [6, 11.9]) {
      vi.setSystemTime(start + hours * HOUR);
      expect((await profile(t.app, busy)).statusCode).toBe(200);
    }
    vi.setSystemTime(start + 12 * HOUR + 60_000);
    expect((await profile(second.app, idle)).statusCode).toBe(401);
    expect((await profile(t.app, idle)).statusCode).toBe(401);
    expect((await profile(second.app, busy)).statusCode).toBe(200);
  });

  it('a last use moved back in the database is seen by both (the idle rule reads the stored last use)', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const [row] = await t.database.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 12 * HOUR - 60_000) })
      .where(eq(authTokens.accountId, staff.id))
      .returning({ id: authTokens.id });
    expect(row).toBeDefined();
    expect((await profile(second.app, token)).statusCode).toBe(401);
    expect((await profile(t.app, token)).statusCode).toBe(401);
  });

  /** Renames the account on the first instance, and waits until the second has heard of it. */
  async function renameHeard(token: string) {
    const name = `Renamed ${Date.now()}`;
    expect((await t.call('PATCH', `/api/staff_users/${staff.id}/`, { full_name: name })).statusCode).toBe(
      200,
    );
    expect((await profile(second.app, token)).json().full_name).toBe(name);
  }

  it('a re-run sends its answer as it is read, never holding it whole', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    exportRuns = [];
    const read = await startHeldRead(token, '/api/test-held-export');
    await renameHeard(token);
    read.release();
    const res = await read.answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    // The first run's answer was dropped; the re-run's source has made no more than the streams between it
    // and the caller hold, while nothing has been read.
    expect(exportRuns).toHaveLength(2);
    const rerun = exportRuns[1]!;
    expect(rerun.made).toBeLessThan(EXPORT_CHUNKS / 4);
    const body = Buffer.concat(await res.stream().toArray());
    expect(body.length).toBe(EXPORT_CHUNK * EXPORT_CHUNKS);
    expect(body.subarray(0, 2).toString()).toBe('11');
    expect(body.subarray(-1).toString()).toBe(String(EXPORT_CHUNKS % 10));
    expect(rerun.made).toBe(EXPORT_CHUNKS);
  });

  it('a re-run whose caller goes away is stopped, its source destroyed', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    exportRuns = [];
    const caller = new AbortController();
    const read = await startHeldRead(token, '/api/test-held-export', caller.signal);
    await renameHeard(token);
    read.release();
    const res = await read.answer;
    expect(res.statusCode).toBe(200);
    expect(exportRuns).toHaveLength(2);
    const rerun = exportRuns[1]!;
    caller.abort();
    await rerun.closed;
    expect(rerun.made).toBeLessThan(EXPORT_CHUNKS);
    // The instance still answers.
    expect((await profile(second.app, token)).statusCode).toBe(200);
  });

  it('a re-run is counted once in the request metrics', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const answered = async () => {
      const res = await second.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
      expect(res.statusCode).toBe(200);
      const line = res.body
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_requests_total{') &&
            l.includes('route="/api/test-held-read"') &&
            l.includes('status_code="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await answered();
    const read = await startHeldRead(token);
    await renameHeard(token);
    read.release();
    const res = await read.answer;
    expect(res.statusCode).toBe(200);
    expect(await answered()).toBe(before + 1);
  });

  it("a customer's sign-out and password change on one are refused by the other", async () => {
    const customer = await signupCustomer(t);
    const me = (app: App, token: string) =>
      app.inject({ method: 'GET', url: API.customerMe, headers: bearer(token) });
    const other = (
      await t.app.inject({
        method: 'POST',
        url: API.customerLogin,
        payload: { email: customer.email, password: customer.password },
      })
    ).json().token as string;
    for (const app of [t.app, second.app, t.app, second.app]) {
      expect((await me(app, customer.token)).statusCode).toBe(200);
      expect((await me(app, other)).statusCode).toBe(200);
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: API.customerPassword,
      headers: bearer(customer.token),
      payload: { old_password: customer.password, new_password: 'customer-new-password-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(second.app, other)).statusCode).toBe(401);
    expect((await me(second.app, customer.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: API.customerLogout,
      headers: bearer(customer.token),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(second.app, customer.token)).statusCode).toBe(401);
  });
});
