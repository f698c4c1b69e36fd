import { and, desc, eq } from 'drizzle-orm';

import { accounts as accountsTable, authTokens } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import * as accounts from '../auth/accounts.repository';

import type { Db } from '../../db/client';
import type { TCreateStaffUserRequest, TStaffUser } from '@printhub/contract';

export function toStaffUser(a: accounts.AccountRow): TStaffUser {
  return {
    id: a.id,
    full_name: a.fullName,
    email: a.email,
    mobile: a.mobile,
    is_superuser: a.isSuperuser,
    is_active: a.isActive,
    created_at: a.createdAt.toISOString(),
  };
}

const DUPLICATE_EMAIL = 'An account with this email already exists';

export async function createStaffUser(db: Db, input: TCreateStaffUserRequest): Promise<TStaffUser> {
  if (await accounts.findAccountByEmail(db, input.email)) throw AppError.field('email', DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await accounts.insertAccount(db, {
      fullName: input.full_name,
      email: input.email,
      mobile: input.mobile ?? null,
      passwordHash,
      isSuperuser: false,
    });
    return toStaffUser(row);
  } catch (err) {
    // Two requests racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}

/** Staff users (super admins excluded), newest first; `is_active` narrows to active or deactivated ones. */
export async function listStaffUsers(db: Db, q: { is_active?: boolean }): Promise<TStaffUser[]> {
  const rows = await db
    .select()
    .from(accountsTable)
    .where(
      and(
        eq(accountsTable.isSuperuser, false),
        q.is_active === undefined ? undefined : eq(accountsTable.isActive, q.is_active),
      ),
    )
    .orderBy(desc(accountsTable.createdAt), desc(accountsTable.id));
  return rows.map(toStaffUser);
}

/** Deactivating signs the user out everywhere at once: their tokens are deleted with the change. */
export async function setStaffUserActive(db: Db, id: number, isActive: boolean): Promise<TStaffUser> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(accountsTable)
      .set({ isActive })
      .where(and(eq(accountsTable.id, id), eq(accountsTable.isSuperuser, false)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Staff user not found');
    if (!isActive) await tx.delete(authTokens).where(eq(authTokens.accountId, id));
    return toStaffUser(row);
  });
}
