import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';
import { generatePassword, hashPassword } from '../../lib/password';
import * as repo from '../../modules/auth/accounts.repository';

export const DEMO_STAFF_EMAIL = 'staff@example.com';

/**
 * Loads demo data into an empty database (one without staff users). Returns the demo staff
 * user's generated password so that it can be printed, or nothing when the data was already there.
 */
export async function seedDemo(db: Db): Promise<{ staffEmail: string; staffPassword: string } | null> {
  const [anyStaff] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.isSuperuser, false))
    .limit(1);
  if (anyStaff) return null;
  const staffPassword = generatePassword();
  await repo.insertAccount(db, {
    fullName: 'Demo Staff',
    email: DEMO_STAFF_EMAIL,
    mobile: '+91 98765 43210',
    passwordHash: await hashPassword(staffPassword),
    isSuperuser: false,
  });
  return { staffEmail: DEMO_STAFF_EMAIL, staffPassword };
}
