import { afterEach, describe, expect, it } from 'vitest';

import { parseConfig, parsePasswordHashCost } from '../config';
import { AppError } from './app-error';
import {
  HASH_POOL,
  hashPassword,
  passwordHashCost,
  scryptParams,
  setPasswordHashCost,
  verifyPassword,
} from './password';

const testCost = passwordHashCost();
afterEach(() => setPasswordHashCost(testCost));

describe('the password hash cost', () => {
  it("is OWASP's N=2^17, r=8, p=1 in production (no PASSWORD_HASH_COST)", () => {
    expect(parseConfig({}).passwordHashCost).toBe(17);
    expect(parsePasswordHashCost({})).toBe(17);
    expect(scryptParams(17)).toEqual({ N: 131_072, r: 8, p: 1 });
  });

  it('is turned down for this test run', () => {
    expect(testCost).toBe(10);
  });

  it('accepts 10 to 20 and fails fast on anything else', () => {
    expect(parsePasswordHashCost({ PASSWORD_HASH_COST: '12' })).toBe(12);
    for (const bad of ['9', '21', '12.5', 'high', ''])
      expect(() => parseConfig({ PASSWORD_HASH_COST: bad }), bad).toThrow(/PASSWORD_HASH_COST/);
  });

  it('keeps verifying a hash after the cost changes: each hash carries its own N, r and p', async () => {
    const cheap = await hashPassword('correct horse', 10);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    setPasswordHashCost(12);
    const dearer = await hashPassword('correct horse');
    expect(dearer.split('$')[1]).toBe('4096');
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
    setPasswordHashCost(10);
    expect(await verifyPassword('correct horse', dearer)).toBe(true);
  });
});

// Found by an audit: 16 simultaneous bad sign-ins took every thread of Node's pool, and a static file took
// 7.4 s instead of 13 ms. Hashes now run on a bounded pool.
describe('the hashing pool', () => {
  it(`runs at most ${HASH_POOL.concurrency} hashes at once, queues ${HASH_POOL.queue}, and refuses the rest at once with 503`, async () => {
    const stored = await hashPassword('correct horse');
    const total = HASH_POOL.concurrency + HASH_POOL.queue + 5;
    const results = await Promise.allSettled(
      Array.from({ length: total }, (_, i) =>
        i % 2 ? verifyPassword('correct horse', stored) : hashPassword(`password-${i}`),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).statusCode).toBe(503);
    }
    // The pool frees up: the next hash runs.
    expect(await verifyPassword('correct horse', stored)).toBe(true);
  });
});
