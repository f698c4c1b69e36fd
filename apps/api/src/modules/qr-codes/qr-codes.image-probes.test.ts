import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  createTestContext,
  freezeDateInsideOneMinute,
  nextAddress,
  type TestContext,
} from '../../../test/helper';
import { qrCodes } from '../../db/schema';
import { makePng } from '../../db/seed/png';
import { DAY_MS } from '../../lib/time';
import { FAILED_SCANS_PER_MINUTE } from './qr-codes.probes.service';

// Issue #36 item 3: GET /api/qr-image/{code} is public and was not throttled: the 3-digit code space was
// listed in a second.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.database.db.insert(qrCodes).values({
    company: 'Acme',
    value: 5,
    validity: new Date(Date.now() + 30 * DAY_MS),
    code: 'PICTURE',
    image: makePng(),
  });
});
afterAll(() => t.close());
// Per-minute counters: every test runs inside one minute.
beforeEach(() => {
  freezeDateInsideOneMinute();
});
afterEach(() => {
  vi.useRealTimers();
});

const image = (code: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: `/api/qr-image/${code}`, remoteAddress });

describe('issue #36 item 3: probing the public QR image', () => {
  it('answers 429 to an address after 30 unknown codes in a minute, even for a known code', async () => {
    const prober = nextAddress();
    // Found images do not count.
    for (let i = 0; i < 5; i += 1) expect((await image('PICTURE', prober)).statusCode).toBe(200);
    for (let i = 0; i < FAILED_SCANS_PER_MINUTE; i += 1)
      expect((await image(`${100 + i}`, prober)).statusCode).toBe(404);
    const refused = await image('PICTURE', prober);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await image('999', prober)).statusCode).toBe(429);
    expect((await image('PICTURE', nextAddress())).statusCode).toBe(200);
  });

  it('shares the limit with the scan: failed scans and failed images count together', async () => {
    const prober = nextAddress();
    for (let i = 0; i < FAILED_SCANS_PER_MINUTE; i += 1)
      expect(
        (await t.app.inject({ method: 'GET', url: `/?qr_code=${i}`, remoteAddress: prober })).statusCode,
      ).toBe(404);
    expect((await image('PICTURE', prober)).statusCode).toBe(429);
  });
});
