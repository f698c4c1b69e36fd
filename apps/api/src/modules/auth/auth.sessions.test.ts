import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import {
  bearer,
  buildTestApp,
  signupCustomer,
  TEST_ADMIN,
  createTestContext,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { startServer, type ServerProcess } from '../../../test/server-process';
import { authTokens, customerTokens } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

import type { App } from '../../app';

/**
 * Sessions across two API processes on one database: what ends a session on one ends it on the other at
 * its next request, since each request looks its session up in the database. On PostgreSQL the two are
 * servers as `npm start` runs them (child processes, each with its own pool); the embedded database belongs
 * to one process, so on PGlite they are two apps on it. The test's own app prepares the data.
 */
const HOUR = 3600_000;
const IDLE_HOURS = 12;

type Answer = { status: number; body: Record<string, unknown> };
/** One API process: a request with an optional token and JSON body. */
type Api = (method: string, url: string, token?: string, payload?: object) => Promise<Answer>;

function overHttp(server: ServerProcess): Api {
  return async (method, url, token, payload) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

function inProcess(app: App): Api {
  return async (method, url, token, payload) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {} };
  };
}

let t: TestContext;
let one: Api;
let other: Api;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  // Tokens last a week here, as in production, so that the idle timeout ends them first.
  t = await createTestContext({ config: { tokenTtlMs: 7 * 24 * HOUR, tokenIdleMs: IDLE_HOURS * HOUR } });
  if (t.database.kind === 'postgres') {
    const env = {
      DATABASE_URL: t.database.url!,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      TOKEN_TTL_HOURS: String(7 * 24),
      TOKEN_IDLE_HOURS: String(IDLE_HOURS),
    };
    const servers = [await startServer(env), await startServer(env)];
    for (const server of servers) {
      closers.push(async () => {
        server.child.kill('SIGTERM');
        await server.exited;
      });
    }
    [one, other] = servers.map(overHttp) as [Api, Api];
  } else {
    const second = await buildTestApp(t.database, {
      config: { tokenTtlMs: 7 * 24 * HOUR, tokenIdleMs: IDLE_HOURS * HOUR },
    });
    closers.push(() => second.close());
    [one, other] = [inProcess(t.app), inProcess(second)];
  }
}, 120_000);
afterAll(async () => {
  for (const close of closers) await close();
  await t.close();
});

/** A staff user's session, used on both processes. */
async function usedOnBoth(token: string, path = '/api/profile/') {
  expect((await one('GET', path, token)).status).toBe(200);
  expect((await other('GET', path, token)).status).toBe(200);
}

/** Sets the stored last use of the staff user's tokens `ago` ms back. */
async function lastUsedAgo(staff: Staff, ago: number) {
  await t.database.db
    .update(authTokens)
    .set({ lastUsedAt: new Date(Date.now() - ago) })
    .where(eq(authTokens.accountId, staff.id));
}

