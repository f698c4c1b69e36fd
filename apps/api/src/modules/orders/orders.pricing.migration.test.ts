import fs from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../../test/helper';
import { migrationsFolder } from '../../db/migrate';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const run = (text: string) => t.database.db.execute(sql.raw(text));
const rows = async <T>(text: string) => ((await run(text)) as unknown as { rows: T[] }).rows;

/** A committed migration's statements, as the migrator runs them. */
async function statementsOf(name: string): Promise<string[]> {
  const text = await fs.readFile(path.join(migrationsFolder, `${name}.sql`), 'utf8');
  return text.split('--> statement-breakpoint').filter((s) => s.trim() !== '');
}

describe('the price lines migration', () => {
  it('gives an order placed before it one line of its amount, GST included, and an amount due of amount − discount', async () => {
    // The orders table as it was before: without the price columns.
    await run(`alter table orders drop constraint orders_amount_due_check`);
    for (const column of ['amount_due', 'price_lines', 'gst_percentage', 'prices_include_gst'])
      await run(`alter table orders drop column ${column}`);
    await run(`insert into customers (first_name, email) values ('Old', 'old-order@example.com')`);
    await run(`insert into orders (customer_id, first_name, email, title, pdf_page_count, options, amount, discount,
        print_ref, due_at)
      select id, 'Old', 'old-order@example.com', 'Before the price list', 4,
        '{"color":"color","sides":"single","paper_size":"A4","binding":"none"}'::jsonb, 212.5, 21.25,
        'old-order-ref', now() from customers where email = 'old-order@example.com'`);

    for (const name of ['0030_price-lines', '0031_price-lines-required'])
      for (const statement of await statementsOf(name)) await run(statement);

    const [order] = await rows<{
      price_lines: unknown;
      amount_due: string;
      gst_percentage: string;
      prices_include_gst: boolean;
    }>(`select price_lines, amount_due, gst_percentage, prices_include_gst from orders
      where print_ref = 'old-order-ref'`);
    expect(order!.price_lines).toEqual([
      { label: 'Printing (priced before itemised lines)', quantity: 1, unit_price: 212.5, amount: 212.5 },
    ]);
    expect(Number(order!.amount_due)).toBe(191.25);
    expect(Number(order!.gst_percentage)).toBe(18);
    expect(order!.prices_include_gst).toBe(true);
    // The columns are required from now on.
    await expect(
      run(`insert into orders (customer_id, first_name, email, title, pdf_page_count, options, amount, print_ref,
          due_at) select customer_id, first_name, email, title, pdf_page_count, options, amount, 'no-price', due_at
        from orders where print_ref = 'old-order-ref'`),
    ).rejects.toThrow();
  });
});
