import { expect, type Page } from '@playwright/test';

export const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });

/** The order ids a list screen shows, in order, once it has loaded. */
export async function shownOrderIds(page: Page): Promise<number[]> {
  const table = ordersTable(page);
  await expect(table).toBeVisible();
  // The count above the table is written with the page's rows: once it shows, so do they.
  await expect(page.getByText(/^[\d,]+\+? orders?$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading orders' })).toHaveCount(0);
  const links = table.getByRole('link', { name: /^#\d+$/ });
  return (await links.allTextContents()).map((t) => Number(t.slice(1)));
}
