import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn } from 'drizzle-orm/pg-core';

import { countCap, parseOrdering, ORDER_ORDERING_FIELDS, type TOrdering } from '@printhub/contract';

import { slot } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { orders } from '../../db/schema';
import { cappedCount, columnSortKeys, orderByOf, type ListPage } from '../../lib/lists';
import {
  orderWhere,
  selectOrders,
  whereOf,
  type OrderFilter,
  type OrderRow,
  type WhereOf,
} from './orders.repository';

import type { Database, DbOrTx } from '../../db/client';
import type { Placeholder } from 'drizzle-orm';

// The order lists' statements: a page in its ordering, the capped count, and a search's matches.

export type OrderOrdering = TOrdering<(typeof ORDER_ORDERING_FIELDS)[number]>;

const orderSortKeys = columnSortKeys(orders, ORDER_ORDERING_FIELDS);

export type OrderPage = ListPage<(typeof ORDER_ORDERING_FIELDS)[number]>;

/** The page's ids on the index first (a deferred join), then only those rows joined. */
function pageQuery(
  db: DbOrTx,
  where: SQL | undefined,
  ordering: OrderOrdering,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const orderBy = orderByOf(ordering, orderSortKeys, orders.id);
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  return selectOrders(db)
    .innerJoin(pageIds, eq(pageIds.id, orders.id))
    .orderBy(...orderBy);
}

/** The number of matches, counted no further than the cap (the same statement as lists.ts's cappedCount). */
function cappedCountQuery(db: DbOrTx, where: SQL | undefined, cap: Placeholder) {
  const filter = where ? sql` where ${where}` : sql``;
  return db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(sql`(select 1 from ${orders}${filter} limit ${cap}) capped`);
}

type PreparedList = {
  rows: ReturnType<ReturnType<typeof pageQuery>['prepare']>;
  count: ReturnType<ReturnType<typeof cappedCountQuery>['prepare']>;
};

/** Shapes prepared at most, per database handle; any other shape is built per request. */
const MAX_SHAPES = 200;
const prepared = new WeakMap<DbOrTx, Map<string, PreparedList>>();
let statementSeq = 0;

/**
 * A plain list's page and capped count (no search: a pattern's plan hangs on its term), built by Drizzle
 * once per shape of filter and ordering and then only executed with the request's values: the SQL text and
 * parameters are those that building them per request gives. On PostgreSQL each is a named prepared
 * statement. Null for a search, in a transaction (a handle that lives for one transaction would name new
 * statements each time, which PostgreSQL's connections keep), or when MAX_SHAPES shapes were prepared already.
 */
function preparedList(db: DbOrTx, filter: OrderFilter, ordering: OrderOrdering) {
  if (filter.search || db instanceof PgTransaction) return null;
  const values: Record<string, unknown> = {};
  const shape: WhereOf = {
    excludeStatus: filter.excludeStatus,
    excludeOrderType: filter.excludeOrderType,
    openOnly: filter.openOnly,
  };
  const key = [
    ordering,
    filter.excludeStatus ?? '',
    filter.excludeOrderType ?? '',
    filter.openOnly ? 'open' : '',
  ];
  const put = (name: string, column: PgColumn, value: unknown) => {
    values[name] = value;
    key.push(name);
    return slot(name, column);
  };
  if (filter.statuses) shape.statuses = filter.statuses.map((v, i) => put(`status${i}`, orders.status, v));
  if (filter.orderType) shape.orderType = put('orderType', orders.orderType, filter.orderType);
  if (filter.assignedUser !== undefined)
    shape.assignedUser = put('assignedUser', orders.assignedUser, filter.assignedUser);
  if (filter.customerId !== undefined)
    shape.customerId = put('customerId', orders.customerId, filter.customerId);
  if (filter.from) shape.from = put('from', orders.createdAt, filter.from);
  if (filter.until) shape.until = put('until', orders.createdAt, filter.until);
  if (filter.dueFrom) shape.dueFrom = put('dueFrom', orders.dueAt, filter.dueFrom);
  if (filter.dueUntil) shape.dueUntil = put('dueUntil', orders.dueAt, filter.dueUntil);
  if (filter.paymentStatus)
    shape.paymentStatus = put('paymentStatus', orders.paymentStatus, filter.paymentStatus);
  const shapeKey = key.join('|');
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  let statements = byShape.get(shapeKey);
  if (!statements) {
    if (byShape.size >= MAX_SHAPES) return null;
    const where = whereOf(shape);
    const seq = ++statementSeq;
    statements = {
      rows: pageQuery(db, where, ordering, sql.placeholder('limit'), sql.placeholder('offset')).prepare(
        `orders_page_${seq}`,
      ),
      count: cappedCountQuery(db, where, sql.placeholder('cap')).prepare(`orders_count_${seq}`),
    };
    byShape.set(shapeKey, statements);
  }
  return { statements, values };
}

