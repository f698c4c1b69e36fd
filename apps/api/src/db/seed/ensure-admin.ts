import { generatePassword, hashPassword } from '../../lib/password';
import * as accounts from '../../modules/staff-users/staff-users.repository';
import { resetPassword } from '../../modules/staff-users/staff-users.service';

import type { Db } from '../client';

export const ADMIN_PASSWORD_RESET_VIA = 'ADMIN_PASSWORD_RESET=1';

export type EnsuredAdmin = {
  id: number;
  /** The password made for a new account without ADMIN_PASSWORD, to be printed once. */
  generatedPassword?: string;
  /** What became of ADMIN_PASSWORD over an existing account: reset to it, or left alone. */
  existingPassword?: 'reset' | 'kept';
};

/**
 * Makes sure the configured super admin exists. A new account gets `password` (ADMIN_PASSWORD), or a
 * generated one. An existing account keeps the password it has (its admin may have changed it since),
 * unless `reset` (ADMIN_PASSWORD_RESET=1) asks for `password` instead: then it is set as by
 * `npm run reset-password` (sessions end, failed sign-ins forgotten, an entry in the audit log).
 */
export async function ensureSuperAdmin(
  db: Db,
  opts: { email: string; password?: string; reset?: boolean; fullName?: string },
): Promise<EnsuredAdmin> {
  const existing = await accounts.findAccountByEmail(db, opts.email);
  if (existing) {
    if (!opts.password) return { id: existing.id };
    if (!opts.reset) return { id: existing.id, existingPassword: 'kept' };
    await resetPassword(db, existing.email, opts.password, ADMIN_PASSWORD_RESET_VIA);
    return { id: existing.id, existingPassword: 'reset' };
  }
  const password = opts.password ?? generatePassword();
  const created = await accounts.insertAccount(db, {
    fullName: opts.fullName ?? 'Administrator',
    email: opts.email,
    passwordHash: await hashPassword(password),
    isSuperuser: true,
  });
  return opts.password ? { id: created.id } : { id: created.id, generatedPassword: password };
}
