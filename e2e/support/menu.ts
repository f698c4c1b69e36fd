import { expect, type Page } from '@playwright/test';

export const SUPER_ADMIN_MENU: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Production', '/production'],
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
  ['Notifications', '/notifications'],
  ['Webhooks', '/webhooks'],
  ['Settings', '/settings'],
];

export const STAFF_MENU: Array<[string, string]> = [
  ['Dashboard', '/dashboard'],
  ['Production', '/production'],
  ['Assigned Orders', '/assigned_orders'],
  ['Out For Delivery Orders', '/out_for_delivery_orders'],
  ['Completed Orders', '/completed_orders'],
];

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

export const APP = 'PrintHub';

/** The side menu's entry marked as the current screen (aria-current="page"): one link, with its path. */
export async function expectCurrentEntry(page: Page, label: string, path: string) {
  const current = sideMenu(page).locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(label);
  await expect(current).toHaveAttribute('href', path);
}

/** The screen at `path`, opened from the menu: its tab reads '<title> · PrintHub' and its entry is marked. */
export async function expectOpenedFromMenu(page: Page, [label, path]: [string, string], title: string) {
  await expect(page, `menu item ${label}`).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · ${APP}`);
  await expectCurrentEntry(page, label, path);
}

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
