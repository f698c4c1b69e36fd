import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNT_CAP, SEARCH_COUNT_CAP } from '@printhub/contract';

import { bearer, createTestContext, insertBulkOrders, type TestContext } from '../../../test/helper';

let t: TestContext;
let admin: string;
const TOTAL = COUNT_CAP + 49;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  // Every title holds "flyer"; three also hold "zanzibar".
  await insertBulkOrders(t.database.db, {
    seed: 3,
    total: TOTAL,
    columns: { title: sql`case when n <= 3 then 'Zanzibar flyer ' else 'Flyer ' end || n` },
  });
}, 60_000);
afterAll(() => t.close());

const count = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/all-orders/?limit=10${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; next: string | null };
};

describe('GET /api/all-orders/ counts', () => {
  it('stops counting a list at 10,001 and still links the next page', async () => {
    const page = await count('');
    expect(page.count).toBe(COUNT_CAP);
    expect(page.next).not.toBeNull();
  });

  it('stops counting a search at 1,001, and counts a rare term exactly', async () => {
    expect((await count('&query=flyer')).count).toBe(SEARCH_COUNT_CAP);
    expect((await count('&query=zanzibar')).count).toBe(3);
  });

  it('counts exactly below the cap', async () => {
    expect((await count('&status=assigned')).count).toBe(0);
    expect((await count(`&offset=${TOTAL - 5}`)).count).toBe(COUNT_CAP);
  });
});
