/**
 * Job tickets for a full selection: `POST /api/tickets.pdf` with 200 orders (each with a file), on PGlite and
 * PostgreSQL, in this process (the real app on a free port). Per run: the time to the first byte and to the
 * last, and the size; each answer must be a PDF with one page per order.
 */
import { runMigrations } from '../apps/api/src/db/migrate';
import { customers, orders } from '../apps/api/src/db/schema';
import { ensureSuperAdmin } from '../apps/api/src/db/seed/ensure-admin';
import { createRng, makeCustomer, makeOrder } from '../apps/api/src/db/seed/factories';
import { makePdf } from '../apps/api/src/db/seed/pdf';
import { storeOrderFile } from '../apps/api/src/modules/orders/orders.files.service';
import { databaseFileStore } from '../apps/api/src/modules/orders/orders.storage.service';
import { withPglite, withPostgres } from './databases';
import { listenApi, signIn } from './processes';

import type { Database } from '../apps/api/src/db/client';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 200);
const RUNS = Number(process.env.BENCH_TICKETS_RUNS ?? 3);
const ADMIN = { email: 'tickets@example.com', password: 'tickets-bench-password' };
const log = (line: string) => console.log(`[tickets] ${line}`);

export type TicketsRow = {
  database: string;
  tickets: number;
  runs: number;
  'first byte s (median)': number;
  'all s (median)': number;
  'all s (max)': number;
  'PDF KB': number;
  'one page each': string;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

/** TICKETS orders of one customer, each with a stored 3-page PDF; their ids. */
async function seedOrders(database: Database): Promise<number[]> {
  const rng = createRng(5);
  const [customer] = await database.db.insert(customers).values(makeCustomer(rng, 1)).returning();
  const pdf = makePdf({ pages: 3 });
  const ids: number[] = [];
  for (let i = 0; i < TICKETS; i += 1) {
    const values = makeOrder(rng, {
      customer: customer!,
      status: 'assigned',
      orderType: 'print',
      assignedUser: null,
      createdAt: new Date(),
      rush: i % 5 === 0,
    });
    const [order] = await database.db.insert(orders).values(values).returning({ id: orders.id });
    await storeOrderFile(
      database.db,
      databaseFileStore,
      order!.id,
      { name: `bench-${i}.pdf`, content: pdf },
      3,
    );
    ids.push(order!.id);
  }
  return ids;
}

/** Pages in a PDF the API wrote: its page objects (`/Type /Page`, not the `/Pages` tree). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

async function measure(name: string, database: Database): Promise<TicketsRow> {
  await runMigrations(database);
  await ensureSuperAdmin(database.db, { ...ADMIN, fullName: 'Tickets Bench' });
  const ids = await seedOrders(database);
  const { app, url } = await listenApi(database);
  try {
    const token = await signIn(url, ADMIN);
    const print = async () => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/tickets.pdf`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ order_ids: ids }),
      });
      if (res.status !== 200) throw new Error(`tickets: ${res.status} ${await res.text()}`);
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      let firstByte = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        firstByte ||= performance.now() - t0;
        chunks.push(value);
      }
      return { firstByte, all: performance.now() - t0, pdf: Buffer.concat(chunks) };
    };
    await print(); // Warm-up: modules, fonts, prepared statements.
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await print());
    log(`${name}: ${RUNS} runs of ${TICKETS} tickets`);
    const all = runs.map((r) => r.all / 1000);
    return {
      database: name,
      tickets: TICKETS,
      runs: RUNS,
      'first byte s (median)': Number(median(runs.map((r) => r.firstByte / 1000)).toFixed(3)),
      'all s (median)': Number(median(all).toFixed(2)),
      'all s (max)': Number(Math.max(...all).toFixed(2)),
      'PDF KB': Math.round(runs[0]!.pdf.length / 1024),
      'one page each': runs.every((r) => pageCount(r.pdf) === TICKETS) ? 'pass' : 'FAIL',
    };
  } finally {
    await app.close();
  }
}

export async function runTicketsBench(): Promise<{ rows: TicketsRow[]; settings: string }> {
  const rows: TicketsRow[] = [];
  rows.push(await withPglite((database) => measure('PGlite', database)));
  const pgRow = await withPostgres((database) => measure('PostgreSQL', database), log);
  if (pgRow) rows.push(pgRow);
  return { rows, settings: `${TICKETS} orders with a file each, ${RUNS} runs per database after a warm-up` };
}
