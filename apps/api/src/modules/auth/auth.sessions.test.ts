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
let t: TestContext;
let second: { app: App; database: Database };
beforeAll(async () => {
  // Tokens last a week here, as in production, so that the idle timeout ends them first.
  const config = { tokenTtlMs: 7 * 24 * HOUR };
  t = await createTestContext({ config });
  const database = t.database.kind === 'postgres' ? fromPostgres(t.database.url!, 3) : t.database;
  second = { app: await buildTestApp(database, { config, beforeReady: addHeldRoute }), database };
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
 * A read whose handler waits until the test lets it go (on the second instance only): it answers the name
 * of the signed-in account, as its handler saw it.
 */
let held: { arrived: () => void; released: Promise<void> } = {
  arrived: () => {},
  released: Promise.resolve(),
};
function addHeldRoute(app: App) {
  app.get('/api/test-held-read', { config: { access: 'staff' } }, async (req) => {
    held.arrived();
    await held.released;
    return { full_name: req.account!.fullName };
  });
}
/** Starts the held read with the token; resolves once its handler runs, with its answer and a release. */
async function startHeldRead(token: string) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    held = { arrived: resolve, released: new Promise<void>((r) => (release = r)) };
  });
  const answer = second.app.inject({ method: 'GET', url: '/api/test-held-read', headers: bearer(token) });
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
