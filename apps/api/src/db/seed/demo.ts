import { generatePassword, hashPassword } from '../../lib/password';
import * as repo from '../../modules/staff-users/staff-users.repository';
import { seedDemoOrders, type DemoOrderOptions } from './demo-orders';
import { seedDemoPeople } from './demo-people';
import { seedDemoQrCodes } from './demo-qr-codes';
import { seedDemoReferrals } from './demo-referrals';
import { seedDemoVouchers } from './demo-vouchers';

import type { DbOrTx } from '../client';

export const DEMO_STAFF_EMAIL = 'staff@example.com';

/**
 * Loads demo data into an empty database (one without staff users). Returns the demo staff
 * user's generated password so that it can be printed, or nothing when the data was already there.
 */
export async function seedDemo(
  db: DbOrTx,
  opts: { adminId: number; now?: Date } & Pick<DemoOrderOptions, 'customers' | 'orders' | 'timeZone'>,
): Promise<{ staffEmail: string; staffPassword: string } | null> {
  if (await repo.hasStaffAccounts(db)) return null;
  const staffPassword = generatePassword();
  const demoStaff = await repo.insertAccount(db, {
    fullName: 'Demo Staff',
    email: DEMO_STAFF_EMAIL,
    mobile: '+91 98765 43210',
    passwordHash: await hashPassword(staffPassword),
    isSuperuser: false,
  });
  // Colleagues with orders of their own; their passwords are unknown until an admin sets them.
  const colleagues = [];
  for (const [fullName, email] of [
    ['Ravi Kumar', 'ravi@example.com'],
    ['Fatima Sheikh', 'fatima@example.com'],
  ] as const) {
    colleagues.push(
      await repo.insertAccount(db, { fullName, email, passwordHash: await hashPassword(generatePassword()) }),
    );
  }
  await seedDemoOrders(db, {
    staffIds: [demoStaff.id, ...colleagues.map((c) => c.id)],
    adminId: opts.adminId,
    customers: opts.customers,
    orders: opts.orders,
    now: opts.now,
    timeZone: opts.timeZone,
  });
  await seedDemoPeople(db, { now: opts.now });
  await seedDemoQrCodes(db, opts.now);
  await seedDemoVouchers(db, opts.now);
  await seedDemoReferrals(db, opts.now);
  return { staffEmail: DEMO_STAFF_EMAIL, staffPassword };
}
