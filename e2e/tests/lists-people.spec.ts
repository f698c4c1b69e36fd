import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { STORAGE } from '../support/accounts';

test.use({ storageState: STORAGE.admin });

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

/** The e-mail column of the table shown (its 2nd cell). */
async function shownEmails(page: Page, table: string, progress: string): Promise<string[]> {
  await expect(page.getByRole('progressbar', { name: progress })).toHaveCount(0);
  return page.getByRole('table', { name: table }).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

test('leads: a header sorts on the server, rows per page, a reload keeps the view, the export holds the same order', async ({
  page,
}) => {
  await page.goto('/leads');
  await header(page, 'Email').getByRole('button').click();
  await expect(page).toHaveURL(/ordering=email/);
  await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/page_size=25/);
  await expect
    .poll(async () => (await shownEmails(page, 'Leads', 'Loading leads')).length)
    .toBeGreaterThan(10);
  const shown = await shownEmails(page, 'Leads', 'Loading leads');
  await page.reload();
  await expect.poll(() => shownEmails(page, 'Leads', 'Loading leads')).toEqual(shown);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks = await (await download.createReadStream()).toArray();
  const rows = parse(Buffer.concat(chunks).toString('utf8'), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  expect(rows.slice(0, shown.length).map((row) => row.email)).toEqual(shown);
});

test('staff users: the server searches and sorts, and the view is in the URL', async ({ page }) => {
  await page.goto('/staff_users?ordering=-email');
  await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'descending');
  const emails = await shownEmails(page, 'Staff users', 'Loading staff users');
  expect(emails.length).toBeGreaterThan(0);
  expect(emails).toEqual([...emails].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  await page.getByRole('searchbox', { name: 'Search staff users' }).fill('staff@example.com');
  await expect(page).toHaveURL(/q=staff%40example\.com/);
  await expect
    .poll(() => shownEmails(page, 'Staff users', 'Loading staff users'))
    .toEqual(['staff@example.com']);
});
