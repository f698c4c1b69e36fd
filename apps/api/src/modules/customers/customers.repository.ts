import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import { CUSTOMER_ORDERING_FIELDS, CUSTOMER_SEARCH_LIMIT } from '@printhub/contract';

import { customers } from '../../db/schema';
import { columnSortKeys, containsPattern, tableList, withinDays, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type CustomerRow = typeof customers.$inferSelect;

export type CustomerFilter = SearchDaysFilter;
export type CustomerPage = ListPage<(typeof CUSTOMER_ORDERING_FIELDS)[number]>;

/** The users list's filters: the search anywhere in the name, e-mail or phone, and the days they joined. */
export function customerWhere(f: CustomerFilter): SQL | undefined {
  return and(
    f.search ? sql`${customers.searchText} like ${containsPattern(f.search)}` : undefined,
    withinDays(customers.createdAt, f.days),
  );
}

const customerList = tableList(customers, customerWhere, columnSortKeys(customers, CUSTOMER_ORDERING_FIELDS));
export const listCustomerRows = customerList.rows;

export async function listCustomers(
  db: DbOrTx,
  f: CustomerFilter,
  page: CustomerPage,
): Promise<{ rows: CustomerRow[]; count: number }> {
  const [rows, count] = await Promise.all([customerList.rows(db, f, page), customerList.count(db, f)]);
  return { rows, count };
}

/** The customer, their row locked until the transaction ends when `lock` is set; null when unknown. */
export async function findCustomer(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<CustomerRow | null> {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row !== undefined;
}

export async function insertCustomer(
  db: DbOrTx,
  values: Pick<typeof customers.$inferInsert, 'firstName' | 'lastName' | 'email' | 'mobile' | 'gstin'>,
): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

/** Sets (or, with null, removes) a customer's GSTIN; the row as it now is, or null for an unknown customer. */
export async function updateGstin(db: DbOrTx, id: number, gstin: string | null): Promise<CustomerRow | null> {
  const [row] = await db.update(customers).set({ gstin }).where(eq(customers.id, id)).returning();
  return row ?? null;
}

/** The customer's coin balance, the row locked until the transaction ends when `lock` is set; null when unknown. */
export async function findCoinBalance(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<number | null> {
  const query = db.select({ balance: customers.coinBalance }).from(customers).where(eq(customers.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row?.balance ?? null;
}

export async function addToCoinBalance(db: DbOrTx, id: number, amount: number): Promise<void> {
  await db
    .update(customers)
    .set({ coinBalance: sql`${customers.coinBalance} + ${amount}` })
    .where(eq(customers.id, id));
}

/** A customer's id, name and contacts: what the counter's search and the demo data read. */
export const customerContactColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  mobile: customers.mobile,
};

/** The first customers (by name) whose name, e-mail or mobile holds the text, for the counter's search. */
export async function searchCustomers(db: DbOrTx, text: string) {
  return db
    .select(customerContactColumns)
    .from(customers)
    .where(sql`${customers.searchText} like ${containsPattern(text)}`)
    .orderBy(asc(customers.firstName), asc(customers.lastName), asc(customers.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
}
