import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ZErrorResponse } from '@printhub/contract';

import {
  bearer,
  buildTestApp,
  createTestContext,
  freezeDateInsideOneMinute,
  nextAddress,
  TEST_ADMIN,
  type TestContext,
} from '../../../test/helper';

// Sign-in throttling, found by an audit: the failures were counted after the password hash, so 20 guesses
// sent at once were all evaluated. Attempts are now counted before the hash, in one statement.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
// Per-minute counters: every test runs inside one minute.
beforeEach(() => {
  freezeDateInsideOneMinute();
});
afterEach(() => {
  vi.useRealTimers();
});

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('POST /api/admin-login throttling', () => {
  it('evaluates at most 5 of 20 simultaneous wrong passwords from one address; then the right one is refused', async () => {
    const staff = await t.createStaff();
    const address = nextAddress();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => t.signIn(staff.email, `wrong-guess-${i}`, address)),
      ),
    );
    expect(count(answers, 422)).toBeLessThanOrEqual(5);
    expect(count(answers, 422) + count(answers, 429)).toBe(20);
    const right = await t.signIn(staff.email, staff.password, address);
    expect(right.statusCode).toBe(429);
    expect(ZErrorResponse.parse(right.json()).error).toMatch(/Too many/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('lets the right password in from another address, until the account has had 20 failures', async () => {
    const staff = await t.createStaff();
    const attacker = nextAddress();
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.signIn(staff.email, `guess-${i}`, attacker)));
    expect((await t.signIn(staff.email, staff.password, attacker)).statusCode).toBe(429);
    // The real user, elsewhere, is not locked out by someone else's guesses.
    expect((await t.signIn(staff.email, staff.password)).statusCode).toBe(200);
    // Guesses from many addresses: 5 from the first one, then 5 from each of three more reach the ceiling.
    for (let a = 0; a < 3; a += 1) {
      const from = nextAddress();
      for (let i = 0; i < 5; i += 1)
        expect((await t.signIn(staff.email, `more-${a}-${i}`, from)).statusCode).toBe(422);
    }
    expect((await t.signIn(staff.email, staff.password)).statusCode).toBe(429);
    // Another account is not affected.
    expect((await t.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('gives a successful sign-in its own attempt back, not the failures before it', async () => {
    const staff = await t.createStaff();
    const address = nextAddress();
    for (let i = 0; i < 4; i += 1)
      expect((await t.signIn(staff.email, `wrong-${i}`, address)).statusCode).toBe(422);
    expect((await t.signIn(staff.email, staff.password, address)).statusCode).toBe(200);
    expect((await t.signIn(staff.email, 'wrong-4', address)).statusCode).toBe(422);
    expect((await t.signIn(staff.email, staff.password, address)).statusCode).toBe(429);
  });

  it('answers 429 from one address after 20 failures there, whatever the e-mail', async () => {
    const address = nextAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await t.signIn(`guess${i}@example.com`, 'not-a-password', address);
      expect(res.statusCode).toBe(422);
    }
    expect((await t.signIn(TEST_ADMIN.email, TEST_ADMIN.password, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await t.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });
});

describe('POST /api/update_password throttling', () => {
  it('evaluates at most 5 of 20 simultaneous wrong current passwords; then the right one is refused', async () => {
    const staff = await t.createStaff();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/update_password',
            headers: bearer(staff.token),
            payload: { old_password: `wrong-current-${i}`, new_password: 'a-fresh-password-7' },
          }),
        ),
      ),
    );
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
    expect(count(answers, 400) + count(answers, 429)).toBe(20);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/update_password',
      headers: bearer(staff.token),
      payload: { old_password: staff.password, new_password: 'a-fresh-password-7' },
    });
    expect(right.statusCode).toBe(429);
  });
});

describe('the client address behind a proxy', () => {
  const tries = (
    app: Awaited<ReturnType<typeof buildTestApp>>,
    email: string,
    password: string,
    xff: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/admin-login',
      payload: { email, password },
      remoteAddress: '192.0.2.10',
      headers: { 'x-forwarded-for': xff },
    });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const app = await buildTestApp(t.database);
    const staff = await t.createStaff();
    for (let i = 0; i < 5; i += 1)
      expect((await tries(app, staff.email, `wrong-${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(422);
    expect((await tries(app, staff.email, staff.password, '198.51.100.99')).statusCode).toBe(429);
    await app.close();
  });

  it('uses the address the proxy saw with TRUST_PROXY=1 (the last hop, which a client cannot forge)', async () => {
    const app = await buildTestApp(t.database, { config: { trustProxy: true } });
    const staff = await t.createStaff();
    for (let i = 0; i < 5; i += 1)
      expect((await tries(app, staff.email, `wrong-${i}`, '198.51.100.7')).statusCode).toBe(422);
    // A forged first entry does not make another client of the same address.
    expect((await tries(app, staff.email, staff.password, '203.0.113.5, 198.51.100.7')).statusCode).toBe(429);
    expect((await tries(app, staff.email, staff.password, '198.51.100.8')).statusCode).toBe(200);
    await app.close();
  });
});
