import { and, eq, sql } from 'drizzle-orm';

import { STAFF_USER_ORDERING_FIELDS } from '@printhub/contract';

import { accounts } from '../../db/schema';
import { columnSortKeys, searchWhere, tableList, withinDays, type ListPage } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

/** A back-office account: a staff user or a super admin. */
export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

export async function insertAccount(db: DbOrTx, values: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

export async function updatePasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(accounts.id, id));
}

/** Staff users (never super admins), newest first; `isActive` narrows to active or deactivated ones. */
export type StaffFilter = SearchDaysFilter & { isActive?: boolean };
export type StaffPage = ListPage<(typeof STAFF_USER_ORDERING_FIELDS)[number], true>;

const staffWhere = (f: StaffFilter) =>
  and(
    eq(accounts.isSuperuser, false),
    f.isActive === undefined ? undefined : eq(accounts.isActive, f.isActive),
    searchWhere(f.search, [accounts.fullName, accounts.email, accounts.mobile]),
    withinDays(accounts.createdAt, f.days),
  );

/** The staff users (never the super admins) the filters select: a page, or all of them without a limit. */
export const { rows: listStaffAccounts, count: countStaffAccounts } = tableList(
  accounts,
  staffWhere,
  columnSortKeys(accounts, STAFF_USER_ORDERING_FIELDS),
);

export async function hasStaffAccounts(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.isSuperuser, false))
    .limit(1);
  return row !== undefined;
}

/** The staff user's row after the change, or null when there is no such staff user (super admins included). */
export async function updateStaffAccount(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<NewAccount, 'fullName' | 'email' | 'mobile' | 'isActive'>>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.id, id), eq(accounts.isSuperuser, false)))
    .returning();
  return row ?? null;
}

/** The active staff user (not a super admin) with this id, or null. */
export async function findActiveStaff(db: DbOrTx, id: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isSuperuser, false), eq(accounts.isActive, true)))
    .limit(1);
  return row ?? null;
}
