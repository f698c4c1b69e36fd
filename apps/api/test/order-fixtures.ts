import { sql, type SQL } from 'drizzle-orm';

import { customers, orders } from '../src/db/schema';
import { createRng, makeCustomer, makeOrder } from '../src/db/seed/factories';
import { makePdf } from '../src/db/seed/pdf';
import { storeOrderFile } from '../src/modules/orders/orders.files.service';
import { databaseFileStore } from '../src/modules/orders/orders.storage.service';

import type { Db } from '../src/db/client';
import type { TOrderStatus, TOrderType } from '@printhub/contract';

export type OrderSpec = {
  status: TOrderStatus;
  orderType: TOrderType;
  assignedUser: number | null;
  createdAt: Date;
  title?: string;
  firstName?: string;
  dueAt?: Date;
  rush?: boolean;
};
export type SeededOrder = OrderSpec & {
  id: number;
  printRef: string;
  title: string;
  firstName: string;
  /** Its one file. */
  fileId: number;
};

/** Inserts one customer and the given orders (with one real 3-page PDF each) through the demo factories. */
export async function seedOrders(db: Db, specs: OrderSpec[]): Promise<SeededOrder[]> {
  const rng = createRng(7);
  const [customer] = await db.insert(customers).values(makeCustomer(rng, Date.now())).returning();
  const seeded: SeededOrder[] = [];
  for (const spec of specs) {
    const values = makeOrder(rng, { customer: customer!, ...spec });
    if (spec.title) values.title = spec.title;
    if (spec.firstName) values.firstName = spec.firstName;
    const [row] = await db.insert(orders).values(values).returning();
    const file = await storeOrderFile(
      db,
      databaseFileStore,
      row!.id,
      { name: `file-${row!.id}.pdf`, content: makePdf({ pages: 3 }) },
      3,
    );
    seeded.push({
      ...spec,
      id: row!.id,
      printRef: row!.printRef,
      title: row!.title,
      firstName: row!.firstName,
      fileId: file.id,
    });
  }
  return seeded;
}

/** Newest first, as every list answers. */
export const newestFirst = (a: SeededOrder, b: SeededOrder) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

/**
 * Inserts `total` orders of one new customer in a single `insert … select` over `generate_series(1, total)
 * as n`, for tests that need a large order book: each column is an SQL expression of `n`. Given columns
 * replace the defaults (a confirmed print titled "Order n", 1 page, amount 10 in one price line, GST included,
 * print_ref "bulk-ref-n"); the options are one factory order's.
 */
export async function insertBulkOrders(
  db: Db,
  { seed, total, columns = {} }: { seed: number; total: number; columns?: Record<string, SQL> },
): Promise<void> {
  const rng = createRng(seed);
  // Numbered by the seed, so that calls with different seeds make different customers.
  const [customer] = await db.insert(customers).values(makeCustomer(rng, seed)).returning();
  const { options } = makeOrder(rng, {
    customer: customer!,
    status: 'confirmed',
    orderType: 'print',
    assignedUser: null,
    createdAt: new Date(),
  });
  const all: Record<string, SQL> = {
    customer_id: sql`${customer!.id}::int`,
    first_name: sql`'Bulk'`,
    email: sql`'bulk@example.com'`,
    title: sql`'Order ' || n`,
    pdf_page_count: sql`1`,
    options: sql`${JSON.stringify(options)}::jsonb`,
    amount: sql`10`,
    print_ref: sql`'bulk-ref-' || n`,
    ...columns,
  };
  // Priced as one line, GST included: what it owes is its amount.
  all.amount_due ??= all.amount!;
  all.price_lines ??= sql`jsonb_build_array(jsonb_build_object('label', 'Printing', 'quantity', 1,
    'unit_price', ${all.amount!}, 'amount', ${all.amount!}))`;
  all.gst_percentage ??= sql`18`;
  all.prices_include_gst ??= sql`true`;
  // Promised the default turnaround after it was made (now, unless the columns say when).
  all.due_at ??= sql`${all.created_at ?? sql`now()`} + interval '48 hours'`;
  await db.execute(sql`
    insert into orders (${sql.join(
      Object.keys(all).map((c) => sql.identifier(c)),
      sql`, `,
    )})
    select ${sql.join(Object.values(all), sql`, `)}
    from generate_series(1, ${total}::int) as n`);
}
