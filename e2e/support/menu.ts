import { expect, type Page } from '@playwright/test';

export const SUPER_ADMIN_MENU: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Users', '/users'],
  ['Pending', '/pending_orders'],
  ['Assigned', '/assigned_orders'],
  ['Completed', '/completed_orders'],
  ['Total', '/total_orders'],
  ['Pending', '/subscription_pending_orders'],
  ['Assigned', '/subscription_assigned_orders'],
  ['Completed', '/subscription_completed_orders'],
  ['Total', '/subscription_total_orders'],
  ['Staff Users', '/staff_users'],
  ['Leads', '/leads'],
  ['Subscriptions', '/subscriptions'],
  ['User Subscription Plans', '/user_subscription'],
  ['QR Codes', '/qr_codes'],
  ['Companies', '/client_companies'],
  ['Vouchers', '/vouchers'],
  ['Referrals', '/referrals'],
  ['Coupons', '/coupons'],
  ['Audit Log', '/audit_log'],
];

export const STAFF_MENU: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Assigned Orders', '/assigned_orders'],
  ['Out For Delivery Orders', '/out_for_delivery_orders'],
  ['Completed Orders', '/completed_orders'],
];

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Opens every collapsed group of the side menu, waiting for each to open before the next. */
export async function expandAllGroups(page: Page) {
  const groups = sideMenu(page).locator('[aria-expanded]');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
}

async function readLinks(page: Page): Promise<Array<[string, string]>> {
  return sideMenu(page)
    .getByRole('link')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          [(el.textContent ?? '').trim(), new URL((el as HTMLAnchorElement).href).pathname] as [
            string,
            string,
          ],
      ),
    );
}

/** Expands every group, then expects the side menu's links, in order, as [text, path] pairs. */
export async function expectMenu(page: Page, expected: Array<[string, string]>) {
  await expandAllGroups(page);
  await expect.poll(() => readLinks(page)).toEqual(expected);
}
