import { expect, test } from '@playwright/test';

import { ADMIN, newStaffUser, signIn } from '../support/accounts';

test.describe('account', () => {
  test('Logout clears local storage, returns to sign-in and the old token stops working', async ({
    page,
    request,
  }) => {
    const who = await newStaffUser(request);
    await signIn(page, who);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    await expect
      .poll(async () =>
        (await request.get('/api/profile/', { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('a staff user signing in after an admin signed out on an admin page lands on the dashboard', async ({
    page,
  }) => {
    const who = await newStaffUser(page.request);
    await signIn(page, ADMIN);
    await page.goto('/qr_codes');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel('Email').fill(who.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('This is 404 page')).toHaveCount(0);
  });

  test('/login while signed in goes to the dashboard', async ({ page }) => {
    await signIn(page, await newStaffUser(page.request));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the logout screen at {path}/logout signs out', async ({ page }) => {
    const who = await newStaffUser(page.request);
    await signIn(page, who);
    await page.goto('/dashboard/logout');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Update Password changes the password: the new one signs in, the old one does not', async ({
    page,
    request,
  }) => {
    const who = await newStaffUser(request);
    await signIn(page, who);
    await page.goto('/update_password');
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill('not-the-current-one');
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('second-password-1');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('second-password-1');
    await page.getByRole('button', { name: /update password/i }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(who.password);
    await page.getByRole('button', { name: /update password/i }).click();
    await expect(page.getByText('Password updated')).toBeVisible();

    const oldLogin = await request.post('/api/admin-login', {
      data: { email: who.email, password: who.password },
    });
    expect(oldLogin.status()).toBe(422);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { email: who.email, password: 'second-password-1' });
    await expect(page.getByText('Staff User', { exact: true })).toBeVisible();
  });
});
