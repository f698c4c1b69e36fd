import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  newestFirst,
  seedOrders,
  signupCustomer,
  type SeededOrder,
  type TestContext,
} from '../../../test/helper';
import { fromPostgres, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import * as auth from '../auth/auth.service';
import * as customerAuth from '../customers/customers.auth.service';
import { findCustomer } from '../customers/customers.repository';
import { listOrderRows, listOrders } from './orders.list.repository';

import type { Tx } from '../../db/client';
import type { TOrderStatus, TOrderType } from '@printhub/contract';

/**
 * On PostgreSQL the order lists run as named prepared statements (`preparedList`): the same statement text,
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
  /**
   * On PostgreSQL a database of one connection, so that its catalogue of prepared statements
   * (pg_prepared_statements, per connection) holds every statement named by what ran on it; PGlite names
   * none, and there the same calls check their answers only.
   */
  async function oneConnection<T>(use: (database: Database) => Promise<T>): Promise<T> {
    const database = t.database.kind === 'postgres' ? fromPostgres(t.database.url!, 1) : t.database;
    try {
      return await use(database);
    } finally {
      if (database !== t.database) await database.close();
    }
  }
  const namedStatements = async (database: Database) =>
    rowsOf<{ name: string }>(
      await database.db.execute(sql`select name from pg_prepared_statements order by name`),
    ).map((r) => r.name.replace(/_\d+$/, '_#'));
  const idleMs = 3_600_000;

  it('names the order lists and the session lookups, and nothing else Drizzle sends', async () => {
    const staff = await t.createStaff();
    const staffToken = await t.login(staff.email, staff.password);
    const customer = await signupCustomer(t);
    await oneConnection(async (database) => {
      const page = { limit: 2, offset: 0, ordering: '-created_at' } as const;
      const delivered = seeded.filter((o) => o.status === 'delivered');
      const list = await listOrders(database.db, { statuses: ['delivered'] }, page, database.kind);
      expect(list.count).toBe(delivered.length);
      // A search, a plain select and a write: each built and sent per call, unnamed.
      expect(
        (await listOrders(database.db, { search: 'Order 1' }, page, database.kind)).count,
      ).toBeGreaterThan(0);
      expect((await findCustomer(database.db, customer.id))?.email).toBe(customer.email);
      await database.db.execute(sql`update orders set title = title where id = ${seeded[0]!.id}`);
      expect((await auth.authenticate(database.db, staffToken, idleMs))?.account.id).toBe(staff.id);
      expect((await customerAuth.authenticate(database.db, customer.token, idleMs))?.customerId).toBe(
        customer.id,
      );
      if (database.kind === 'postgres') {
        expect(await namedStatements(database)).toEqual([
          'customer_session',
          'orders_count_#',
          'orders_page_#',
          'staff_session',
        ]);
      }
    });
  });

  it('looks up each session with its own values, however often the lookup ran on the connection', async () => {
    const staff = await Promise.all([t.createStaff(), t.createStaff()]);
    const tokens = await Promise.all(staff.map((s) => t.login(s.email, s.password)));
    await oneConnection(async (database) => {
      // More executions than the five after which PostgreSQL may keep a generic plan.
      for (let i = 0; i < 12; i++) {
        const which = i % 3;
        const session = await auth.authenticate(
          database.db,
          which === 2 ? `unknown-token-${i}-0123456789abcdef` : tokens[which]!,
          idleMs,
        );
        expect(session?.account.id ?? null).toBe(which === 2 ? null : staff[which]!.id);
      }
    });
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
