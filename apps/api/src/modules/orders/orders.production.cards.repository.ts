import { OPEN_ORDER_STATUSES } from '@printhub/contract';

import { runSql } from '../../db/raw';

import type { BoardScope } from './orders.production.repository';
import type { Database } from '../../db/client';
import type { TPreflightWarning, TPrintOptions, TProductionStatus } from '@printhub/contract';

// The board's cards and their files, sent straight to the driver (db/raw.ts) with texts written once: a board
// is some 400 rows, and the query builder's mapping of each row cost as much again as the driver's reading of
// it. A card's due date comes written by PostgreSQL as `Date#toISOString` writes it (milliseconds, UTC):
// reading the driver's text into a `Date` and writing it out again cost more than the rest of the card.

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
  assigned_user: number | null;
};

const CARD_COLUMNS = `o.id, o.title, o.first_name, o.last_name, o.pdf_page_count, o.copies, o.options, o.rush,
  to_char(o.due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as due_at, o.assigned_user`;

/**
 * An open column's page, soonest due first (the id breaks ties), walking the column's partial index (open
 * print orders by status and due date, or one staff user's): an open column holds the newest orders, whose
 * rows lie together, so this costs less than reading the page's ids first and joining them. The order type
 * and status are constants of the text, so that the plan PostgreSQL keeps for the named statement still meets
 * the index's condition. $1 limit, $2 offset, $3 the staff user.
 */
const openCardsSql = (status: (typeof OPEN_ORDER_STATUSES)[number], mine: boolean) => `
select ${CARD_COLUMNS}
from orders o
where o.order_type = 'print' and o.status = '${status}'${mine ? ' and o.assigned_user = $3' : ''}
order by o.due_at, o.id
limit $1 offset $2`;

/**
 * The delivered column's page: the page's ids are sorted from the column's index alone (it holds the day's
 * deliveries with their due dates and assignees), then only those rows are read. Planned for each request: a
 * plan made without knowing when today began would walk the orders by due date. $1 limit, $2 offset, $3 when
 * today began, $4 the staff user.
 */
const deliveredCardsSql = (mine: boolean) => `
select ${CARD_COLUMNS}
from orders o
join (
  select id from orders
  where order_type = 'print' and status = 'delivered' and updated_at >= $3::timestamptz${mine ? ' and assigned_user = $4' : ''}
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
  const values: unknown[] = [limit, offset];
  if (status === 'delivered') {
    values.push(scope.todayFrom.toISOString());
    if (mine) values.push(scope.assignedUser);
    return runSql<CardRow>(database, { text: deliveredCardsSql(mine), values });
  }
  if (mine) values.push(scope.assignedUser);
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
 * has none), by order and in upload order: one statement for every card of the board.
 */
export async function cardFiles(database: Database, orderIds: number[]): Promise<CardFileRow[]> {
  if (orderIds.length === 0) return [];
  return runSql<CardFileRow>(database, { name: 'board_card_files', text: CARD_FILES_SQL, values: [orderIds] });
}