/** One page of the filtered orders in the page's ordering (newest first by default), without a count. */
export async function listOrderRows(db: DbOrTx, filter: OrderFilter, page: OrderPage): Promise<OrderRow[]> {
  const list = preparedList(db, filter, page.ordering);
  if (list) return list.statements.rows.execute({ ...list.values, limit: page.limit, offset: page.offset });
  return pageQuery(db, orderWhere(filter), page.ordering, page.limit, page.offset);
}

/** The sort keys by their column names, for a query over a CTE of order rows. */
const namedSortKeys = Object.fromEntries(
  Object.entries(orderSortKeys).map(([field, column]) => [field, sql`${sql.identifier(column.name)}`]),
) as Record<keyof typeof orderSortKeys, SQL>;

/**
 * A search's capped count and its page's ids, in one statement: up to `cap` matches (their ids and sort keys
 * only) are read and counted, and the page is cut from them. Below the cap those are every match, so the page
 * is exact whichever matches were read.
 *
 * `inOrder` reads the first `cap` matches *in the page's ordering*: at the cap any page that ends within them
 * is exact too. PostgreSQL then walks the date index for a common term (for the default ordering) until `cap`
 * matches are found, reading the search text from the index itself, and reads a rare one's few matches
 * through the trigram index and sorts them. Without `inOrder` any `cap` matches are read, which the planner
 * finds through the trigram index for a common term as well; at the cap no page is cut (`ids` is null) and
 * the caller reads the page by itself. PGlite takes that: there the walk to `cap` matches, which tests every
 * order it passes, measured dearer than finding any `cap` through the trigram index, which its planner cannot
 * see (docs/api.md, "How the order lists find a page"). Exported for the plan test.
 */
export function searchStatement(
  db: DbOrTx,
  filter: OrderFilter,
  page: OrderPage,
  cap: number,
  inOrder: boolean,
): SQL {
  const { field } = parseOrdering(page.ordering);
  const anyMatches = db
    .select({ id: orders.id, [field]: orderSortKeys[field] })
    .from(orders)
    .where(orderWhere(filter))
    .$dynamic();
  const matches = (
    inOrder ? anyMatches.orderBy(...orderByOf(page.ordering, orderSortKeys, orders.id)) : anyMatches
  ).limit(cap);
  const orderBy = orderByOf(page.ordering, namedSortKeys, sql`${sql.identifier('id')}`);
  const ids = sql`array(select id from matches order by ${sql.join(orderBy, sql`, `)}
            limit ${page.limit} offset ${page.offset})`;
  return inOrder
    ? sql`
    with matches as (${matches})
    select (select count(*)::int from matches) as n, ${ids} as ids`
    : sql`
    with matches as (${matches}), counted as (select count(*)::int as n from matches)
    select n, case when n < ${cap} then ${ids} end as ids from counted`;
}

async function searchCountAndPage(
  db: DbOrTx,
  filter: OrderFilter,
  page: OrderPage,
  cap: number,
  inOrder: boolean,
) {
  const result = await db.execute(searchStatement(db, filter, page, cap, inOrder));
  const [row] = rowsOf<{ n: number; ids: number[] | null }>(result);
  return { count: row?.n ?? 0, ids: row?.ids ?? null };
}

/** Whether a search reads its first `cap` matches in the page's ordering (searchStatement). */
export const searchesInOrder = (engine: Database['kind']) => engine === 'postgres';

/** The order list's page and capped count; `engine` chooses how a search finds its matches. */
export async function listOrders(
  db: DbOrTx,
  filter: OrderFilter,
  page: OrderPage,
  engine: Database['kind'],
): Promise<{ rows: OrderRow[]; count: number }> {
  const cap = countCap(filter.search);
  const list = preparedList(db, filter, page.ordering);
  const count = async () => {
    if (!list) return cappedCount(db, orders, orderWhere(filter), cap);
    const [row] = await list.statements.count.execute({ ...list.values, cap });
    return row?.n ?? 0;
  };
  if (page.offset + 1 >= cap) {
    // A page at or past the cap settles the count itself: any row there means at least `cap` matches, and the
    // count stops at `cap`. Only an empty page (past the end) still needs counting.
    const rows = await listOrderRows(db, filter, page);
    return { rows, count: rows.length > 0 ? cap : await count() };
  }
  if (filter.search) {
    // One statement counts and finds the page among the first `cap` matches (on PostgreSQL in order). Only a
    // page it could not cut (a common term: on PGlite any page, on PostgreSQL one that runs past the first
    // `cap`, `offset + limit > cap`) is read again as the plain page.
    const found = await searchCountAndPage(db, filter, page, cap, searchesInOrder(engine));
    if (found.ids === null || (found.count >= cap && page.offset + page.limit > cap)) {
      return { rows: await listOrderRows(db, filter, page), count: found.count };
    }
    if (found.ids.length === 0) return { rows: [], count: found.count };
    const rows = await selectOrders(db)
      .where(inArray(orders.id, found.ids))
      .orderBy(...orderByOf(page.ordering, orderSortKeys, orders.id));
    return { rows, count: found.count };
  }
  // The page and the capped count are independent: on PostgreSQL they run side by side.
  const [rows, n] = await Promise.all([listOrderRows(db, filter, page), count()]);
  return { rows, count: n };
}
