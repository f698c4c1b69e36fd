import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, firstOrder } from '../support/api';
import { demoVoucherClient, showClientVouchers } from '../support/clients';
import { typeDate } from '../support/forms';
import { APP, expectCurrentEntry, sideMenu } from '../support/menu';

import type { TCustomerPage, TQrCode } from '@printhub/contract';

async function expectScreen(page: Page, path: string, title: string, entry: [string, string] | null) {
  await page.goto(path);
  await expect(page).toHaveTitle(`${title} · ${APP}`);
  if (entry) await expectCurrentEntry(page, ...entry);
  else await expect(sideMenu(page).locator('a[aria-current="page"]')).toHaveCount(0);
}

/** The client view as a person opens it: Show Vouchers of a demo client (one no other test deletes). */
async function openClientVouchers(page: Page, request: APIRequestContext): Promise<string> {
  const name = await demoVoucherClient(request);
  await showClientVouchers(page, name);
  return name;
}

/**
 * While the notice is on screen: whether it keeps clear of the menu, that is below the top bar and right of the
 * drawer (if any). Measured by edges, not by overlap: a toast slides in from the right, so its box moves
 * sideways while it appears, never up or down. 'gone' when it closed before it could be measured.
 */
async function noticeClear(notice: Locator, bar: Locator, side?: Locator): Promise<boolean | 'gone'> {
  const box = await notice.boundingBox();
  const barBox = await bar.boundingBox();
  if (!box || !barBox) return 'gone';
  if (box.y < barBox.y + barBox.height) return false;
  const sideBox = side ? await side.boundingBox() : null;
  return !sideBox || box.x >= sideBox.x + sideBox.width;
}

const topBar = (page: Page) => page.getByRole('banner');
const drawer = (page: Page) => page.locator('#main-navigation-drawer > .MuiDrawer-paper');

