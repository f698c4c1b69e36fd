import { expect, test } from '@playwright/test';

import { ADMIN, STORAGE } from '../support/accounts';
import { expectMenu, expectOpenedFromMenu, sideMenu, SUPER_ADMIN_MENU } from '../support/menu';

test.use({ storageState: STORAGE.admin });

/** The tab title of each screen of the menu (before ' · PrintHub'). */
const TITLES: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/production': 'Production',
  '/users': 'Users',
  '/pending_orders': 'Pending Orders',
  '/assigned_orders': 'Assigned Orders',
  '/completed_orders': 'Completed Orders',
  '/total_orders': 'Total Orders',
  '/subscription_pending_orders': 'Subscription Pending Orders',
  '/subscription_assigned_orders': 'Subscription Assigned Orders',
  '/subscription_completed_orders': 'Subscription Completed Orders',
  '/subscription_total_orders': 'Subscription Total Orders',
  '/staff_users': 'Staff Users',
  '/leads': 'Leads',
  '/subscriptions': 'Subscriptions',
  '/user_subscription': 'User Subscription Plans',
  '/qr_codes': 'QR Codes',
  '/client_companies': 'Companies',
  '/vouchers': 'Vouchers',
  '/referrals': 'Referrals',
  '/coupons': 'Coupons',
  '/audit_log': 'Audit Log',
  '/notifications': 'Notifications',
  '/webhooks': 'Webhooks',
  '/settings': 'Settings',
};

test.describe('signed in as super admin', () => {
  test('the drawer names the role and the user', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = sideMenu(page);
    const header = page.getByRole('img', { name: 'PrintHub logo' }).locator('..');
    await expect(header.getByText('Super Admin', { exact: true })).toBeVisible();
    await expect(header.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(header.getByText(ADMIN.email)).toBeVisible();
    await expect(menu).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('id'), localStorage.getItem('is_superuser')]),
    ).toEqual([expect.stringMatching(/^\d+$/), 'true']);
  });

  test('the side menu has every item of the super admin, in order, each opening its screen, which names itself in the tab and is marked in the menu', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expectMenu(page, SUPER_ADMIN_MENU);
    for (const entry of SUPER_ADMIN_MENU) {
      await sideMenu(page).locator(`a[href="${entry[1]}"]`).click();
      await expectOpenedFromMenu(page, entry, TITLES[entry[1]]!);
    }
  });

  test('menu groups expand and collapse', async ({ page }) => {
    await page.goto('/dashboard');
    const group = sideMenu(page).getByRole('button', { name: 'Subscription Orders' });
    const item = sideMenu(page).locator('a[href="/subscription_total_orders"]');
    if ((await group.getAttribute('aria-expanded')) === 'true') await group.click();
    await expect(item).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    await group.click();
    await expect(item).toBeHidden();
  });

  test('the account menu offers Update Password and Logout', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Update Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/update_password$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByText('This is 404 page')).toBeVisible();
  });

  test('the drawer collapses and opens again', async ({ page }) => {
    await page.goto('/dashboard');
    const toggle = page.getByRole('button', { name: /menu/i }).first();
    await expect(sideMenu(page)).toBeVisible();
    await toggle.click();
    await expect(sideMenu(page)).toBeHidden();
    await toggle.click();
    await expect(sideMenu(page)).toBeVisible();
  });
});
