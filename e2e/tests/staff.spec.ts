import { expect, test } from '@playwright/test';

import { staff, STORAGE } from '../support/accounts';
import { expectMenu, expectOpenedFromMenu, sideMenu, STAFF_MENU } from '../support/menu';

test.use({ storageState: STORAGE.staff });

test.describe('signed in as staff', () => {
  test('the drawer says Staff User and the menu has only the staff items, each opening its screen, which names itself in the tab and is marked in the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    const header = page.getByRole('img', { name: 'PrintHub logo' }).locator('..');
    await expect(header.getByText('Staff User', { exact: true })).toBeVisible();
    await expect(header.getByText('Demo Staff', { exact: true })).toBeVisible();
    await expect(header.getByText(staff().email)).toBeVisible();
    await expectMenu(page, STAFF_MENU);
    for (const entry of STAFF_MENU) {
      await sideMenu(page).locator(`a[href="${entry[1]}"]`).click();
      // The staff user's screens are titled as their menu entries.
      await expectOpenedFromMenu(page, entry, entry[0]);
    }
  });

  test('the account menu has Logout but not Update Password, whose screen is still reachable by path', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Update Password' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/update_password');
    await expect(page.getByRole('button', { name: /update password/i })).toBeVisible();
  });

  test('super admin screens are not there for staff', async ({ page }) => {
    for (const path of ['/users', '/staff_users', '/qr_codes', '/pending_orders']) {
      await page.goto(path);
      await expect(page.getByText('This is 404 page'), path).toBeVisible();
    }
  });

  test('the server refuses super admin calls with the staff token', async ({ page }) => {
    await page.goto('/dashboard');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const res = await page.request.post('/api/staff_users_create/', {
      data: { full_name: 'Nope', email: 'nope@example.com', password: 'nope-password' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(403);
  });
});
