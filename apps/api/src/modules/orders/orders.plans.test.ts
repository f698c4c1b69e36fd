import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUNT_CAP, SEARCH_COUNT_CAP, ZOrderPage } from '@printhub/contract';

import { bearer, createTestContext, insertBulkOrders, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { searchesInOrder, searchStatement } from './orders.list.repository';

/**
 * The order list picks its plan by the data: a search counts and finds its page in one statement, on
 * PostgreSQL from the first 1,001 matches in the page's ordering (a common term walks the date index, reading
 * the search text from it; a rare one has its matches read through the trigram index and sorted), on PGlite
 * from any 1,001 (found through the trigram index), and a page it could not cut from those is read again; a deep page skips along an index (the completed prints' on a partial one) and a
 * page past the count's cap answers the count itself. Whatever the plan, the rows, their order (ties broken
 * by id) and the capped count must be those of a plain reading of every order, filtered and sorted here.
 */
let t: TestContext;
let admin: string;
let all: Row[];

type Row = {
  id: number;
  status: string;
  orderType: string;
  createdAt: number;
  amount: number;
  pdfPageCount: number;
  searchText: string;
};

const TOTAL = 20_000;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  // "Mango" in one title in 16 (1,250: past the search's count cap), "Quokka" in ten, "zzyzx" in none.
  // Creation times repeat (three orders a minute) out of id order, so the id breaks ties; amounts repeat too.
  await insertBulkOrders(t.database.db, {
    seed: 21,
    total: TOTAL,
    columns: {
      status: sql`(array['confirmed', 'assigned', 'out-for-delivery', 'delivered'])[1 + n % 4]`,
      order_type: sql`case when n % 7 = 0 then 'subscription' else 'print' end`,
      email: sql`'bulk' || n % 50 || '@example.com'`,
      title: sql`case when n % 16 = 0 then 'Mango flyer ' when n % 2000 = 7 then 'Quokka poster ' else 'Leaflet ' end || n`,
      pdf_page_count: sql`1 + n % 40`,
      amount: sql`(n * 37) % 500`,
      print_ref: sql`'plan-ref-' || n`,
      created_at: sql`timestamptz '2026-06-01T12:00:00Z' - make_interval(mins => ((n * 7919) % ${TOTAL}::int) / 3)`,
    },
  });
  // The planner's statistics and the visibility map (index-only scans need it), as autovacuum would leave
  // an order book.
  await t.database.db.execute(sql`vacuum analyze orders`);
  const rows = rowsOf<{
    id: number;
    status: string;
    order_type: string;
    created_at: string | Date;
    amount: string;
    pdf_page_count: number;
    search_text: string;
  }>(
    await t.database.db.execute(
      sql`select id, status, order_type, created_at, amount, pdf_page_count, search_text from orders`,
    ),
  );
  all = rows.map((r) => ({
    id: r.id,
    status: r.status,
    orderType: r.order_type,
    createdAt: new Date(r.created_at).getTime(),
    amount: Number(r.amount),
    pdfPageCount: r.pdf_page_count,
    searchText: r.search_text,
  }));
}, 120_000);
afterAll(() => t.close());

type Case = {
  query?: string;
  status?: string;
  excludeSubscriptions?: boolean;
  ordering?: string;
  limit: number;
  offset: number;
};

const sortKeys: Record<string, (r: Row) => number> = {
  created_at: (r) => r.createdAt,
  amount: (r) => r.amount,
  pdf_page_count: (r) => r.pdfPageCount,
  id: (r) => r.id,
};

/** The page and capped count by reading every order: filter, sort on the key then the id, slice. */
function reference(c: Case): { ids: number[]; count: number } {
  const ordering = c.ordering ?? '-created_at';
  const descending = ordering.startsWith('-');
  const key = sortKeys[ordering.replace(/^-/, '')]!;
  const dir = descending ? -1 : 1;
  const matching = all
    .filter((r) => !c.query || r.searchText.includes(c.query.toLowerCase()))
    .filter((r) => !c.status || r.status === c.status)
    .filter((r) => !c.excludeSubscriptions || r.orderType !== 'subscription')
    .sort((a, b) => dir * (key(a) - key(b) || a.id - b.id));
  const cap = c.query ? SEARCH_COUNT_CAP : COUNT_CAP;
  return {
    ids: matching.slice(c.offset, c.offset + c.limit).map((r) => r.id),
    count: Math.min(matching.length, cap),
  };
}

