import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  newestFirst,
  seedOrders,
  type SeededOrder,
  type TestContext,
} from '../../../test/helper';
import { mayPrepare, PreparingPool } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listOrderRows } from './orders.repository';

import type { Tx } from '../../db/client';
import type { TOrderStatus, TOrderType } from '@printhub/contract';

/**
 * On PostgreSQL the order lists run as named prepared statements (db/client.ts): the same statement text,
 * executed again and again with other values (more than the five after which PostgreSQL may keep a generic
 * plan), must still give each request its own rows. On PGlite the same requests check the same answers.
 */
let t: TestContext;
let admin: string;
let seeded: SeededOrder[];

const DAY = 86_400_000;
const STATUSES: TOrderStatus[] = ['confirmed', 'assigned', 'out-for-delivery', 'delivered'];
const TYPES: TOrderType[] = ['print', 'subscription'];
const start = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  const staff = await t.createStaff();
  seeded = await seedOrders(
    t.database.db,
    Array.from({ length: 24 }, (_, i) => ({
      status: STATUSES[i % STATUSES.length]!,
      orderType: TYPES[Math.floor(i / 4) % TYPES.length]!,
      assignedUser: STATUSES[i % STATUSES.length] === 'confirmed' ? null : staff.id,
      createdAt: new Date(start + i * DAY),
      title: `Order ${i}`,
    })),
  );
}, 60_000);
afterAll(() => t.close());

const ids = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/all-orders/?${query}`, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { count: number; results: { id: number }[] };
  return { count: body.count, ids: body.results.map((o) => o.id) };
};

describe('the order list as a prepared statement', () => {
  it('answers each status and type with its own rows, however often the statement ran before', async () => {
    for (let round = 0; round < 3; round++) {
      for (const status of STATUSES) {
        for (const type of TYPES) {
          const expected = seeded
            .filter((o) => o.status === status && o.orderType === type)
            .sort(newestFirst);
          expect(await ids(`status=${status}&order_type=${type}&limit=3&offset=1`)).toEqual({
            count: expected.length,
            ids: expected.slice(1, 4).map((o) => o.id),
          });
        }
      }
    }
  });

  it('answers other windows, pages and orderings with their own rows', async () => {
    const day = (i: number) => new Date(start + i * DAY).toISOString().slice(0, 10);
    for (const [from, to] of [
      [0, 6],
      [7, 13],
      [3, 3],
      [20, 30],
      [0, 23],
      [5, 9],
      [12, 18],
    ] as const) {
      const inside = seeded.slice(from, to + 1);
      expect(await ids(`from_date=${day(from)}&to_date=${day(to)}&limit=5`)).toEqual({
        count: inside.length,
        ids: [...inside]
          .sort(newestFirst)
          .slice(0, 5)
          .map((o) => o.id),
      });
      expect(await ids(`from_date=${day(from)}&to_date=${day(to)}&limit=5&ordering=title`)).toEqual({
        count: inside.length,
        ids: [...inside]
          .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id))
          .slice(0, 5)
          .map((o) => o.id),
      });
    }
  });
});

describe('which statements are prepared', () => {
  it('prepares plain selects, never a pattern search or a write', () => {
    expect(mayPrepare('select "id" from "orders" where "orders"."status" in ($1) limit $2')).toBe(true);
    expect(mayPrepare('select "id" from "orders" where "orders"."search_text" like $1')).toBe(false);
    expect(mayPrepare('\n    with matches as (select 1) select 1')).toBe(false);
    expect(mayPrepare('update "orders" set "status" = $1')).toBe(false);
  });

  it('names a select once per text, and binds each execution its own values', async () => {
    // The app's own pool on PostgreSQL; elsewhere one that is never connected (naming needs no server).
    const preparing =
      t.database.kind === 'postgres' ? (t.database.client as PreparingPool) : new PreparingPool({ max: 1 });
    expect(preparing).toBeInstanceOf(PreparingPool);
    const text = 'select $1::int + 1 as n';
    const name = preparing.statementName(text);
    expect(name).toBeDefined();
    expect(preparing.statementName(text)).toBe(name);
    expect(preparing.statementName('select $1::int + 2 as n')).not.toBe(name);
    expect(preparing.statementName('select 1 from orders where title like $1')).toBeUndefined();
    if (t.database.kind !== 'postgres') {
      await preparing.end();
      return;
    }
    // More executions than connections, and than the five after which a generic plan may be kept.
    for (let i = 0; i < 12; i++) {
      const { rows } = await preparing.query<{ n: number }>({ text, values: [i] });
      expect(rows[0]!.n).toBe(i + 1);
    }
  });

  it('names no statement of its own for a list read inside a transaction, and reads the same rows', async () => {
    // A transaction's handle lives for one transaction: statements named for it would pile up on the
    // connection, which keeps every named statement until it closes.
    const named = async (tx: Tx) =>
      rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from pg_prepared_statements where name like 'orders_page_%'`,
        ),
      )[0]!.n;
    const expected = seeded.filter((o) => o.status === 'delivered').sort(newestFirst);
    for (let round = 0; round < 2; round++) {
      await t.database.db.transaction(async (tx) => {
        const before = await named(tx);
        const rows = await listOrderRows(
          tx,
          { statuses: ['delivered'] },
          { limit: 2, offset: round, ordering: '-created_at' },
        );
        expect(rows.map((r) => r.order.id)).toEqual(expected.slice(round, round + 2).map((o) => o.id));
        expect(await named(tx)).toBe(before);
      });
    }
  });
});
