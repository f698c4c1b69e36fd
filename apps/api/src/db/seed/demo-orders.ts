import { DEFAULT_SHOP_TIME_ZONE } from '../../lib/clock';
import { customers, orders, orderStatusHistory } from '../schema';
import { openOrderDue } from './demo-due';
import { demoPdfSpec, insertDemoFiles } from './demo-files';
import { createRng, makeCustomer, makeFiles, makeOrder, type Rng } from './factories';

import type { DbOrTx } from '../client';
import type { TOrderStatus, TOrderType, TPrintOptions } from '@printhub/contract';

const FLOW: TOrderStatus[] = ['confirmed', 'assigned', 'out-for-delivery', 'delivered'];
const HOUR = 3_600_000;

function pickStatus(rng: Rng, ageDays: number): TOrderStatus {
  // Older orders are mostly delivered; recent ones are still moving.
  const r = rng.next();
  if (ageDays > 14) return r < 0.9 ? 'delivered' : r < 0.95 ? 'out-for-delivery' : 'assigned';
  return r < 0.3 ? 'confirmed' : r < 0.55 ? 'assigned' : r < 0.75 ? 'out-for-delivery' : 'delivered';
}

async function insertInBatches<T>(items: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * A realistic order book: customers, ~2,000 orders of both kinds over the last 90 days in every status,
 * files for each, and a status history consistent with each order's status.
 */
export type DemoOrderOptions = {
  staffIds: number[];
  adminId: number;
  customers?: number;
  orders?: number;
  now?: Date;
  /** The shop's time zone, whose today and tomorrow the open orders' due dates fall on. */
  timeZone?: string;
};

export async function seedDemoOrders(db: DbOrTx, opts: DemoOrderOptions) {
  const rng = createRng(2024);
  const now = (opts.now ?? new Date()).getTime();
  const clock = { now: () => new Date(now), timeZone: opts.timeZone ?? DEFAULT_SHOP_TIME_ZONE };
  let open = 0;
  const customerRows = await db
    .insert(customers)
    .values(
      Array.from({ length: opts.customers ?? 300 }, (_, i) => ({
        ...makeCustomer(rng, i + 1),
        // Most customers joined long ago; a few this week.
        createdAt: new Date(now - (i % 25 === 0 ? rng.next() * 7 : 90 + rng.next() * 600) * 24 * HOUR),
      })),
    )
    .returning();

  const values = Array.from({ length: opts.orders ?? 2000 }, () => {
    const ageDays = rng.next() * 90;
    const status = pickStatus(rng, ageDays);
    const orderType: TOrderType = rng.next() < 0.15 ? 'subscription' : 'print';
    const assignedUser =
      status === 'confirmed' ? null : rng.next() < 0.5 ? opts.staffIds[0]! : rng.pick(opts.staffIds);
    return makeOrder(rng, {
      customer: rng.pick(customerRows),
      status,
      orderType,
      assignedUser,
      createdAt: new Date(now - ageDays * 24 * HOUR),
      // A delivered order keeps its created + turnaround; the open ones are due around now.
      ...(status === 'delivered' ? {} : openOrderDue(rng, open++, clock)),
    });
  });
  const inserted: {
    id: number;
    status: TOrderStatus;
    assignedUser: number | null;
    createdAt: Date;
    pages: number;
    options: TPrintOptions;
  }[] = [];
  await insertInBatches(values, 500, async (batch) => {
    const rows = await db.insert(orders).values(batch).returning({
      id: orders.id,
      status: orders.status,
      assignedUser: orders.assignedUser,
      createdAt: orders.createdAt,
      pages: orders.pdfPageCount,
      options: orders.options,
    });
    inserted.push(...rows);
  });

  // The files' kinds from a random sequence of their own: the rest of the demo stays as it was.
  const kinds = createRng(37);
  const files = inserted.flatMap((o) =>
    makeFiles(rng, o.id, o.pages).map((f) => ({
      orderId: f.orderId,
      name: f.name,
      options: o.options,
      pdf: demoPdfSpec(kinds, f.pages, o.options),
    })),
  );
  await insertInBatches(files, 500, (batch) => insertDemoFiles(db, batch));

  const history = inserted.flatMap((o) => {
    const steps = FLOW.indexOf(o.status);
    return Array.from({ length: steps }, (_, i) => ({
      orderId: o.id,
      fromStatus: FLOW[i]!,
      toStatus: FLOW[i + 1]!,
      fromAssignedUser: i === 0 ? null : o.assignedUser,
      toAssignedUser: o.assignedUser,
      changedBy: i === 0 ? opts.adminId : o.assignedUser,
      changedAt: new Date(Math.min(now, o.createdAt.getTime() + (i + 1) * 6 * HOUR)),
    }));
  });
  await insertInBatches(history, 1000, (batch) => db.insert(orderStatusHistory).values(batch));
  return { customers: customerRows.length, orders: inserted.length };
}
