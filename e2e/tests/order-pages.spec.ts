import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet } from '../support/api';

import type { TOrderFile, TOrderPage } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

/** A demo order with a file of exactly `pages` pages (read-only: other tests may run beside). */
async function fileOfPages(request: Parameters<typeof apiGet>[0], pages: number) {
  const list = await apiGet<TOrderPage>(request, '/api/all-orders/?limit=100');
  for (const order of list.results.filter((o) => o.pdf_page_count >= pages)) {
    const files = await apiGet<TOrderFile[]>(request, `/api/order-files/?order_id=${order.id}`);
    const file = files.find((f) => f.pages === pages);
    if (file) return { orderId: order.id, file };
  }
  throw new Error(`no demo order with a ${pages}-page file among the newest 100`);
}

test('the order detail shows page 3 of a 5-page PDF', async ({ page, request }) => {
  const { orderId, file } = await fileOfPages(request, 5);
  await page.goto(`/order/${orderId}`);
  const strip = page.getByRole('list', { name: `Pages of ${file.name}` });
  // The strip's thumbnails load as they come into view.
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await strip.getByRole('button', { name: `Open page 1 of ${file.name}` }).click();

  const dialog = page.getByRole('dialog', { name: file.name });
  const label = dialog.getByRole('status');
  await expect(label).toHaveText('Page 1 of 5');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(label).toHaveText('Page 2 of 5');
  // The keyboard moves too: → to page 3, ← back, → again.
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(label).toHaveText('Page 2 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(label).toHaveText('Page 3 of 5');

  const image = dialog.getByRole('img', { name: `${file.name}, page 3 of 5` });
  await expect(image).toBeVisible();
  // Loaded and decoded: the page drawn 800 pixels wide.
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => `${img.complete} ${img.naturalWidth} ${img.src.slice(0, 5)}`),
    )
    .toBe('true 800 blob:');
});
