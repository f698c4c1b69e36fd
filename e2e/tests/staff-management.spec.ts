import { expect, test } from '@playwright/test';

import { ADMIN, apiToken, newStaffUser, signIn, STORAGE } from '../support/accounts';

test.use({ storageState: STORAGE.admin });

test('a super admin edits a staff user and resets their password, which ends their sessions', async ({
  page,
  request,
  browser,
}) => {
  const who = await newStaffUser(request);
  const theirToken = await apiToken(request, who);
  const profile = (token: string) =>
    request.get('/api/profile/', { headers: { authorization: `Bearer ${token}` } });

  await page.goto('/staff_users');
  const row = page.getByRole('row').filter({ hasText: who.email });
  await row.getByRole('button', { name: `Edit ${who.full_name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit staff user' });
  const newName = `Edited ${who.full_name}`;
  const newEmail = who.email.replace('e2e-staff-', 'e2e-edited-');
  await edit.getByRole('textbox', { name: /^Full name/ }).fill(newName);
  await edit.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await edit.getByRole('textbox', { name: /^Mobile/ }).fill('+91 90000 11111');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Staff user ${newName} saved`)).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row').filter({ hasText: newEmail });
  await expect(edited).toContainText(newName);
  await expect(edited).toContainText('+91 90000 11111');
  // An edit keeps them signed in.
  expect((await profile(theirToken)).status()).toBe(200);

  await edited.getByRole('button', { name: `Reset password for ${newName}` }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await reset.getByLabel(/^New password/).fill('a-reset-password-7');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(`Password reset for ${newName}`)).toBeVisible();
  await expect(reset).toBeHidden();

  // Their session ended at once; the old password no longer works, the new one does (with the new e-mail).
  expect((await profile(theirToken)).status()).toBe(401);
  const old = await request.post('/api/admin-login', { data: { email: newEmail, password: who.password } });
  expect(old.status()).toBe(422);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const theirPage = await context.newPage();
  await signIn(theirPage, { email: newEmail, password: 'a-reset-password-7' });
  await expect(theirPage.getByText(newName, { exact: true }).first()).toBeVisible();
  await context.close();
  // The super admin is still signed in.
  expect((await profile(await apiToken(request, ADMIN))).status()).toBe(200);
});
