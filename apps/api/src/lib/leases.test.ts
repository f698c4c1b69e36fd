import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';
import { leases } from '../db/schema';
import { PROCESS_OWNER, releaseLease, renewLease, takeLease } from './leases';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const T0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const want = (key: string, owner: string, now: Date) => ({ kind: 'test', key, ttlMs: 1000, now, owner });
const rows = () => t.database.db.select().from(leases);

describe('leases', () => {
  it('one holder at a time: taken, renewed and released by its owner; taken over only once expired', async () => {
    const { db } = t.database;
    const a = await takeLease(db, want('one', 'a', T0));
    expect(a).toEqual({ kind: 'test', key: 'one', owner: 'a', ttlMs: 1000 });
    expect(await takeLease(db, want('one', 'b', at(999)))).toBeNull();
    // Renewed at +900: live until +1,900.
    expect(await renewLease(db, a!, at(900))).toBe(true);
    expect(await takeLease(db, want('one', 'b', at(1500)))).toBeNull();
    // Expired: b takes it over; a learns it at its next renewal, and its release leaves b's lease alone.
    const b = await takeLease(db, want('one', 'b', at(1900)));
    expect(b?.owner).toBe('b');
    expect(await renewLease(db, a!, at(1901))).toBe(false);
    expect(await releaseLease(db, a!)).toBe(false);
    expect(await rows()).toEqual([{ kind: 'test', key: 'one', owner: 'b', expiresAt: at(2900) }]);
    expect(await releaseLease(db, b!)).toBe(true);
    expect(await rows()).toEqual([]);
    // Released: free for anyone at once.
    expect(await takeLease(db, want('one', 'c', at(1901)))).not.toBeNull();
  });

  it('of several processes taking a free lease at once, exactly one gets it', async () => {
    const takes = await Promise.all(
      ['p1', 'p2', 'p3', 'p4'].map((owner) => takeLease(t.database.db, want('race', owner, T0))),
    );
    const winners = takes.filter((l) => l !== null);
    expect(winners).toHaveLength(1);
    expect((await rows()).find((r) => r.key === 'race')?.owner).toBe(winners[0]!.owner);
  });

  it("this process's owner name says which process on which host holds a lease", () => {
    expect(PROCESS_OWNER).toMatch(new RegExp(`^${process.pid}@.+/[0-9a-f]{8}$`));
  });
});
