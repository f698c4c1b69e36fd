import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';

import {
  countCap,
  ORDER_DEFAULT_ORDERING,
  ORDER_STATUSES,
  ORDER_TYPES,
  type ORDER_ORDERING_FIELDS,
  type TOrdering,
  type TOrderStatus,
  type TOrderType,
} from '@printhub/contract';

import { accounts, orders, orderStatusHistory } from '../../db/schema';
import { cappedCount, containsPattern, orderByOf } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type OrderFilter = {
  /** Any of these statuses. */
  statuses?: TOrderStatus[];
  excludeStatus?: TOrderStatus;
  orderType?: TOrderType;
  excludeOrderType?: TOrderType;
  assignedUser?: number;
  customerId?: number;
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
  search?: string;
};

/** An exclusion as an IN list of what remains, which the (…, status, created_at) indexes can serve. */
const allBut = <T extends string>(column: PgColumn, values: readonly T[], excluded?: T) =>
  excluded
    ? inArray(
        column,
        values.filter((v) => v !== excluded),
      )
    : undefined;

/** The order lists' filters as a WHERE clause (the dashboard counts with it too). */
export function orderWhere(f: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.statuses ? inArray(orders.status, f.statuses) : undefined,
    allBut(orders.status, ORDER_STATUSES, f.excludeStatus),
    f.orderType ? eq(orders.orderType, f.orderType) : undefined,
    allBut(orders.orderType, ORDER_TYPES, f.excludeOrderType),
    f.assignedUser !== undefined ? eq(orders.assignedUser, f.assignedUser) : undefined,
    f.customerId !== undefined ? eq(orders.customerId, f.customerId) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.until ? lt(orders.createdAt, f.until) : undefined,
    f.search ? sql`${orders.searchText} like ${containsPattern(f.search)}` : undefined,
  ];
  return and(...parts.filter(Boolean));
}

const assignee = alias(accounts, 'assignee');

export const orderColumns = {
  order: orders,
  assignedUserName: assignee.fullName,
};
export type OrderRow = { order: typeof orders.$inferSelect; assignedUserName: string | null };

function selectOrders(db: DbOrTx) {
  return db.select(orderColumns).from(orders).leftJoin(assignee, eq(assignee.id, orders.assignedUser));
}

export type OrderOrdering = TOrdering<(typeof ORDER_ORDERING_FIELDS)[number]>;

const orderSortKeys = {
  id: orders.id,
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
  status: orders.status,
  title: orders.title,
  first_name: orders.firstName,
  amount: orders.amount,
  pdf_page_count: orders.pdfPageCount,
  copies: orders.copies,
};

export type OrderPage = { limit: number; offset: number; ordering?: OrderOrdering };

/** More rows than `orders` can hold (its ids are int4): a LIMIT that never cuts anything. */
const NO_LIMIT = 2_147_483_647;

/**
 * The page's ids when the filter is known to match few rows (a search counted below its cap): the matches are
 * read first (through the trigram index) and sorted, never found by walking an index in the page's order,
 * which for a rare term would read most of the table to find a page. The LIMIT keeps PostgreSQL from merging
 * the subquery into the outer query, where it could choose that walk again.
 */
function fewMatchesPageIds(db: DbOrTx, filter: OrderFilter, page: OrderPage) {
  const matches = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      status: orders.status,
      title: orders.title,
      firstName: orders.firstName,
      amount: orders.amount,
      pdfPageCount: orders.pdfPageCount,
      copies: orders.copies,
    })
    .from(orders)
    .where(orderWhere(filter))
    .limit(NO_LIMIT)
    .as('matches');
  const keys: Record<keyof typeof orderSortKeys, PgColumn> = {
    id: matches.id,
    created_at: matches.createdAt,
    updated_at: matches.updatedAt,
    status: matches.status,
    title: matches.title,
    first_name: matches.firstName,
    amount: matches.amount,
    pdf_page_count: matches.pdfPageCount,
    copies: matches.copies,
  };
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderByOf(page.ordering ?? ORDER_DEFAULT_ORDERING, keys, matches.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
}

/**
 * One page of the filtered orders in the page's ordering (newest first by default), without a count.
 * `fewMatches`: the filter matches fewer rows than a search's count cap (see fewMatchesPageIds).
 */
export async function listOrderRows(
  db: DbOrTx,
  filter: OrderFilter,
  page: OrderPage,
  opts: { fewMatches?: boolean } = {},
): Promise<OrderRow[]> {
  const orderBy = orderByOf(page.ordering ?? ORDER_DEFAULT_ORDERING, orderSortKeys, orders.id);
  // Deferred join: find the page's ids on the index first, then join only those rows.
  const pageIds = opts.fewMatches
    ? fewMatchesPageIds(db, filter, page)
    : db
        .select({ id: orders.id })
        .from(orders)
        .where(orderWhere(filter))
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset)
        .as('page_ids');
  return selectOrders(db)
    .innerJoin(pageIds, eq(pageIds.id, orders.id))
    .orderBy(...orderBy);
}

export async function listOrders(
  db: DbOrTx,
  filter: OrderFilter,
  page: OrderPage,
): Promise<{ rows: OrderRow[]; count: number }> {
  const cap = countCap(filter.search);
  const count = () => cappedCount(db, orders, orderWhere(filter), cap);
  if (page.offset + 1 >= cap) {
    // A page at or past the cap settles the count itself: any row there means at least `cap` matches, and the
    // count stops at `cap`. Only an empty page (past the end) still needs counting.
    const rows = await listOrderRows(db, filter, page);
    return { rows, count: rows.length > 0 ? cap : await count() };
  }
  if (filter.search) {
    // A search counts first, and the count says how common the term is. Below the cap it is exact and the
    // matches are few: read them and sort them (and a page past them is empty without asking). At the cap
    // the term is common (≥ 0.1% of a million orders) and the planner's own choice is kept, which for
    // the default ordering is to walk the date index until the page is full.
    const n = await count();
    if (n >= cap) return { rows: await listOrderRows(db, filter, page), count: n };
    if (page.offset >= n) return { rows: [], count: n };
    return { rows: await listOrderRows(db, filter, page, { fewMatches: true }), count: n };
  }
  // The page and the capped count are independent: on PostgreSQL they run side by side.
  const [rows, n] = await Promise.all([listOrderRows(db, filter, page), count()]);
  return { rows, count: n };
}

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function lockOrder(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      assignedUser: orders.assignedUser,
      customerId: orders.customerId,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateOrderState(
  db: DbOrTx,
  id: number,
  state: { status: TOrderStatus; assignedUser: number | null },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: state.status, assignedUser: state.assignedUser, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function insertHistory(
  db: DbOrTx,
  entry: typeof orderStatusHistory.$inferInsert,
): Promise<void> {
  await db.insert(orderStatusHistory).values(entry);
}

const changer = alias(accounts, 'changer');

export async function listHistory(db: DbOrTx, orderId: number) {
  return db
    .select({ entry: orderStatusHistory, changedByName: changer.fullName })
    .from(orderStatusHistory)
    .leftJoin(changer, eq(changer.id, orderStatusHistory.changedBy))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(desc(orderStatusHistory.changedAt), desc(orderStatusHistory.id));
}

export async function findByPrintRef(db: DbOrTx, ref: string) {
  const [row] = await db
    .select({ firstName: orders.firstName, title: orders.title, pdfPageCount: orders.pdfPageCount })
    .from(orders)
    .where(eq(orders.printRef, ref))
    .limit(1);
  return row ?? null;
}
