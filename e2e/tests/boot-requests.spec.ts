import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, firstOrder } from '../support/api';

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

  /**
   * Each staff screen, from a cold start: every script it loads, what it loads once it is up included (the
   * tab's title, the notices' code, a list's filters), is one the page's bootstrap asked for. A script that
   * only the app's code asks for, after it has run, is one more round trip on a phone.
   */
  const SCREENS: Array<{ path: (orderId: number) => string; up: (page: Page) => Promise<void> }> = [
    {
      path: () => '/assigned_orders',
      up: async (page) => {
        await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
        await expect(page.getByLabel('Search orders')).toBeVisible();
        await expect(page).toHaveTitle(/^Assigned Orders · /);
      },
    },
    {
      path: (id) => `/order/${id}`,
      up: async (page) => {
        await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
        await expect(page).toHaveTitle(/^Order /);
      },
    },
    {
      path: () => '/dashboard',
      up: async (page) => {
        await expect(page.getByTestId('kpi-value').first()).toBeVisible();
        await expect(page).toHaveTitle(/^Dashboard · /);
      },
    },
  ];
  for (const screen of SCREENS) {
    test(`${screen.path(0).replace('/0', '/{id}')}: every script the screen loads is one the page asked for`, async ({
      page,
      request,
    }) => {
      const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
      const order = await firstOrder(request, `/api/my_orders/?assigned_user=${me.id}&limit=1`, 'staff');
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto(screen.path(order.id));
      await screen.up(page);
      // The app's work once it is idle (the notices' code, mounted), then no request for a while: whatever the
      // screen loads by itself has been asked for.
      await expect(page.locator('[data-toast-host]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      const { asked, entry } = await page.evaluate(() => ({
        asked: Array.from(document.querySelectorAll('link[rel="modulepreload"][data-boot]')).map(
          (link) => new URL((link as HTMLLinkElement).href).pathname,
        ),
        entry: new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src)
          .pathname,
      }));
      const fromCode = scripts.filter((path) => path.startsWith('/assets/') && path !== entry);
      expect(fromCode.length).toBeGreaterThan(3);
      expect(fromCode.filter((path) => !asked.includes(path))).toEqual([]);
    });
  }

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
