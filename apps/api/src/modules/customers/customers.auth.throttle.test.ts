import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ZErrorResponse } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  customerSignIn,
  freezeDateInsideOneMinute,
  nextAddress,
  signupCustomer,
  type TestContext,
} from '../../../test/helper';

// The customers' sign-in and password change are throttled as the back office's are, on keys of their own.

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

describe('POST /api/customer/login throttling', () => {
  it('evaluates at most 5 of 20 simultaneous wrong passwords from one address; then the right one is refused', async () => {
    const c = await signupCustomer(t);
    const address = nextAddress();
    const answers = statuses(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => customerSignIn(t, c.email, `wrong-guess-${i}`, address)),
      ),
    );
    expect(count(answers, 422)).toBeLessThanOrEqual(5);
    expect(count(answers, 422) + count(answers, 429)).toBe(20);
    const right = await customerSignIn(t, c.email, c.password, address);
    expect(right.statusCode).toBe(429);
    expect(ZErrorResponse.parse(right.json()).error).toMatch(/Too many/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Elsewhere the customer still gets in.
    expect((await customerSignIn(t, c.email, c.password)).statusCode).toBe(200);
  });

  it('counts apart from the staff sign-in: a staff user with the same e-mail is not locked out', async () => {
    const staff = await t.createStaff({ email: `both-${process.pid}@example.com` });
    await signupCustomer(t, { email: staff.email });
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await customerSignIn(t, staff.email, `guess-${i}`, address)).statusCode).toBe(422);
    expect((await customerSignIn(t, staff.email, 'guess-5', address)).statusCode).toBe(429);
    expect((await t.signIn(staff.email, staff.password, address)).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the e-mail, and a reset forgets the account’s', async () => {
    const c = await signupCustomer(t);
    const address = nextAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await customerSignIn(t, `guess${i}@example.com`, 'not-a-password', address)).statusCode).toBe(
        422,
      );
    expect((await customerSignIn(t, c.email, c.password, address)).statusCode).toBe(429);
    // Guessing from four addresses reaches the account's ceiling; a super admin's reset forgets it.
    for (let a = 0; a < 4; a += 1) {
      const from = nextAddress();
      for (let i = 0; i < 5; i += 1) await customerSignIn(t, c.email, `more-${a}-${i}`, from);
    }
    expect((await customerSignIn(t, c.email, c.password)).statusCode).toBe(429);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/users/${c.id}/password`,
      headers: bearer(await t.adminToken()),
      payload: { new_password: 'after-the-reset-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await customerSignIn(t, c.email, 'after-the-reset-1')).statusCode).toBe(200);
  });
});

describe('POST /api/customer/password throttling', () => {
  it('evaluates at most 5 of 20 simultaneous wrong current passwords; then the right one is refused', async () => {
    const c = await signupCustomer(t);
    const change = (old_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/password',
        headers: bearer(c.token),
        payload: { old_password, new_password: 'a-fresh-password-7' },
      });
    const answers = statuses(await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong-${i}`))));
    expect(count(answers, 400)).toBeLessThanOrEqual(5);
    expect(count(answers, 400) + count(answers, 429)).toBe(20);
    expect((await change(c.password)).statusCode).toBe(429);
  });
});
