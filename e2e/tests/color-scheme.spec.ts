import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';

test.use({ storageState: STORAGE.admin });

const html = (page: Page) => page.locator('html');
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const DARK_BACKGROUND = 'rgb(18, 18, 18)';

async function chooseScheme(page: Page, label: 'Light theme' | 'Dark theme' | 'System theme') {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitemradio', { name: label }).click();
  await expect(page.getByRole('menuitemradio', { name: label })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test('the account menu switches the colour scheme, which survives a reload and shows before the app', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');

  await chooseScheme(page, 'Dark theme');
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

  // Before the first paint: with the app's code held back, the page is already dark (no light flash).
  await page.route('**/assets/**', (route) => route.abort());
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await page.unroute('**/assets/**');

  // And once the app is there, it keeps the choice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_BACKGROUND);

  // System follows the system's preference, as it changes.
  await chooseScheme(page, 'System theme');
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await chooseScheme(page, 'Light theme');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-mui-color-scheme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