async function listed(c: Case) {
  const params = new URLSearchParams({ limit: String(c.limit), offset: String(c.offset) });
  if (c.query) params.set('query', c.query);
  if (c.status) params.set('status', c.status);
  if (c.excludeSubscriptions) params.set('exclude_order_type', 'subscription');
  if (c.ordering) params.set('ordering', c.ordering);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/all-orders/?${params.toString()}`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = ZOrderPage.parse(res.json());
  return { ids: page.results.map((o) => o.id), count: page.count };
}

const name = (c: Case) =>
  Object.entries(c)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(' ');

const orderings = [undefined, 'created_at', '-amount', 'pdf_page_count', '-id'];

const cases: Case[] = [
  // A common term: the first pages, the last within the first 1,001 matches (991) and one that runs past them
  // (995), one past the cap (the count comes from the page), the last, one past it.
  ...orderings.flatMap((ordering) =>
    [0, 10, 990, 991, 995, 1000, 1245, 1250].map((offset) => ({
      query: 'mango',
      ordering,
      limit: 10,
      offset,
    })),
  ),
  { query: 'MANGO', limit: 100, offset: 400 },
  { query: 'mango', status: 'delivered', limit: 25, offset: 0 },
  { query: 'mango', excludeSubscriptions: true, status: 'assigned', limit: 10, offset: 200 },
  // A rare term (counted below the cap: its page is sorted from its matches; at or past its count, empty),
  // and one without a match.
  ...orderings.flatMap((ordering) =>
    [0, 5, 8, 10].map((offset) => ({ query: 'quokka', ordering, limit: 5, offset })),
  ),
  { query: 'quokka', status: 'out-for-delivery', limit: 10, offset: 0 },
  { query: 'zzyzx', limit: 10, offset: 0 },
  { query: 'zzyzx', limit: 10, offset: 2000 },
  // Deep pages: below the cap, at it, past it, the last one, and past the end.
  ...orderings.flatMap((ordering) =>
    [9_990, 10_000, 15_000, 19_995, 20_000].map((offset) => ({ ordering, limit: 10, offset })),
  ),
  { status: 'delivered', excludeSubscriptions: true, limit: 10, offset: 4_000 },
  { status: 'delivered', excludeSubscriptions: true, limit: 10, offset: 12_000 },
  { status: 'delivered', limit: 100, offset: 4_950 },
];

describe('GET /api/all-orders/ on 20,000 orders', () => {
  it.each(cases.map((c) => [name(c), c] as const))(
    'answers %s as a plain reading of every order',
    async (_, c) => {
      expect(await listed(c)).toEqual(reference(c));
    },
  );

  const plan = async (query: SQL) => {
    const res = await t.database.db.execute(sql`explain ${query}`);
    return rowsOf<Record<string, string>>(res)
      .map((r) => Object.values(r)[0])
      .join('\n');
  };

  it('walks the date index alone for a common term and the trigram index for a rare one', async () => {
    // The search's statement with a limit of a page rather than 1,001: a page of a common term is found by
    // walking the date index, a rare term's matches through the trigram index.
    const matches = (term: string) =>
      plan(
        sql`select id, created_at from orders where search_text like ${`%${term}%`} order by created_at desc, id desc limit 10`,
      );
    expect(await matches('mango')).toMatch(/Index Only Scan using orders_created_at_idx/);
    expect(await matches('quokka')).toMatch(/Bitmap Index Scan on orders_search_trgm_idx/);
  });

  it('reads a common term’s 1,001 matches in order on PostgreSQL and any 1,001 on PGlite', async () => {
    // The search's own statement, as this engine's repository sends it. In order, the matches are either
    // read through the trigram index and sorted, or walked to along the date index (its rows hold the search
    // text): the planner weighs the two by the table's width, and on 20,000 orders with their price lines
    // walking costs less; on PGlite any 1,001 are read from the trigram index and the count stops there,
    // unsorted. Never a scan of the whole table.
    const statement = await plan(
      searchStatement(
        t.database.db,
        { search: 'mango' },
        { limit: 10, offset: 0, ordering: '-created_at' },
        SEARCH_COUNT_CAP,
        searchesInOrder(t.database.kind),
      ),
    );
    expect(statement).not.toMatch(/Seq Scan/);
    if (t.database.kind === 'postgres') {
      expect(statement).toMatch(
        /Index Only Scan using orders_created_at_idx|Sort Key: orders\.created_at DESC, orders\.id DESC/,
      );
    } else {
      expect(statement).toMatch(/Bitmap Index Scan on orders_search_trgm_idx/);
      expect(statement).not.toMatch(/Sort Key: orders\.created_at|orders_created_at_idx/);
    }
  });

  it('skips a deep page of the completed prints on their own index', async () => {
    expect(
      await plan(
        sql`select id from orders where status = 'delivered' and order_type = 'print' order by created_at desc, id desc limit 10 offset 4000`,
      ),
    ).toMatch(/Index Only Scan using orders_delivered_prints_created_at_idx/);
  });

  it('covers a common and a rare term, and pages past the counts’ caps', () => {
    const common = reference({ query: 'mango', limit: 1, offset: 0 }).count;
    const rare = reference({ query: 'quokka', limit: 1, offset: 0 }).count;
    expect(common).toBe(SEARCH_COUNT_CAP);
    expect(rare).toBe(10);
    expect(all.length).toBeGreaterThan(COUNT_CAP);
  });
});
