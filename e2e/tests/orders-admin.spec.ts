import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { answerOf, apiGet, expectQueryOf, firstOrder } from '../support/api';
import { typeDate } from '../support/forms';
import { ordersTable, shownOrderIds } from '../support/orders';

import type { TOrderDetail, TOrderPage } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const LISTS: Array<[string, string, string]> = [
  ['/pending_orders', 'status=confirmed&exclude_order_type=subscription', 'Pending Orders'],
  ['/assigned_orders', 'status=assigned&exclude_order_type=subscription', 'Assigned Orders'],
  ['/completed_orders', 'status=delivered&exclude_order_type=subscription', 'Completed Orders'],
  ['/total_orders', 'exclude_order_type=subscription', 'Total Orders'],
  ['/subscription_pending_orders', 'status=confirmed&order_type=subscription', 'Subscription Pending Orders'],
  [
    '/subscription_assigned_orders',
    'status=assigned&order_type=subscription',
    'Subscription Assigned Orders',
  ],
  [
    '/subscription_completed_orders',
    'status=delivered&order_type=subscription',
    'Subscription Completed Orders',
  ],
  ['/subscription_total_orders', 'order_type=subscription', 'Subscription Total Orders'],
];

test.describe('order lists as super admin', () => {
  for (const [path, query, title] of LISTS) {
    test(`${path} shows the server's orders for its filter, 10 per page`, async ({ page }) => {
      // The page's own answer: other tests assign and move orders meanwhile.
      const { url, body: expected } = await answerOf<TOrderPage>(page, '/api/all-orders/', () =>
        page.goto(path),
      );
      expectQueryOf(url, `${query}&limit=10&offset=0`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await shownOrderIds(page)).toEqual(expected.results.map((o) => o.id));
      expect(expected.results.length).toBeGreaterThan(0);
      await expect(page.getByText(`of ${expected.count.toLocaleString('en-US')}`).first()).toBeVisible();
    });
  }

  test('pages, searches and keeps both in the URL across a reload', async ({ page, request }) => {
    const second = await apiGet<TOrderPage>(
      request,
      '/api/all-orders/?exclude_order_type=subscription&limit=10&offset=10',
    );
    await page.goto('/total_orders');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => shownOrderIds(page)).toEqual(second.results.map((o) => o.id));
    await page.reload();
    expect(await shownOrderIds(page)).toEqual(second.results.map((o) => o.id));

    const target = second.results[0]!;
    const term = target.user_data.email;
    const found = await apiGet<TOrderPage>(
      request,
      `/api/all-orders/?exclude_order_type=subscription&query=${encodeURIComponent(term)}&limit=10`,
    );
    await page.getByRole('textbox', { name: 'Search orders' }).fill(term);
    await expect(page).toHaveURL(/q=/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => shownOrderIds(page)).toEqual(found.results.map((o) => o.id));
  });

  test('filters by a From/To range typed into the date fields', async ({ page, request }) => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [daysAgo(20), daysAgo(5)];
    const expected = await apiGet<TOrderPage>(
      request,
      `/api/all-orders/?exclude_order_type=subscription&from_date=${from}&to_date=${to}&limit=10&offset=0`,
    );
    expect(expected.results.length).toBeGreaterThan(0);

    await page.goto('/total_orders');
    await expect(ordersTable(page)).toBeVisible();
    const main = page.getByRole('main');
    await typeDate(main, 'From', from);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await typeDate(main, 'To', to);
    await expect(page).toHaveURL(new RegExp(`to=${to}`));
    await expect.poll(() => shownOrderIds(page)).toEqual(expected.results.map((o) => o.id));
    await expect(page.getByText(`of ${expected.count.toLocaleString('en-US')}`).first()).toBeVisible();
  });

  test('assigns a pending order to a staff user from its detail page, and the timeline shows it', async ({
    page,
    request,
  }) => {
    const order = await firstOrder(
      request,
      '/api/all-orders/?status=confirmed&exclude_order_type=subscription&limit=1&offset=5',
    );
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Assigned staff' }).click();
    await page.getByRole('option', { name: /Demo Staff/ }).click();
    // Assigning asks no confirmation (only a status change does).
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Demo Staff');
    await expect
      .poll(async () => (await apiGet<TOrderDetail>(request, `/api/all-orders/${order.id}/`)).status)
      .toBe('assigned');
  });

  test('moves selected orders together and reports the ones that could not move', async ({
    page,
    request,
  }) => {
    await page.goto('/subscription_pending_orders');
    const ids = await shownOrderIds(page);
    expect(ids.length).toBeGreaterThan(1);
    await page.getByRole('checkbox', { name: `Select order #${ids[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select order #${ids[1]}` }).check();
    // Unassigned orders cannot be out for delivery: both are refused, with the reason.
    await page.getByRole('combobox', { name: 'Move to' }).click();
    await page.getByRole('option', { name: 'Out For Delivery' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('dialog', { name: 'Move 2 orders to Out For Delivery?' })
      .getByRole('button', { name: 'Move', exact: true })
      .click();
    await expect(page.getByRole('list', { name: 'Failed orders' })).toContainText('Assign a staff user');
    for (const id of ids.slice(0, 2)) {
      expect((await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`)).status).toBe('confirmed');
    }
  });

  test('Export CSV downloads the filtered list', async ({ page, request }) => {
    const expected = await apiGet<TOrderPage>(
      request,
      '/api/all-orders/?status=delivered&order_type=subscription&limit=1',
    );
    await page.goto('/subscription_completed_orders');
    await expect(ordersTable(page)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
    expect(lines[0]).toContain('id,created_at,status');
    expect(lines).toHaveLength(expected.count + 1);
  });
});

test('the public print page shows first name, title and total pages without signing in', async ({
  browser,
  request,
}) => {
  const order = await firstOrder(request, '/api/all-orders/?limit=1');
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`/print/${order.print_ref}`);
  await expect(page.getByText(order.user_data.first_name, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(order.title).first()).toBeVisible();
  await expect(page.getByText(String(order.pdf_page_count)).first()).toBeVisible();
  await context.close();
});
