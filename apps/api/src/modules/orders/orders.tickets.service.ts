import { setImmediate as nextTurn } from 'node:timers/promises';

import { ticketOrderPath } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { createPool } from '../../lib/pool';
import { filePageImage } from './orders.pages.service';
import { PDF_WORKER_LIMITS } from './orders.pdf-pool.service';
import {
  drawTicket,
  newTicketDocument,
  type Ticket,
  type TicketStyle,
} from './orders.tickets-layout.service';
import * as repo from './orders.tickets.repository';

import type { DbOrTx } from '../../db/client';
import type { FileStore } from './orders.storage.service';
import type { Actor } from './orders.workflow.service';
import type { Readable } from 'node:stream';

/** Orders read (and drawn) per query while a document streams out. */
const TICKETS_PER_READ = 25;

/** The shop's name and clock, and the public address the QR codes point into. */
export type TicketContext = TicketStyle & { publicUrl: string; storage: FileStore };

/**
 * The access rule, checked for every order before a byte is sent: a super admin prints any order, a staff
 * user only the orders assigned to them. An order that does not exist and another staff user's order are
 * both "not found", as on the order's own route, so that ids do not leak.
 */
async function assertVisible(db: DbOrTx, actor: Actor, ids: readonly number[]): Promise<void> {
  const owners = new Map((await repo.findOrderOwners(db, ids)).map((o) => [o.id, o.assignedUser]));
  for (const id of ids) {
    const seen = owners.has(id) && (actor.isSuperuser || owners.get(id) === actor.id);
    if (!seen)
      throw new AppError('NOT_FOUND', ids.length === 1 ? 'Order not found' : `Order ${id} not found`);
  }
}

/** The files' preflight warnings for the ticket, each named by its file when the order has several. */
function preflightWarnings(files: repo.TicketFileRow[]): string[] {
  return files.flatMap((f) =>
    (f.preflight?.warnings ?? []).map((w) => (files.length > 1 ? `${f.name}: ${w.message}` : w.message)),
  );
}

/** The width the first page is drawn at for a ticket: about 190 dpi in the ticket's picture column. */
const TICKET_THUMB_WIDTH = 400;

/**
 * The picture of the order's first page (its first stored file's), or null when it has none or it could not
 * be drawn (too complex, not a PDF, the workers busy): the ticket is printed all the same, the space empty.
 */
async function firstPage(
  db: DbOrTx,
  storage: FileStore,
  files: repo.TicketFileRow[],
): Promise<Buffer | null> {
  const file = files.find((f) => f.sha256 !== null && f.pages > 0);
  if (!file) return null;
  try {
    const image = await filePageImage(db, storage, file, 1, TICKET_THUMB_WIDTH);
    return image.failed ? null : image.png;
  } catch {
    return null;
  }
}

/** The first pages of the orders, as many drawn at a time as there are PDF workers, in the orders' order. */
function firstPages(
  db: DbOrTx,
  storage: FileStore,
  filesOf: (id: number) => repo.TicketFileRow[],
  ids: readonly number[],
) {
  const lanes = createPool({ concurrency: PDF_WORKER_LIMITS.concurrency, queue: ids.length });
  return Promise.all(ids.map((id) => lanes.run(() => firstPage(db, storage, filesOf(id)))));
}

/** The tickets of some orders, in the order of `ids` (each of which exists). */
async function loadTickets(db: DbOrTx, ids: readonly number[], ctx: TicketContext): Promise<Ticket[]> {
  const [rows, files] = await Promise.all([repo.findTicketOrders(db, ids), repo.findTicketFiles(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const filesOf = new Map<number, repo.TicketFileRow[]>();
  for (const f of files) {
    const list = filesOf.get(f.orderId);
    if (list) list.push(f);
    else filesOf.set(f.orderId, [f]);
  }
  const pictures = await firstPages(db, ctx.storage, (id) => filesOf.get(id) ?? [], ids);
  return ids.map((id, i) => {
    const o = byId.get(id);
    if (!o) throw new AppError('NOT_FOUND', `Order ${id} not found`);
    return {
      id: o.id,
      printRef: o.printRef,
      customerName: `${o.firstName} ${o.lastName}`.trim(),
      mobile: o.mobile,
      title: o.title,
      copies: o.copies,
      options: o.options,
      rush: o.rush,
      dueAt: o.dueAt,
      deliveryAddress: o.deliveryAddress,
      files: (filesOf.get(id) ?? []).map((f) => ({ name: f.name, pages: f.pages })),
      preflightWarnings: preflightWarnings(filesOf.get(id) ?? []),
      firstPage: pictures[i] ?? null,
      url: `${ctx.publicUrl}${ticketOrderPath(id)}`,
    };
  });
}

/**
 * The job tickets of the orders as one PDF, a ticket a page in the order asked for. Access is checked for
 * all of them first (a refusal is an ordinary error answer); then the document streams out as the orders are
 * read, a few at a time, so the first pages leave before the last orders are read.
 */
export async function ticketsPdf(
  db: DbOrTx,
  actor: Actor,
  ids: readonly number[],
  ctx: TicketContext,
): Promise<Readable> {
  await assertVisible(db, actor, ids);
  const doc = newTicketDocument(ctx.shopName);
  const draw = async () => {
    for (let from = 0; from < ids.length; from += TICKETS_PER_READ) {
      const tickets = await loadTickets(db, ids.slice(from, from + TICKETS_PER_READ), ctx);
      for (const ticket of tickets) {
        drawTicket(doc, ticket, ctx);
        // A ticket takes a few milliseconds to draw: between two, the pages drawn go out on the socket and
        // the other requests get their turn, whatever the database (PGlite answers without one).
        await nextTurn();
      }
    }
    doc.end();
  };
  // An order removed meanwhile (or the database gone) ends the answer broken, never short and whole.
  draw().catch((err: unknown) => doc.destroy(err instanceof Error ? err : new Error(String(err))));
  return doc;
}
