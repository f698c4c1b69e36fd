import { desc, eq, sql } from 'drizzle-orm';

import { countCap, type TCreateUserRequest, type TCustomer, type TUserListQuery } from '@printhub/contract';

import { customers } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { cappedCount, containsPattern } from '../../lib/lists';

import type { Db } from '../../db/client';

export function toCustomer(c: typeof customers.$inferSelect): TCustomer {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    mobile: c.mobile,
    coin_balance: c.coinBalance,
    created_at: c.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, q: TUserListQuery) {
  const where = q.query ? sql`${customers.searchText} like ${containsPattern(q.query)}` : undefined;
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(q.limit)
    .offset(q.offset);
  return { count: await cappedCount(db, customers, where, countCap(q.query)), results: rows.map(toCustomer) };
}

export async function getUser(db: Db, id: number): Promise<TCustomer> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toCustomer(row);
}

const DUPLICATE_EMAIL = 'A user with this email already exists';

export async function createUser(db: Db, input: TCreateUserRequest): Promise<TCustomer> {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${input.email.toLowerCase()}`);
  if (taken) throw AppError.field('email', DUPLICATE_EMAIL);
  try {
    const [row] = await db
      .insert(customers)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        mobile: input.mobile,
      })
      .returning();
    return toCustomer(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}
