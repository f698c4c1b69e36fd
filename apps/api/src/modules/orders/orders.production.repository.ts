import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { runSql } from '../../db/raw';

import type { Database } from '../../db/client';
import type { TPreflightWarning, TPrintOptions, TProductionStatus } from '@printhub/contract';

// The production board's statements: every column's count, one column's cards, and the cards' files. Each
// column reads a partial index of its own (open print orders by status and due date, or one staff user's;
// delivered print orders by last change), so their cost follows the open orders, not the order book.
//
// They go straight to the driver (db/raw.ts) with texts written once: a board is some 400 rows, and the query
// builder's mapping of each row cost as much again as the driver's reading of it. The open columns' statements
// are named, so prepared once per connection (planning them cost about as much as running them): their order
// type and status are constants of the text, not parameters, so that a plan PostgreSQL keeps for every
// execution still meets the partial indexes' conditions; the delivered column's carry the day they are for.

/** Whose orders the board shows (a staff user's own, or everyone's), and when today began in the shop. */
export type BoardScope = { assignedUser?: number; todayFrom: Date };

type OpenStatus = (typeof OPEN_ORDER_STATUSES)[number];

const OPEN_PRINTS = `order_type = 'print' and status in (${OPEN_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * The delivered column's condition, with when today began written into the statement's text (an ISO instant)
 * rather than passed as a parameter, and the statement named after that day: PostgreSQL plans it for the
 * day's value once per connection, where a plan made without the value reads the whole orders table (a
 * generic plan of the page took 0.7 s at 1M orders), and planning it for each request cost about half as
 * much as running it.
 */
const deliveredToday = (from: Date) =>
  `order_type = 'print' and status = 'delivered' and updated_at >= '${from.toISOString()}'::timestamptz`;
const dayOf = (from: Date) => from.toISOString().slice(0, 16).replace(/\D/g, '');

/**
 * How many orders each column holds (columns without orders are absent): the open columns' counts from their
 * index alone, the delivered one by last change. $1 the staff user.
 */
export async function columnCounts(
  database: Database,
  scope: BoardScope,
): Promise<{ status: TProductionStatus; n: number }[]> {
  const mine = scope.assignedUser !== undefined;
  const [open, delivered] = await Promise.all([
    runSql<{ status: OpenStatus; n: number }>(database, {
      name: `board_counts${mine ? '_mine' : ''}`,
      text: `select status, count(*)::int as n from orders where ${OPEN_PRINTS}${mine ? ' and assigned_user = $1' : ''} group by status`,
      values: mine ? [scope.assignedUser] : [],
    }),
    runSql<{ n: number }>(database, {
      name: `board_delivered_count${mine ? '_mine' : ''}_${dayOf(scope.todayFrom)}`,
      text: `select count(*)::int as n from orders where ${deliveredToday(scope.todayFrom)}${mine ? ' and assigned_user = $1' : ''}`,
      values: mine ? [scope.assignedUser] : [],
    }),
  ]);
  return [...open, { status: 'delivered', n: delivered[0]?.n ?? 0 }];
}

/** A card's columns (its status is its column's). */
export type CardRow = {
  id: number;
  title: string;
  first_name: string;
  last_name: string;
  pdf_page_count: number;
  copies: number;
  options: TPrintOptions;
  rush: boolean;
  /** ISO 8601. */
  due_at: string;
};

const CARD_COLUMNS = `o.id, o.title, o.first_name, o.last_name, o.pdf_page_count, o.copies, o.options, o.rush,
  to_char(o.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due_at`;

/**
 * An open column's page, soonest due first (the id breaks ties), walking the column's index: an open column
 * holds the newest orders, whose rows lie together, so this costs less than reading the page's ids first and
 * joining them. $1 limit, $2 offset, $3 the staff user.
 */
const openCardsSql = (status: OpenStatus, mine: boolean) => `
select ${CARD_COLUMNS}
from orders o
where o.order_type = 'print' and o.status = '${status}'${mine ? ' and o.assigned_user = $3' : ''}
order by o.due_at, o.id
limit $1 offset $2`;

/**
 * The delivered column's page: the page's ids are sorted from the column's index alone (it holds the day's
 * deliveries with their due dates and assignees), then only those rows are read. $1 limit, $2 offset, $3 the
 * staff user.
 */
const deliveredCardsSql = (todayFrom: Date, mine: boolean) => `
select ${CARD_COLUMNS}
from orders o
join (
  select id from orders
  where ${deliveredToday(todayFrom)}${mine ? ' and assigned_user = $3' : ''}
  order by due_at, id
  limit $1 offset $2
) page on page.id = o.id
order by o.due_at, o.id`;

/** One column's cards, soonest due first (the id breaks ties), from `offset`. */
export async function columnCards(
  database: Database,
  status: TProductionStatus,
  scope: BoardScope,
  offset: number,
  limit: number,
): Promise<CardRow[]> {
  const mine = scope.assignedUser !== undefined;
  const values = [limit, offset, ...(mine ? [scope.assignedUser] : [])];
  if (status === 'delivered') {
    const name = `board_cards_delivered${mine ? '_mine' : ''}_${dayOf(scope.todayFrom)}`;
    return runSql<CardRow>(database, { name, text: deliveredCardsSql(scope.todayFrom, mine), values });
  }
  const name = `board_cards_${status.replaceAll('-', '_')}${mine ? '_mine' : ''}`;
  return runSql<CardRow>(database, { name, text: openCardsSql(status, mine), values });
}

export type CardFileRow = { order_id: number; id: number; name: string; warnings: TPreflightWarning[] };

const CARD_FILES_SQL = `
select order_id, id, name, coalesce(preflight -> 'warnings', '[]'::jsonb) as warnings
from order_files
where order_id = any($1::int[])
order by order_id, id`;

/**
 * The files of the given orders, each with its name and preflight warnings (a file stored before preflight
 * has none), by order and in upload order: one statement for every card of the board. The ids go as an
 * array literal (`{1,2,3}`): the driver would quote each of some 400 numbers.
 */
export async function cardFiles(database: Database, orderIds: number[]): Promise<CardFileRow[]> {
  if (orderIds.length === 0) return [];
  return runSql<CardFileRow>(database, {
    name: 'board_card_files',
    text: CARD_FILES_SQL,
    values: [`{${orderIds.join(',')}}`],
  });
}
