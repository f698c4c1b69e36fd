import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bearer, signupCustomer, useTestContext } from '../../../test/helper';
import { coupons } from '../../db/schema';
import { DAY_MS } from '../../lib/time';
import { FAILED_COUPON_CHECKS_PER_HOUR } from '../auth/auth.throttle.service';

// Issue #36 item 3: the coupon check's 404 (no such code) against 422 (a code that does not apply) told a
// guesser which codes exist: 40 guesses found 4.

const ctx = useTestContext();
// The counters are per clock hour: a frozen clock keeps each test inside one.
beforeEach(() => {
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000;
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

const check = (token: string, code: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/customer/coupons/check',
    headers: bearer(token),
    payload: { code },
  });

describe('issue #36 item 3: guessing coupon codes', () => {
  it('answers 429 to a customer after 10 failed checks in an hour, even for a code that applies', async () => {
    const code = `GUESS${process.pid}`;
    await ctx.t.database.db.insert(coupons).values({
      name: 'Guess me',
      code,
      discountPercentage: 10,
      validFrom: new Date(Date.now() - DAY_MS),
      validTo: new Date(Date.now() + 30 * DAY_MS),
    });
    const guesser = await signupCustomer(ctx.t);
    // Checks of a coupon that applies do not count.
    for (let i = 0; i < 3; i += 1) expect((await check(guesser.token, code)).statusCode).toBe(200);
    for (let i = 0; i < FAILED_COUPON_CHECKS_PER_HOUR; i += 1)
      expect((await check(guesser.token, `WRONG${i}`)).statusCode).toBe(404);

    const refused = await check(guesser.token, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many coupon codes tried. Try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(guesser.token, 'WRONG99')).statusCode).toBe(429);

    const other = await signupCustomer(ctx.t);
    expect((await check(other.token, code)).statusCode).toBe(200);
  });
});
