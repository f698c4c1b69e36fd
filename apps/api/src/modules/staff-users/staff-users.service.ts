import {
  AUDIT_SECRET,
  ZNewPassword,
  type TCreateStaffUserRequest,
  type TSetStaffPasswordRequest,
  type TStaffUser,
  type TUpdateStaffUserRequest,
  type TStaffUserListQuery,
} from '@printhub/contract';

import { AppError, isUniqueViolation } from '../../lib/app-error';
import { filteredList } from '../../lib/list-service';
import { searchDaysFilter } from '../../lib/lists';
import { generatePassword, hashPassword } from '../../lib/password';
import { recordChange, recordEntry, SYSTEM_ACTOR, type Actor } from '../audit-log/audit-log.service';
import { endSessions, forgetFailures, refuseCommonPassword } from '../auth/auth.service';
import * as repo from './staff-users.repository';

import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export function toStaffUser(a: repo.AccountRow): TStaffUser {
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

const staffEntry = (record: { before?: TStaffUser | null; after: TStaffUser }) =>
  recordEntry('staff-users', { noun: 'staff user', name: record.after.full_name }, record);

export async function createStaffUser(
  db: Db,
  actor: Actor,
  input: TCreateStaffUserRequest,
): Promise<TStaffUser> {
  refuseCommonPassword('password', input.password);
  if (await repo.findAccountByEmail(db, input.email)) throw AppError.field('email', DUPLICATE_EMAIL);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.insertAccount(tx, {
        fullName: input.full_name,
        email: input.email,
        mobile: input.mobile ?? null,
        passwordHash,
        isSuperuser: false,
      });
      const created = toStaffUser(row);
      await recordChange(tx, actor, {
        ...staffEntry({ after: created }),
        changes: { password: [null, AUDIT_SECRET] },
      });
      return created;
    });
  } catch (err) {
    // Two requests racing past the check above: the unique index decides.
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}

/** Staff users (super admins excluded), newest first; `is_active` narrows to active or deactivated ones. */
export const staffUserList = filteredList({
  filter: (q: TStaffUserListQuery, clock: Clock): repo.StaffFilter => ({
    isActive: q.is_active,
    ...searchDaysFilter(q, clock.timeZone),
  }),
  rows: repo.listStaffAccounts,
  count: repo.countStaffAccounts,
  item: toStaffUser,
});

const NOT_FOUND = 'Staff user not found';

/**
 * Edits a staff user's name, e-mail, mobile or active flag. Deactivating signs them out everywhere at once
 * (their tokens are deleted with the change); an e-mail another account has is a 400 on `email`.
 */
export async function updateStaffUser(
  db: Db,
  actor: Actor,
  id: number,
  input: TUpdateStaffUserRequest,
): Promise<TStaffUser> {
  if (input.email !== undefined) {
    const other = await repo.findAccountByEmail(db, input.email);
    if (other && other.id !== id) throw AppError.field('email', DUPLICATE_EMAIL);
  }
  try {
    return await db.transaction(async (tx) => {
      const before = await repo.findAccountById(tx, id);
      const row = await repo.updateStaffAccount(tx, id, {
        fullName: input.full_name,
        email: input.email,
        mobile: input.mobile,
        isActive: input.is_active,
      });
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (!row.isActive) await endSessions(tx, row.id);
      const after = toStaffUser(row);
      await recordChange(tx, actor, staffEntry({ before: before && toStaffUser(before), after }));
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('email', DUPLICATE_EMAIL);
    throw err;
  }
}

/** A super admin resets a staff user's password: every session of theirs ends, their failed sign-ins are forgotten. */
export async function setStaffPassword(
  db: Db,
  actor: Actor,
  id: number,
  input: TSetStaffPasswordRequest,
): Promise<void> {
  refuseCommonPassword('new_password', input.new_password);
  const account = await repo.findAccountById(db, id);
  if (!account || account.isSuperuser) throw new AppError('NOT_FOUND', NOT_FOUND);
  await replacePassword(db, actor, account, input.new_password, `Reset the password of ${account.fullName}`);
}

/**
 * The account's password replaced (hashed outside the transaction): every session of it ends, its failed
 * sign-ins are forgotten, and the audit log records the reset with `summary`, the secret never shown.
 */
async function replacePassword(
  db: Db,
  actor: Actor,
  account: repo.AccountRow,
  password: string,
  summary: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, account.id, passwordHash);
    await endSessions(tx, account.id);
    await forgetFailures(tx, account);
    await recordChange(tx, actor, {
      action: 'password',
      resource: 'staff-users',
      resourceId: account.id,
      summary,
      changes: { password: [AUDIT_SECRET, AUDIT_SECRET] },
    });
  });
}

/**
 * Sets a new password for any back-office account (staff user or super admin), for an administrator who
 * has lost theirs or locked a colleague out: every session of the account ends and its failed sign-ins
 * are forgotten, and the audit log says it was done and `via` what (by the system: no one is signed in).
 * Without a password one is generated; it is returned so that it can be shown once.
 */
export async function resetPassword(
  db: Db,
  email: string,
  newPassword?: string,
  via = 'npm run reset-password',
): Promise<{ email: string; password: string; generated: boolean }> {
  const password = newPassword ?? generatePassword();
  const checked = ZNewPassword.safeParse(password);
  if (!checked.success) throw AppError.fromZod(checked.error);
  refuseCommonPassword('password', password);
  const account = await repo.findAccountByEmail(db, email);
  if (!account) throw new AppError('NOT_FOUND', `No back-office account has the e-mail ${email}`);
  await replacePassword(
    db,
    SYSTEM_ACTOR,
    account,
    password,
    `Reset the password of ${account.fullName} (${via})`,
  );
  return { email: account.email, password, generated: newPassword === undefined };
}
