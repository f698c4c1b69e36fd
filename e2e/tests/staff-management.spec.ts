import { expect, test, type Page } from '@playwright/test';

import { ADMIN, apiToken, newStaffUser, signIn, STORAGE } from '../support/accounts';
import { apiGet } from '../support/api';
import { sideMenu } from '../support/menu';

import type { TOrderPage } from '@printhub/contract';

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

test("a super admin opens a staff user's orders: open ones and delivered ones apart", async ({
  page,
  request,
}) => {
  const who = await newStaffUser(request);
  const headers = { authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  // Two of the oldest confirmed orders (other tests take the newest): one assigned, one delivered by them.
  const pending = await request.get('/api/all-orders/?status=confirmed&limit=100', { headers });
  const [open, delivered] = ((await pending.json()) as { results: Array<{ id: number }> }).results.slice(-2);
  expect(open && delivered, 'two confirmed orders').toBeTruthy();
  for (const [order, status] of [
    [open!, 'assigned'],
    [delivered!, 'delivered'],
  ] as const) {
    const res = await request.patch(`/api/all-orders/${order.id}/`, {
      headers,
      data: { id: order.id, status, assigned_user: who.id },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto('/staff_users');
  await page.getByRole('link', { name: who.full_name, exact: true }).click();
  await expect(page).toHaveURL(`/staff_users/${who.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${who.full_name}'s orders` })).toBeVisible();
  await expect(page).toHaveTitle(`Staff User #${who.id} · PrintHub`);
  await expect(sideMenu(page).locator('a[aria-current="page"]')).toHaveText('Staff Users');

  const openTable = page.getByRole('table', { name: 'Open orders' });
  const deliveredTable = page.getByRole('table', { name: 'Delivered orders' });
  await expect(openTable.getByRole('link', { name: `#${open!.id}`, exact: true })).toBeVisible();
  await expect(openTable).toContainText('Assigned');
  await expect(openTable.getByRole('link', { name: `#${delivered!.id}`, exact: true })).toHaveCount(0);
  await expect(deliveredTable.getByRole('link', { name: `#${delivered!.id}`, exact: true })).toBeVisible();
  await expect(deliveredTable.getByRole('link', { name: `#${open!.id}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Open orders (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivered orders (1)' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Staff Users' }).click();
  await expect(page).toHaveURL('/staff_users');
});

/** The page of one section's orders the screen was sent (`delivered` or open) while `action` ran. */
async function sectionAnswer(page: Page, delivered: boolean, action: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      r.request().method() === 'GET' &&
      url.pathname === '/api/my_orders/' &&
      (url.searchParams.get('status') === 'delivered') === delivered &&
      r.ok()
    );
  });
  await action();
  const answered = await response;
  return { url: new URL(answered.url()), body: (await answered.json()) as TOrderPage };
}

test("a super admin pages through a staff user's delivered orders and sets the open ones' rows per page, each in the URL", async ({
  page,
  request,
}) => {
  // The demo staff user has delivered dozens of orders; oldest first, their first pages stay put while
  // other tests deliver new ones.
  const demoStaff = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
  const first = await sectionAnswer(page, true, () =>
    page.goto(`/staff_users/${demoStaff.id}?delivered_ordering=id`),
  );
  expect(first.url.searchParams.get('ordering')).toBe('id');
  expect(first.body.count, 'more than one page of delivered orders').toBeGreaterThan(20);
  const delivered = page.getByRole('region', { name: /^Delivered orders/ });
  const deliveredTable = delivered.getByRole('table', { name: 'Delivered orders' });
  const shows = (body: TOrderPage) =>
    expect(deliveredTable.getByRole('link')).toHaveText(body.results.map((order) => `#${order.id}`));
  await shows(first.body);
  await expect(deliveredTable.getByRole('columnheader', { name: /Order/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  const second = await sectionAnswer(page, true, () =>
    delivered.getByRole('button', { name: 'Go to next page' }).click(),
  );
  expect(second.url.searchParams.get('offset')).toBe('10');
  await expect(page).toHaveURL(/[?&]delivered_page=2(&|$)/);
  await shows(second.body);
  expect(second.body.results[0]!.id).toBeGreaterThan(first.body.results.at(-1)!.id);
  await expect(delivered.getByText(/^11–20 of /)).toBeVisible();

  // The open section's rows per page are its own: the delivered section stays on its second page.
  const open = page.getByRole('region', { name: /^Open orders/ });
  const bigger = await sectionAnswer(page, false, async () => {
    await open.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
  });
  expect(bigger.url.searchParams.get('limit')).toBe('25');
  await expect(page).toHaveURL(/[?&]open_page_size=25(&|$)/);
  await expect(page).toHaveURL(/[?&]delivered_page=2(&|$)/);

  // A reload (or a bookmark) shows both views again.
  const reloaded = await sectionAnswer(page, true, () => page.reload());
  expect(reloaded.url.searchParams.get('offset')).toBe('10');
  await shows(reloaded.body);
  await expect(open.getByRole('combobox', { name: /Rows per page/ })).toHaveText('25');
});
