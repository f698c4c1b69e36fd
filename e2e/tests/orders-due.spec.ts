import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { answerOf } from '../support/api';
import { ordersTable, shownOrderIds } from '../support/orders';

import type { TOrderPage } from '@printhub/contract';

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
  const dueCells = ordersTable(page).locator('tbody tr td:nth-child(9)');
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
