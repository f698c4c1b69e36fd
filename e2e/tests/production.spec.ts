import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TOrderDetail, TProductionBoard } from '@printhub/contract';

test.use({ storageState: STORAGE.staff });

const column = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(`^${label}: `) });
const card = (page: Page, id: number) => page.locator(`article[data-order-id="${id}"]`);

/** The staff user's soonest-due card in Assigned, by the board's own answer. */
async function firstAssigned(request: APIRequestContext): Promise<number> {
  const board = await apiGet<TProductionBoard>(request, '/api/production/', 'staff');
  const assigned = board.columns.find((c) => c.status === 'assigned')!;
  expect(assigned.results.length, 'the demo staff user has assigned orders').toBeGreaterThan(0);
  // The most overdue: another spec moves the staff user's newest orders, never this one.
  return assigned.results[0]!.id;
}

const statusOf = async (request: APIRequestContext, id: number) =>
  (await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`, 'staff')).status;

/** Drags with the mouse from the card's customer line to the middle of the target column's heading. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.getByRole('paragraph').first().boundingBox()) ?? (await from.boundingBox())!;
  const end = (await to.getByRole('heading').boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height + 40, { steps: 12 });
  await page.mouse.up();
}

test.describe('the production board as a staff user', () => {
  test('drags a card from Assigned to Out For Delivery; it stays there after a reload', async ({
    page,
    request,
  }) => {
    const id = await firstAssigned(request);
    await page.goto('/production');
    await expect(page.getByRole('heading', { level: 1, name: 'Production' })).toBeVisible();
    await expect(column(page, 'Assigned').locator(card(page, id))).toBeVisible();
    await drag(page, card(page, id), column(page, 'Out For Delivery'));
    await expect(column(page, 'Out For Delivery').locator(card(page, id))).toBeVisible();
    await expect.poll(() => statusOf(request, id)).toBe('out-for-delivery');
    await page.reload();
    await expect(column(page, 'Out For Delivery').locator(card(page, id))).toBeVisible();
    await expect(column(page, 'Assigned').locator(card(page, id))).toHaveCount(0);
  });

  test('moves a card with the keyboard through its "Move to…" menu', async ({ page, request }) => {
    const id = await firstAssigned(request);
    await page.goto('/production');
    const button = card(page, id).getByRole('button', { name: `Move order #${id} to…` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move to Out For Delivery' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(column(page, 'Out For Delivery').locator(card(page, id))).toBeVisible();
    await expect.poll(() => statusOf(request, id)).toBe('out-for-delivery');
    await page.reload();
    await expect(column(page, 'Out For Delivery').locator(card(page, id))).toBeVisible();
  });

  test('a refused move puts the card back and says why', async ({ page, request }) => {
    const id = await firstAssigned(request);
    await page.goto('/production');
    await watchForNotices(page);
    await expect(column(page, 'Assigned').locator(card(page, id))).toBeVisible();
    // A staff user may not skip Out For Delivery.
    await drag(page, card(page, id), column(page, 'Delivered today'));
    await expectNotice(page, 'This order can only move to Out For Delivery');
    await expect(column(page, 'Assigned').locator(card(page, id))).toBeVisible();
    expect(await statusOf(request, id)).toBe('assigned');
  });

  test('a move made elsewhere shows within 10 s, without a reload', async ({ page, request }) => {
    const id = await firstAssigned(request);
    await page.goto('/production');
    await expect(column(page, 'Assigned').locator(card(page, id))).toBeVisible();
    const res = await request.patch(`/api/all-orders/${id}/`, {
      headers: await authHeaders(request, 'staff'),
      data: { id, status: 'out-for-delivery' },
    });
    expect(res.status()).toBe(200);
    // The board asks again every 10 s: the card moves by the next answer (a margin for a busy machine).
    await expect(column(page, 'Out For Delivery').locator(card(page, id))).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('the production board on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows one column at a time, chosen by its tab, without scrolling sideways', async ({
    page,
    request,
  }) => {
    const board = await apiGet<TProductionBoard>(request, '/api/production/', 'staff');
    await page.goto('/production');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(board.columns.length);
    await expect(page.getByRole('region', { name: /: \d+ orders$/ })).toHaveCount(1);
    await expect(column(page, 'Assigned')).toBeVisible();
    await page.getByRole('tab', { name: /^Out For Delivery/ }).click();
    await expect(column(page, 'Out For Delivery')).toBeVisible();
    await expect(column(page, 'Assigned')).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: /: \d+ orders$/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
