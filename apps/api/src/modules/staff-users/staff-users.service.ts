import type { TCreateStaffUserRequest, TStaffUser } from '@printhub/contract';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import * as accounts from '../auth/accounts.repository';

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
