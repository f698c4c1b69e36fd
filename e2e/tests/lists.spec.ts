import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { STORAGE } from '../support/accounts';
import { shownOrderIds } from '../support/orders';

test.use({ storageState: STORAGE.admin });

/** The downloaded CSV's rows, by column name. */
async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const chunks = await (await download.createReadStream()).toArray();
  return parse(Buffer.concat(chunks).toString('utf8'), { columns: true, skip_empty_lines: true, bom: true });
}

async function exportCsv(page: Page): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\d{4}-\d{2}-\d{2}\.csv$/);
  return csvRows(download);
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

async function chooseRowsPerPage(page: Page, size: number) {
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

test('orders: sort, rows per page, pages, a status filter, the URL after a reload, and the export', async ({
  page,
}) => {
  await page.goto('/total_orders');
  await header(page, 'Order #').getByRole('button').click();
  await expect(page).toHaveURL(/ordering=id/);
  await expect(header(page, 'Order #')).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await shownOrderIds(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await header(page, 'Order #').getByRole('button').click();
  await expect(page).toHaveURL(/ordering=-id/);
  await expect.poll(async () => (await shownOrderIds(page))[0]).toBeGreaterThan(ascending.at(-1)!);
  const descending = await shownOrderIds(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await page.getByRole('option', { name: 'Out For Delivery' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=confirmed&status=out-for-delivery/);
  await chooseRowsPerPage(page, 25);
  await expect(page).toHaveURL(/page_size=25/);
  await expect.poll(async () => (await shownOrderIds(page)).length).toBeGreaterThan(10);
  const secondPage = page.waitForResponse(
    (r) => r.url().includes('/api/all-orders/') && new URL(r.url()).searchParams.get('offset') === '25',
  );
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The screen shows the server's second page once it arrives. It is compared with that answer, not with the
  // first page's ids: other specs move orders meanwhile, and a row may pass from one page to the next.
  const second = ((await (await secondPage).json()) as { results: { id: number }[] }).results.map(
    (o) => o.id,
  );
  expect(second.length).toBeGreaterThan(0);
  expect(second).toEqual([...second].sort((a, b) => b - a));
  await expect.poll(() => shownOrderIds(page)).toEqual(second);
  const chips = await page.getByRole('table', { name: 'Orders' }).locator('tbody tr').allInnerTexts();
  for (const row of chips) expect(row).toMatch(/Confirmed|Out For Delivery/);

  // After a reload the URL asks for the same page again, and the screen shows what the server answers to it.
  // (Other specs move orders meanwhile, so the rows are compared with that answer, not with the ids read before.)
  const listAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/all-orders/') && r.request().method() === 'GET',
  );
  await page.reload();
  const answer = await listAnswer;
  const asked = new URL(answer.url()).searchParams;
  expect({ offset: asked.get('offset'), limit: asked.get('limit'), ordering: asked.get('ordering') }).toEqual(
    {
      offset: '25',
      limit: '25',
      ordering: '-id',
    },
  );
  const answered = ((await answer.json()) as { results: { id: number }[] }).results.map((o) => o.id);
  await expect.poll(() => shownOrderIds(page)).toEqual(answered);
  expect(answered.length).toBeGreaterThan(0);
  await expect(header(page, 'Order #')).toHaveAttribute('aria-sort', 'descending');

  // The export holds the filter's orders in the list's order, every one of them in a status of the filter.
  const rows = await exportCsv(page);
  const exported = rows.map((row) => Number(row.id));
  expect(exported.length).toBeGreaterThan(25);
  expect(exported).toEqual([...exported].sort((a, b) => b - a));
  for (const row of rows) expect(['confirmed', 'out-for-delivery']).toContain(row.status);
});

test('QR codes: server pages sorted by a header, the state filter, a reload, and the export row for row', async ({
  page,
}) => {
  const codes = async () => {
    const table = page.getByRole('table', { name: 'QR codes' });
    await expect(page.getByRole('progressbar', { name: 'Loading QR codes' })).toHaveCount(0);
    return table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  };
  await page.goto('/qr_codes');
  await header(page, 'Qr Code').getByRole('button').click();
  await expect(page).toHaveURL(/ordering=code/);
  await expect(header(page, 'Qr Code')).toHaveAttribute('aria-sort', 'ascending');

  const filter = page.getByRole('combobox', { name: 'Filter' });
  await filter.click();
  await page.getByRole('option', { name: 'Active QRs', exact: true }).click();
  await expect(page).toHaveURL(/filter=active/);
  // Drawn with the filter (the same render shows the list's loading bar until its rows arrive).
  await expect(filter).toHaveText('Active QRs');

  // Every page of the filtered list, as the screen shows it.
  const shown: string[] = [];
  for (;;) {
    const rows = await codes();
    shown.push(...rows);
    const next = page.getByRole('button', { name: 'Go to next page' });
    if (await next.isDisabled()) break;
    const before = page.url();
    await next.click();
    await expect(page).not.toHaveURL(before);
    // The previous page stays on screen until the next one arrives: wait for its rows, not just the URL.
    await expect(
      page.getByRole('table', { name: 'QR codes' }).locator('tbody tr td:nth-child(3)').first(),
    ).not.toHaveText(rows[0]!);
  }
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, 'en', { numeric: false })));

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filter' })).toHaveText('Active QRs');
  await expect(header(page, 'Qr Code')).toHaveAttribute('aria-sort', 'ascending');

  const exported = (await exportCsv(page)).map((row) => row.code);
  expect(exported).toEqual(shown);
});

test('users: sort by e-mail, rows per page, a reload keeps the view', async ({ page }) => {
  const emails = () =>
    page.getByRole('table', { name: 'Users' }).locator('tbody tr td:nth-child(2)').allInnerTexts();
  await page.goto('/users');
  await header(page, 'Email').getByRole('button').click();
  await expect(page).toHaveURL(/ordering=email/);
  // The sorted page on screen before the next choice, as a user would see it (the list's refetch settled).
  await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await chooseRowsPerPage(page, 25);
  await expect.poll(async () => (await emails()).length).toBe(25);
  const shown = await emails();
  expect(shown).toEqual([...shown].sort());
  await page.reload();
  await expect.poll(emails).toEqual(shown);
  await expect(header(page, 'Email')).toHaveAttribute('aria-sort', 'ascending');
});