test.describe('where you are: the tab title and the menu', () => {
  test.use({ storageState: STORAGE.admin });

  // The screens of the menu are checked as super-admin.spec.ts opens each from the menu; here, the screens
  // opened by their address: one inside a menu group (which opens to show it) and those not in the menu.
  test('a screen opened by its address names itself in the tab and marks its menu entry', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const screens: Array<[string, string, [string, string] | null]> = [
      [
        '/subscription_completed_orders',
        'Subscription Completed Orders',
        ['Completed', '/subscription_completed_orders'],
      ],
      ['/client_companies/create', 'Create New Client Company', ['Companies', '/client_companies']],
      ['/update_password', 'Update Password', null],
    ];
    for (const [path, title, entry] of screens) {
      await test.step(path, () => expectScreen(page, path, title, entry));
    }
    await test.step("a user's screen is named by the user and marks Users", async () => {
      const users = await apiGet<TCustomerPage>(request, '/api/users/?limit=1&offset=0');
      const userId = users.results[0]!.id;
      await expectScreen(page, `/user/${userId}`, `User #${userId}`, ['Users', '/users']);
    });
  });

  test('item 11: a record that is not there names the tab after what the page shows', async ({ page }) => {
    await page.goto('/order/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Order not found · ${APP}`);
    await page.goto('/user/999999999');
    await expect(page.getByText('User not found')).toBeVisible();
    await expect(page).toHaveTitle(`User not found · ${APP}`);
    // Leaving it, the next screen names the tab as usual.
    await sideMenu(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveTitle(`Users · ${APP}`);
    await page.goto('/print/NOSUCHPRINT');
    await expect(page.getByRole('heading', { level: 1, name: 'Print not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Print not found · ${APP}`);
  });

  test('a detail screen marks the list it was opened from, and goes back to it', async ({
    page,
    request,
  }) => {
    const order = await firstOrder(request, '/api/all-orders/?limit=1&offset=0&status=assigned');
    await expectScreen(page, '/assigned_orders', 'Assigned Orders', ['Assigned', '/assigned_orders']);
    await expectScreen(page, `/order/${order.id}`, `Order #${order.id}`, ['Assigned', '/assigned_orders']);
    await page.getByRole('link', { name: 'Back to Assigned Orders' }).click();
    await expect(page).toHaveURL(/\/assigned_orders$/);

    // The client vouchers view belongs to Companies, and goes back there.
    const client = await openClientVouchers(page, request);
    await expect(page).toHaveTitle(`${client} Vouchers · ${APP}`);
    await expectCurrentEntry(page, 'Companies', '/client_companies');
    await page.getByRole('link', { name: 'Back to Companies' }).click();
    await expect(page).toHaveTitle(`Companies · ${APP}`);
  });
});

test.describe('where you are, staff', () => {
  test.use({ storageState: STORAGE.staff });

  // The screens of the staff menu are checked as staff.spec.ts opens each from the menu.
  test("a staff screen outside the menu names itself in the tab and marks no entry, an order its list's", async ({
    page,
    request,
  }) => {
    await expectScreen(page, '/update_password', 'Update Password', null);
    await expectScreen(page, '/assigned_orders', 'Assigned Orders', ['Assigned Orders', '/assigned_orders']);
    const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
    const order = await firstOrder(
      request,
      `/api/my_orders/?assigned_user=${me.id}&exclude_status=delivered&limit=1&offset=0`,
      'staff',
    );
    await expectScreen(page, `/order/${order.id}`, `Order #${order.id}`, [
      'Assigned Orders',
      '/assigned_orders',
    ]);
  });
});

test.describe('errors and notices', () => {
  test.use({ storageState: STORAGE.admin });

  test('a QR code that is taken shows its error once: under the field, with no banner as well', async ({
    page,
    request,
  }) => {
    const [taken] = await apiGet<TQrCode[]>(request, '/api/get-qr-codes/');
    await page.goto('/qr_codes');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeDate(dialog, 'Validity', '2099-06-15');
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('E2E Duplicate Co');
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(taken!.code);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill('https://example.com/dup');
    const refused = page.waitForResponse((res) => res.url().includes('/api/save-qr-codes/'));
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(409);
    const body = (await answer.json()) as { error?: string; errors?: Array<{ message: string }> };
    const message = body.error ?? body.errors![0]!.message;
    const field = dialog.getByRole('textbox', { name: 'Qr Code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page.getByText('Something went wrong — please try again!')).toHaveCount(0);
  });

  test('a toast shows under the top bar and beside the drawer, a snackbar beside the drawer', async ({
    page,
  }) => {
    const code = `E2ETOAST${Date.now()}`;
    await page.goto('/qr_codes');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeDate(dialog, 'Validity', '2099-06-15');
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('E2E Toast Co');
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill('https://example.com/toast');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const toast = page.getByRole('alert').filter({ hasText: `QR code ${code} generated` });
    await expect(toast).toBeVisible();
    await expect.poll(() => noticeClear(toast, topBar(page), drawer(page))).toBe(true);

    // The coupon form's warning is a snackbar.
    await page.goto('/coupons');
    await page.getByRole('button', { name: 'Submit' }).click();
    const snackbar = page.getByRole('alert').filter({ hasText: 'Please enter the values correctly' });
    await expect(snackbar).toBeVisible();
    await expect.poll(() => noticeClear(snackbar, topBar(page), drawer(page))).toBe(true);
  });

  test('on a phone a toast shows under the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Short, as a shop's codes are: being the newest, it is the first card the phone lists' check reads.
    const code = `E2EP${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/qr_codes');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeDate(dialog, 'Validity', '2099-06-15');
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('10');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill('E2E Phone Co');
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill('https://example.com/phone');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const toast = page.getByRole('alert').filter({ hasText: `QR code ${code} generated` });
    await expect(toast).toBeVisible();
    await expect.poll(() => noticeClear(toast, topBar(page))).toBe(true);
  });
});
