import { expect, test, type Locator } from '@playwright/test';

import { STORAGE } from '../support/accounts';

/**
 * Issue #36 item 12: the keyboard's first stop is "Skip to content", and a toast (top right) leaves the
 * page's own buttons at the heading's right end (Refresh, Export CSV) free to see and click.
 */
test.use({ storageState: STORAGE.admin });

test('item 12: "Skip to content" is the first stop, shows when focused and moves the focus to the page', async ({
  page,
}) => {
  await page.goto('/total_orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Total Orders' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');
  // The next stop is in the page's content, past the top bar and the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  // Out of sight again once the focus has left it.
  await expect(skip).not.toBeInViewport();
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
};

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const [path, title] of [
    ['/total_orders', 'Total Orders'],
    ['/leads', 'Leads'],
  ] as const) {
    test(`item 12: on ${path} at ${viewport.width} px a toast leaves Refresh and Export CSV clear`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const refresh = page.getByRole('button', { name: 'Refresh' });
      const exportCsv = page.getByRole('button', { name: 'Export CSV' });
      await expect(exportCsv).toBeEnabled();
      // The order list's filter bar is a chunk of its own, loaded after the rows: in before the network goes.
      await expect(page.getByTestId('filters-placeholder')).toHaveCount(0);
      // The export fails without a network, which shows a toast.
      await context.setOffline(true);
      await exportCsv.click();
      const toast = page.getByRole('alert').filter({ hasText: 'The export failed' });
      await expect(toast).toBeVisible();
      await context.setOffline(false);
      // Where it stays: once it has slid in (two reads in a row find it at the same place).
      let last = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await toast.boundingBox());
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
      const shown = await box(toast);
      expect(shown.y).toBeLessThan(viewport.height / 3);
      expect(shown.x + shown.width).toBeGreaterThan(viewport.width - 40);
      for (const button of [refresh, exportCsv]) {
        expect(overlaps(shown, await box(button)), `the toast covers ${String(button)}`).toBe(false);
      }
    });
  }
}
