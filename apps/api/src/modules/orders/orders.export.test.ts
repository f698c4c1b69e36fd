import { text } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { exportOrdersCsv } from './orders.export.service';

import type { Db } from '../../db/client';

// Found by contract fuzzing (test/fuzz-suite.ts): `to_date=9999-12-31` made the export's query fail (the
// day after is year 10000, which PostgreSQL cannot read), and the failure was an unhandled stream error:
// the process-level exception left the response open forever.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

describe('the orders export', () => {
  it('ends its stream with the error when a query fails, instead of hanging', async () => {
    const failing = {
      select: () => {
        throw new Error('the database went away');
      },
    } as unknown as Db;
    await expect(
      text(exportOrdersCsv(failing, { limit: 10, offset: 0, ordering: '-created_at' })),
    ).rejects.toThrow('the database went away');
  });

  it('refuses dates outside 1900–9998 with a 400, in the list and in the export', async () => {
    for (const url of [
      '/api/all-orders/?to_date=9999-12-31',
      '/api/all-orders/export.csv?to_date=9999-12-31',
      '/api/all-orders/export.csv?from_date=0000-01-01',
      '/api/my_orders/?from_date=0000-01-01',
    ]) {
      const res = await t.app.inject({ url, headers: bearer(admin) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].message).toBe('Use a date between 1900 and 9998');
    }
  });
});
