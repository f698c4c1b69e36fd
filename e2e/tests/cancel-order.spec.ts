import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet } from '../support/api';

import type { TOrderDetail, TProductionBoard } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const card = (page: Page, id: number) => page.locator(`article[data-order-id="${id}"]`);

test('a super admin cancels an order with a reason, and it leaves the board', async ({ page, request }) => {
  // A confirmed order due last: no other spec moves it.
  const board = await apiGet<TProductionBoard>(request, '/api/production/');
  const confirmed = board.columns.find((c) => c.status === 'confirmed')!;
  expect(confirmed.results.length, 'the demo data has confirmed orders').toBeGreaterThan(0);
  const id = confirmed.results.at(-1)!.id;

  await page.goto('/production');
  await expect(card(page, id)).toBeVisible();

  await page.goto(`/order/${id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${id}?` });
  await expect(dialog.getByRole('alert')).toContainText('Cancelling is final');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByText('This field is Required')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill('The customer ordered twice');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Cancelled on .*: The customer ordered twice$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const order = await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`);
  expect(order).toMatchObject({ status: 'cancelled', cancel_reason: 'The customer ordered twice' });

  await page.goto('/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
  // The board has drawn its cards (another order is there) without the cancelled one.
  const other = board.columns.flatMap((c) => c.results).find((c) => c.id !== id)!;
  await expect(card(page, other.id)).toBeVisible();
  await expect(card(page, id)).toHaveCount(0);
});
