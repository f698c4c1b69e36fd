import {
  PRODUCTION_COLUMN_SIZE,
  PRODUCTION_STATUSES,
  type TProductionStatus,
  type TPreflightWarning,
  type TProductionBoard,
  type TProductionCard,
  type TProductionQuery,
} from '@printhub/contract';

import { shopDay, type Clock } from '../../lib/clock';
import * as repo from './orders.production.repository';

import type { Database } from '../../db/client';
import type { Actor } from './orders.workflow.service';

/**
 * The order's warnings, one per kind in the order first met: a kind several files have says each file's
 * message, and with several files each message is named by its file.
 */
function cardWarnings(files: repo.CardFileRow[]): TPreflightWarning[] {
  const named = files.flatMap((file) =>
    file.warnings.map((w) => ({
      code: w.code,
      message: files.length > 1 ? `${file.name}: ${w.message}` : w.message,
    })),
  );
  return [...Map.groupBy(named, (w) => w.code)].map(([code, ws]) => ({
    code,
    message: ws.map((w) => w.message).join(' '),
  }));
}

function toCard(status: TProductionStatus, r: repo.CardRow, files: repo.CardFileRow[]): TProductionCard {
  return {
    id: r.id,
    status,
    title: r.title,
    customer_name: `${r.first_name} ${r.last_name}`.trim(),
    pdf_page_count: r.pdf_page_count,
    copies: r.copies,
    options: r.options,
    rush: r.rush,
    due_at: r.due_at,
    first_file_id: files[0]?.id ?? null,
    preflight_warnings: cardWarnings(files),
  };
}

/**
 * The columns an actor's board has: a super admin sees every open print order (confirmed ones wait for an
 * assignee) and those delivered today; a staff user only the orders assigned to them, so never a confirmed one.
 */
export const boardStatuses = (actor: Actor): readonly TProductionStatus[] =>
  actor.isSuperuser ? PRODUCTION_STATUSES : PRODUCTION_STATUSES.filter((s) => s !== 'confirmed');

/**
 * The production board: per column its count and up to PRODUCTION_COLUMN_SIZE cards, soonest due first; with
 * `status`, that one column from `offset`. "Today" is the shop's calendar day by the app's clock. The cards'
 * files are read in one statement after the cards.
 */
export async function getBoard(
  database: Database,
  actor: Actor,
  query: TProductionQuery,
  clock: Clock,
): Promise<TProductionBoard> {
  const scope: repo.BoardScope = {
    todayFrom: shopDay(clock).from,
    ...(!actor.isSuperuser && { assignedUser: actor.id }),
  };
  const statuses = boardStatuses(actor).filter((s) => !query.status || s === query.status);
  const offset = query.status ? query.offset : 0;
  const [counts, ...pages] = await Promise.all([
    repo.columnCounts(database, scope),
    ...statuses.map((s) => repo.columnCards(database, s, scope, offset, PRODUCTION_COLUMN_SIZE)),
  ]);
  const files = await repo.cardFiles(
    database,
    pages.flatMap((rows) => rows.map((c) => c.id)),
  );
  const filesOf = Map.groupBy(files, (f) => f.order_id);
  const countOf = new Map(counts.map((c) => [c.status, c.n]));
  return {
    columns: statuses.map((status, i) => ({
      status,
      count: countOf.get(status) ?? 0,
      results: pages[i]!.map((card) => toCard(status, card, filesOf.get(card.id) ?? [])),
    })),
  };
}