describe('sessions across two API processes', () => {
  let staff: Staff;
  beforeAll(async () => {
    staff = await t.createStaff();
  });

  it('a sign-out on one is refused by the other at the next request', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    expect((await one('POST', '/api/logout', token)).status).toBe(204);
    expect((await other('GET', '/api/profile/', token)).status).toBe(401);
    expect((await one('GET', '/api/profile/', token)).status).toBe(401);
  });

  it('a password change on one ends the other sessions on the other, keeping its own', async () => {
    const kept = await t.login(staff.email, staff.password);
    const ended = await t.login(staff.email, staff.password);
    await usedOnBoth(kept);
    await usedOnBoth(ended);
    const res = await one('POST', '/api/update_password', kept, {
      old_password: staff.password,
      new_password: 'a-new-password-41',
    });
    expect(res.status).toBe(200);
    staff.password = 'a-new-password-41';
    expect((await other('GET', '/api/profile/', ended)).status).toBe(401);
    expect((await other('GET', '/api/profile/', kept)).status).toBe(200);
  });

  it("a super admin's password reset on one ends every session on the other", async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const admin = await t.adminToken();
    const res = await one('POST', `/api/staff_users/${staff.id}/password`, admin, {
      new_password: 'reset-password-77',
    });
    expect(res.status).toBe(200);
    staff.password = 'reset-password-77';
    expect((await other('GET', '/api/profile/', token)).status).toBe(401);
  });

  it('a deactivation on one is refused by the other, and a rename shows on the other at once', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    const admin = await t.adminToken();
    const patch = (body: object) => one('PATCH', `/api/staff_users/${staff.id}/`, admin, body);
    expect((await patch({ full_name: 'Renamed Staff' })).status).toBe(200);
    expect((await other('GET', '/api/profile/', token)).body.full_name).toBe('Renamed Staff');
    expect((await patch({ is_active: false })).status).toBe(200);
    expect((await other('GET', '/api/profile/', token)).status).toBe(401);
    expect((await patch({ is_active: true })).status).toBe(200);
  });

  it('a session idle longer than TOKEN_IDLE_HOURS is refused by both', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    await lastUsedAgo(staff, IDLE_HOURS * HOUR + 60_000);
    expect((await one('GET', '/api/profile/', token)).status).toBe(401);
    expect((await other('GET', '/api/profile/', token)).status).toBe(401);
  });

  it('a use on one keeps the session alive on the other (the last use is written where both read it)', async () => {
    const token = await t.login(staff.email, staff.password);
    await lastUsedAgo(staff, IDLE_HOURS * HOUR - 5 * 60_000);
    expect((await one('GET', '/api/profile/', token)).status).toBe(200);
    const [row] = await t.database.db
      .select({ lastUsedAt: authTokens.lastUsedAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(HOUR);
    expect((await other('GET', '/api/profile/', token)).status).toBe(200);
  });

  it('an expired session (TOKEN_TTL_HOURS) is refused by both', async () => {
    const token = await t.login(staff.email, staff.password);
    await usedOnBoth(token);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.accountId, staff.id));
    expect((await one('GET', '/api/profile/', token)).status).toBe(401);
    expect((await other('GET', '/api/profile/', token)).status).toBe(401);
  });

  it('keeps the realms and roles apart on both', async () => {
    const token = await t.login(staff.email, staff.password);
    const customer = await signupCustomer(t);
    for (const api of [one, other]) {
      expect((await api('GET', '/api/staff_users/', token)).status).toBe(403);
      expect((await api('GET', API.customerMe, token)).status).toBe(401);
      expect((await api('GET', '/api/profile/', customer.token)).status).toBe(401);
      expect((await api('GET', API.customerMe, customer.token)).status).toBe(200);
    }
  });

  it("a customer's password change, sign-out and idle timeout on one are refused by the other", async () => {
    const customer = await signupCustomer(t);
    const login = await one('POST', API.customerLogin, undefined, {
      email: customer.email,
      password: customer.password,
    });
    const ended = login.body.token as string;
    await usedOnBoth(customer.token, API.customerMe);
    await usedOnBoth(ended, API.customerMe);
    const changed = await one('POST', API.customerPassword, customer.token, {
      old_password: customer.password,
      new_password: 'customer-new-password-9',
    });
    expect(changed.status).toBe(200);
    expect((await other('GET', API.customerMe, ended)).status).toBe(401);
    expect((await other('GET', API.customerMe, customer.token)).status).toBe(200);
    await t.database.db
      .update(customerTokens)
      .set({ lastUsedAt: new Date(Date.now() - IDLE_HOURS * HOUR - 60_000) })
      .where(eq(customerTokens.customerId, customer.id));
    expect((await other('GET', API.customerMe, customer.token)).status).toBe(401);
    const fresh = await one('POST', API.customerLogin, undefined, {
      email: customer.email,
      password: 'customer-new-password-9',
    });
    const token = fresh.body.token as string;
    await usedOnBoth(token, API.customerMe);
    expect((await one('POST', API.customerLogout, token)).status).toBe(204);
    expect((await other('GET', API.customerMe, token)).status).toBe(401);
  });
});
