import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';

/**
 * index.html's inline bootstrap in a real browser: the page's Content-Security-Policy allows it (by the hash
 * of the minified text the build wrote) however index.html is asked for, and it asks for a staff screen's
 * scripts only when a token is stored; a signed-out visitor, who sees the sign-in screen, asks for none.
 */

/** The `modulepreload` links of the page at low priority (the bootstrap's), and every CSP violation. */
async function visit(page: Page, path: string) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  const links = await page
    .locator('link[rel="modulepreload"][fetchpriority="low"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  return { links, violations };
}

test.describe('signed in as staff', () => {
  test.use({ storageState: STORAGE.staff });

  test('the bootstrap runs, sends the list’s data and asks for the screen’s scripts', async ({ page }) => {
    const data = page.waitForRequest((request) => request.url().includes('/api/my_orders/'));
    const { links, violations } = await visit(page, '/assigned_orders');
    await data;
    expect(violations).toEqual([]);
    expect(links.length).toBeGreaterThan(10);
    expect(links.some((href) => /\/assets\/order-list-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('/index.html asked for by name is under the same policy: the bootstrap is not blocked', async ({
    page,
  }) => {
    const { violations } = await visit(page, '/index.html');
    expect(violations).toEqual([]);
  });
});

test('signed out, a staff path asks for none of the app’s scripts', async ({ page }) => {
  const { links, violations } = await visit(page, '/assigned_orders');
  expect(violations).toEqual([]);
  expect(links).toEqual([]);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
