import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ZErrorResponse } from '@printhub/contract';

import { freezeDateInsideOneMinute, nextAddress, TEST_ADMIN, useTestContext } from '../../../test/helper';
import { passwordHashCost, setPasswordHashCost, SIGN_UP_HASH_LANE, signUpHashLoad } from '../../lib/password';
import { SIGN_UP_LIMIT_PER_ADDRESS } from '../auth/auth.throttle.service';

// Issue #36 item 2: 24 parallel anonymous sign-up loops answered 503 by the thousand and took every
// sign-in in that window down with them (the password-hashing pool was full).

const ctx = useTestContext();
// The per-minute counters: every test runs inside one minute of a frozen clock.
beforeEach(() => {
  freezeDateInsideOneMinute();
});
afterEach(() => {
  vi.useRealTimers();
});

let n = 0;
const signUp = (remoteAddress: string) => {
  n += 1;
  return ctx.t.app.inject({
    method: 'POST',
    url: '/api/customer/signup',
    remoteAddress,
    payload: {
      first_name: 'Flood',
      last_name: `Signup ${n}`,
      email: `flood${n}-${process.pid}@example.com`,
      mobile: '+91 90000 22222',
      password: `flood-password-${n}`,
    },
  });
};
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('issue #36 item 2: sign-up floods', () => {
  it('answers 429 to sign-ups from one address past 10 a minute, simultaneous or not; other addresses sign up', async () => {
    const address = nextAddress();
    for (let i = 0; i < SIGN_UP_LIMIT_PER_ADDRESS; i += 1)
      expect((await signUp(address)).statusCode).toBe(201);
    const next = await signUp(address);
    expect(next.statusCode).toBe(429);
    expect(ZErrorResponse.parse(next.json()).error).toBe(
      'Too many sign-ups from this address. Try again in a minute.',
    );
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUp(nextAddress())).statusCode).toBe(201);

    // At once: the limit holds (the ones it lets through may still find the sign-ups' hashing share full).
    const flooding = nextAddress();
    const answers = statuses(await Promise.all(Array.from({ length: 25 }, () => signUp(flooding))));
    expect(count(answers, 429)).toBe(25 - SIGN_UP_LIMIT_PER_ADDRESS);
    expect(count(answers, 201) + count(answers, 503)).toBe(SIGN_UP_LIMIT_PER_ADDRESS);
  });

  it('keeps sign-ups to their share of the hashing pool: an admin signs in while they fill it', async () => {
    const cost = passwordHashCost();
    // Hashes that take a while (tens of milliseconds each), so that the flood is still hashing below.
    setPasswordHashCost(15);
    try {
      // 24 sign-ups at once, each from an address of its own: no per-address limit stops them.
      const flood = Promise.all(Array.from({ length: 24 }, () => signUp(nextAddress())));
      await expect
        .poll(() => signUpHashLoad())
        .toEqual({ running: SIGN_UP_HASH_LANE.concurrency, waiting: SIGN_UP_HASH_LANE.queue });

      const signIn = await ctx.t.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(signIn.statusCode, signIn.body).toBe(200);

      const answers = statuses(await flood);
      expect(count(answers, 201) + count(answers, 503)).toBe(24);
      expect(count(answers, 201)).toBeGreaterThanOrEqual(
        SIGN_UP_HASH_LANE.concurrency + SIGN_UP_HASH_LANE.queue,
      );
      expect(count(answers, 503)).toBeGreaterThan(0);
    } finally {
      setPasswordHashCost(cost);
    }
  });
});
