import { generatePassword, hashPassword, verifyPassword } from '../../lib/password';
import * as accounts from '../../modules/staff-users/staff-users.repository';

import type { Db } from '../client';

/**
 * Makes sure the configured super admin exists. A password from the environment wins (so a lost
 * password can be reset by restarting with ADMIN_PASSWORD); otherwise a new admin gets a generated one.
 * Returns the generated password, when there is one, so that it can be printed once.
 */
export async function ensureSuperAdmin(
  db: Db,
  opts: { email: string; password?: string; fullName?: string },
): Promise<{ id: number; generatedPassword?: string }> {
  const existing = await accounts.findAccountByEmail(db, opts.email);
  if (existing) {
    if (opts.password && !(await verifyPassword(opts.password, existing.passwordHash))) {
      await accounts.updatePasswordHash(db, existing.id, await hashPassword(opts.password));
    }
    return { id: existing.id };
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
