import { gzipSync } from 'node:zlib';

import { expect, test, type Response } from '@playwright/test';

import { ADMIN } from '../support/accounts';
import { expectNotice, watchForNotices } from '../support/notices';

test.describe('without signing in', () => {
  for (const path of ['/dashboard', '/users', '/assigned_orders', '/', '/qr_codes?id=4']) {
    test(`the guard sends ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }

  test('the error pages and the welcome page read as specified', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('This is 404 page')).toBeVisible();
    await page.goto('/500');
    await expect(page.getByText('This is 500 page')).toBeVisible();
    await page.goto('/welcome');
    await expect(page.getByText('Welcome page')).toBeVisible();
    await expect(page.getByText('PrintHub').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a visit that starts at a public screen loads its scripts compressed, and nothing of the signed-in app', async ({
    page,
  }) => {
    const scripts = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        scripts.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
      }
    });
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'This is 404 page' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · PrintHub');
    await page.waitForLoadState('load');
    const paths = [...scripts.keys()];
    // The screen's own chunk, but neither the shell nor another screen.
    expect(paths.some((path) => path.startsWith('/assets/status-page-'))).toBe(true);
    expect(
      paths.filter((path) => /^\/assets\/(signed-in|dashboard-page|order-list-route)-/.test(path)),
    ).toEqual([]);
    // The build's brotli copy, for every script big enough to have one.
    expect(scripts.get(paths.find((path) => path.startsWith('/assets/react-'))!)).toBe('br');

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('the sign-in form requires both fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('This field is Required')).toHaveCount(2);
    await expect(page).toHaveURL(/\/login/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: /hide password/i }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server’s message as a toast and signs nobody in', async ({ page }) => {
    await watchForNotices(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectNotice(page, 'Invalid email or password');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a visit that starts at sign-in loads ≤ 218.5 kB of gzipped JS, and the shell only once signed in', async ({
    page,
  }) => {
    const scripts = new Map<string, number>();
    const measured: Array<Promise<void>> = [];
    const measure = (response: Response) => {
      if (!response.url().endsWith('.js')) return;
      measured.push(
        response.body().then((body) => {
          scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
        }),
      );
    };
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', measure);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?next=%2Fusers$/);
    // Every script the visit loads: the page's own, then the notices' containers, which load just after the
    // first render; once the network is quiet, every script's size is measured. The sizes stop there: a body
    // still being read when the test ends would fail it.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', measure);
    await Promise.all(measured);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(requested.some((path) => path.startsWith('/assets/signed-in-'))).toBe(false);
    // The sign-in route's budget (apps/web/scripts/bundle-budgets.ts, 208.4 kB) and the notices' containers
    // with react-toastify (10.1 kB), which the budget leaves out: no screen needs them to draw.
    expect(total).toBeLessThanOrEqual(218_500);

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    expect(requested.some((path) => path.startsWith('/assets/signed-in-'))).toBe(true);
  });
});

test('the API reference page renders the OpenAPI document under the security headers', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /PrintHub API/ })).toBeVisible();
  await expect(page.getByText('/api/admin-login').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
