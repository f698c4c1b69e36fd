import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { answerOf, apiGet, expectQueryOf } from '../support/api';
import { shownOrderIds } from '../support/orders';

import type { TOrderDetail, TOrderFile, TOrderPage } from '@printhub/contract';

test.use({ storageState: STORAGE.staff });

test.describe('order lists as staff', () => {
  const LISTS: Array<[string, string]> = [
    ['/assigned_orders', 'exclude_status=delivered'],
    ['/out_for_delivery_orders', 'status=out-for-delivery'],
    ['/completed_orders', 'status=delivered'],
  ];
  for (const [path, query] of LISTS) {
    test(`${path} shows the staff user's own orders for its filter`, async ({ page, request }) => {
      const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
      // The page's own answer: other tests assign and move orders meanwhile.
      const { url, body: expected } = await answerOf<TOrderPage>(page, '/api/my_orders/', () =>
        page.goto(path),
      );
      expectQueryOf(url, `assigned_user=${me.id}&${query}&limit=10`);
      expect(await shownOrderIds(page)).toEqual(expected.results.map((o) => o.id));
      expect(expected.results.length).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    });
  }

  test('moves an own order one step forward from its detail page', async ({ page, request }) => {
    const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
    const list = await apiGet<TOrderPage>(
      request,
      `/api/my_orders/?assigned_user=${me.id}&status=assigned&limit=10`,
      'staff',
    );
    const order = list.results.at(-1)!;
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('button', { name: /^Mark as / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark as Out For Delivery' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Demo Staff');
    expect((await apiGet<TOrderDetail>(request, `/api/all-orders/${order.id}/`, 'staff')).status).toBe(
      'out-for-delivery',
    );
    await expect(page.getByRole('combobox', { name: 'Assigned staff' })).toHaveCount(0);
  });

  test('downloads the PDF of an assigned order from its detail page', async ({ page, request }) => {
    const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
    const list = await apiGet<TOrderPage>(
      request,
      `/api/my_orders/?assigned_user=${me.id}&status=delivered&limit=1`,
      'staff',
    );
    const order = list.results[0]!;
    const files = await apiGet<TOrderFile[]>(request, `/api/order-files/?order_id=${order.id}`, 'staff');
    const file = files[0]!;
    await page.goto(`/order/${order.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${file.name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(file.size);
    expect(files.reduce((n, f) => n + f.pages, 0)).toBe(order.pdf_page_count);
  });

  test('another staff user’s order is not found', async ({ page, request }) => {
    const staffList = await apiGet<Array<{ id: number; email: string }>>(request, '/api/staff_users/');
    const other = staffList.find((s) => s.email === 'ravi@example.com')!;
    const theirs = await apiGet<TOrderPage>(request, `/api/my_orders/?assigned_user=${other.id}&limit=1`);
    await page.goto(`/order/${theirs.results[0]!.id}`);
    await expect(page.getByText('Order not found')).toBeVisible();
  });
});
