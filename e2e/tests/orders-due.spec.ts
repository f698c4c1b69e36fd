import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { answerOf, apiGet, firstOrder } from '../support/api';
import { expectNotice, watchForNotices } from '../support/notices';
import { ordersTable, shownOrderIds } from '../support/orders';

import type { TOrder, TOrderPage } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

test('issue 37 item 1: the order list filters overdue orders, sorts them by due date and keeps both in the URL', async ({
  page,
}) => {
  await page.goto('/total_orders');
  await expect(ordersTable(page)).toBeVisible();
  const { url, body } = await answerOf<TOrderPage>(page, '/api/all-orders/', async () => {
    await page.getByRole('combobox', { name: 'Due' }).click();
    await page.getByRole('option', { name: 'Overdue' }).click();
  });
  await expect(page).toHaveURL(/due=overdue/);
  expect(url.searchParams.get('due')).toBe('overdue');
  // The demo orders were promised 48 h after they were made: the old ones not delivered are late.
  expect(body.results.length).toBeGreaterThan(0);
  expect(await shownOrderIds(page)).toEqual(body.results.map((o) => o.id));
  for (const order of body.results) expect(order.status).not.toBe('delivered');
  // The Due column wherever the list puts it (its place moves as columns are added).
  const headers = await ordersTable(page).getByRole('columnheader').allTextContents();
  const dueColumn = headers.findIndex((h) => h.startsWith('Due')) + 1;
  expect(dueColumn).toBeGreaterThan(0);
  const dueCells = ordersTable(page).locator(`tbody tr td:nth-child(${dueColumn})`);
  await expect(dueCells.first()).toHaveText(/late/);

  // Sorted by the Due header: the most overdue first.
  const sorted = await answerOf<TOrderPage>(page, '/api/all-orders/', () =>
    page.getByRole('button', { name: 'Due' }).click(),
  );
  expect(sorted.url.searchParams.get('ordering')).toBe('due_at');
  expect(sorted.url.searchParams.get('due')).toBe('overdue');
  const dues = sorted.body.results.map((o) => Date.parse(o.due_at));
  expect(dues).toEqual([...dues].sort((a, b) => a - b));
  await expect.poll(() => shownOrderIds(page)).toEqual(sorted.body.results.map((o) => o.id));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Due' })).toHaveText('Overdue');
  expect(await shownOrderIds(page)).toEqual(sorted.body.results.map((o) => o.id));
});

test.describe('issue 37 item 1: the due date changed from the order detail', () => {
  // The shop's clock: the dialog and the Due row read the moment in the browser's time zone.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('issue 37 item 1: a super admin changes an order’s due date and the Due row shows it after a reload', async ({
    page,
    request,
  }) => {
    // A delivered order: its Due row shows the date itself, and no due filter of the other tests moves.
    const order = await firstOrder(request, '/api/all-orders/?status=delivered');
    await page.goto(`/order/${order.id}`);
    const details = page.getByRole('region', { name: 'Print details' });
    await details.getByRole('button', { name: 'Change due date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change due date' });
    await dialog
      .getByRole('group', { name: /^Due date/ })
      .getByRole('spinbutton', { name: 'Day' })
      .click();
    // 15 March of next year, 16:45 in the shop's time zone (Asia/Kolkata, UTC+5:30).
    const year = new Date().getFullYear() + 1;
    await page.keyboard.type(`1503${year}`);
    await dialog.getByLabel(/^Time/).fill('16:45');
    await watchForNotices(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, `Due date of order #${order.id} changed`);
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await expect(details).toContainText(`15 Mar ${year}, 16:45`);
    const saved = await apiGet<TOrder>(request, `/api/all-orders/${order.id}/`);
    expect(saved.due_at).toBe(`${year}-03-15T11:15:00.000Z`);
  });
});
