import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNT_CAP, SEARCH_COUNT_CAP } from '@printhub/contract';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { customers } from '../../db/schema';
import { createRng, makeCustomer, makeOrder } from '../../db/seed/factories';

let t: TestContext;
let admin: string;
const TOTAL = COUNT_CAP + 49;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  const rng = createRng(3);
  const [customer] = await t.database.db.insert(customers).values(makeCustomer(rng, 1)).returning();
  const { options } = makeOrder(rng, {
    customer: customer!,
    status: 'confirmed',
    orderType: 'print',
    assignedUser: null,
    createdAt: new Date(),
  });
  // Every title holds "flyer"; three also hold "zanzibar".
  await t.database.db.execute(sql`
    insert into orders (customer_id, first_name, email, title, pdf_page_count, options, amount, print_ref)
    select ${customer!.id}, 'Bulk', 'bulk@example.com',
      case when n <= 3 then 'Zanzibar flyer ' else 'Flyer ' end || n, 1, ${JSON.stringify(options)}::jsonb, 10, 'cap-ref-' || n
    from generate_series(1, ${TOTAL}::int) as n`);
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
