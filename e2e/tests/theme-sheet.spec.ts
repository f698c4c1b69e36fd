import { expect, test, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';

/**
 * The theme's global styles (both schemes' CSS variables and the baseline) come written in index.html by the
 * build, so that no page compiles and inserts them as it starts. They must be exactly what the app would
 * insert itself: the same rules, in the same order, on a page that lacks them.
 */

/** The rules of the page's prebuilt theme sheet, as the browser read them. */
const prebuiltRules = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.head.querySelector<HTMLStyleElement>('style[data-theme-sheet]')?.sheet;
    return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText) : null;
  });

/** The global rules emotion inserted (MUI's theme variables and CssBaseline), in order. */
const insertedGlobalRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css-global"]')).flatMap(
      (style) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText),
    ),
  );

/** The page at `path` without its prebuilt theme sheet, as the dev server serves it. */
async function withoutPrebuiltSheet(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const stripped = html.replace(/<style data-theme-sheet>[^<]*<\/style>/, '');
      expect(stripped).not.toBe(html);
      await route.fulfill({ response, body: stripped });
    },
  );
}

for (const { path, ready, storage } of [
  { path: '/login', ready: { role: 'button', name: 'Login' }, storage: undefined },
  { path: '/dashboard', ready: { role: 'heading', name: 'Dashboard' }, storage: STORAGE.staff },
] as const) {
  test.describe(path, () => {
    test.use({ storageState: storage ?? { cookies: [], origins: [] } });

    test('the page has the theme’s global styles from the build, the same as the app inserts without them', async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
      const prebuilt = await prebuiltRules(page);
      expect(prebuilt?.length).toBeGreaterThan(10);
      // Given in the page, the app inserts none of them itself: only its components' own global rules (the
      // inputs' autofill keyframes).
      expect((await insertedGlobalRules(page)).join('\n')).not.toMatch(/--mui-palette|(^|\n)body/);
      expect(prebuilt!.join('\n')).toContain('--mui-palette-primary-main');

      await withoutPrebuiltSheet(page, path);
      await page.reload();
      await expect(page.getByRole(ready.role, { name: ready.name })).toBeVisible();
      expect(await prebuiltRules(page)).toBeNull();
      // Without them, the app inserts the same rules, in the same order, before any component's.
      await expect
        .poll(async () => (await insertedGlobalRules(page)).slice(0, prebuilt!.length))
        .toEqual(prebuilt);
      const rest = (await insertedGlobalRules(page)).slice(prebuilt!.length);
      expect(rest.join('\n')).not.toMatch(/--mui-palette|(^|\n)body/);
    });
  });
}
