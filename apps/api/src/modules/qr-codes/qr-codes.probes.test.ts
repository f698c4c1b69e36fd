import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createTestContext,
  freezeDateInsideOneMinute,
  nextAddress,
  type TestContext,
} from '../../../test/helper';
import { qrCodes, qrScans } from '../../db/schema';
import { DAY_MS } from '../../lib/time';

// Found by an audit: 900 probes of the public scan listed every live 3-digit code in under 3 seconds, each
// refused probe of a known code writing a scan row. Failed probes are now limited per client address.

let t: TestContext;
let off: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  const validity = new Date(Date.now() + 30 * DAY_MS);
  const base = { company: 'Acme', value: 5, validity, redirectionUrl: 'https://example.com/offer' };
  [, off] = (await t.database.db
    .insert(qrCodes)
    .values([
      { ...base, code: 'LIVE' },
      { ...base, code: 'OFF', isActive: false },
    ])
    .returning({ id: qrCodes.id })) as [{ id: number }, { id: number }];
});
afterAll(() => t.close());
// Per-minute counters: every test runs inside one minute.
beforeEach(() => {
  freezeDateInsideOneMinute();
});
afterEach(() => {
  vi.useRealTimers();
});

const scan = (code: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/?qr_code=${encodeURIComponent(code)}`, remoteAddress });
const loggedRefusals = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(qrScans)
      .where(eq(qrScans.qrId, off.id))
  )[0]!.n;

describe('probing the public scan', () => {
  it('answers 429 to an address after 30 failed scans in a minute, even for a live code', async () => {
    const prober = nextAddress();
    const before = await loggedRefusals();
    for (let i = 0; i < 20; i += 1) expect((await scan(`${100 + i}`, prober)).statusCode).toBe(404);
    for (let i = 0; i < 10; i += 1) expect((await scan('OFF', prober)).statusCode).toBe(410);
    expect(await loggedRefusals()).toBe(before + 10);

    const refused = await scan('OFF', prober);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await scan('999', prober)).statusCode).toBe(429);
    expect((await scan('LIVE', prober)).statusCode).toBe(429);
    // Nothing is logged for refused probes.
    expect(await loggedRefusals()).toBe(before + 10);

    // Another address scans as usual.
    expect((await scan('LIVE', nextAddress())).statusCode).toBe(302);
  });

  it('holds under 120 simultaneous probes from one address: at most 30 are answered', async () => {
    const prober = nextAddress();
    const before = await loggedRefusals();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => scan(i % 2 ? 'OFF' : `${100 + i}`, prober)),
    );
    const looked = answers.filter((r) => r.statusCode !== 429);
    expect(looked.length).toBeLessThanOrEqual(30);
    expect(looked.every((r) => r.statusCode === 404 || r.statusCode === 410)).toBe(true);
    expect(await loggedRefusals()).toBe(before + looked.filter((r) => r.statusCode === 410).length);
  });

  it('does not count successful scans', async () => {
    const scanner = nextAddress();
    for (let i = 0; i < 40; i += 1) expect((await scan('LIVE', scanner)).statusCode).toBe(302);
    expect((await scan('nope', scanner)).statusCode).toBe(404);
  });
});
