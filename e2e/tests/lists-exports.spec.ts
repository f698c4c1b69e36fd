import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';

import type { TClient } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

/** The downloaded CSV's rows, by column name. */
async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const chunks = await (await download.createReadStream()).toArray();
  return parse(Buffer.concat(chunks).toString('utf8'), { columns: true, skip_empty_lines: true, bom: true });
}

async function exportCsv(page: Page, name: string): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return csvRows(download);
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

test('vouchers: a search, a state and a sort, every page as shown is the export, row for row', async ({
  page,
  request,
}) => {
  // A client of this test's own, with one voucher of 24 codes, 16 of them active: two pages of 10 and more.
  const stamp = `${Date.now()}`;
  const CLIENT = `Export Check ${stamp}`;
  const headers = await authHeaders(request);
  const made = await request.post('/api/save-clients/', {
    headers,
    data: {
      name: CLIENT,
      contact: 9123456780,
      client_type: 1,
      potential: 'Medium',
      address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
      is_advertisible: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const client = (await made.json()) as TClient;
  const voucher = await request.post('/api/save-voucher/', {
    headers,
    data: {
      client: client.id,
      voucher_detail: 'Export check',
      cost: 10,
      expiry_date: '2099-06-15',
      is_single: false,
      vouchers: Array.from({ length: 24 }, (_, i) => ({
        voucher_code: `EXP${stamp}${String((i * 7) % 24).padStart(2, '0')}`,
        is_active: i % 3 > 0,
      })),
    },
  });
  expect(voucher.status(), await voucher.text()).toBe(201);

  const table = page.getByRole('table', { name: 'Vouchers' });
  /** The page's rows once loaded: [client, code]. */
  const shownRows = async () => {
    await expect(page.getByRole('progressbar', { name: 'Loading vouchers' })).toHaveCount(0);
    const clients = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    const codes = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
    return clients.map((client, i) => [client, codes[i]!] as const);
  };

  await page.goto('/vouchers');
  await page.getByRole('searchbox', { name: 'Search Vouchers' }).fill(CLIENT);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(CLIENT);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/state=active/);
  const code = header(page, 'Voucher Code');
  await code.getByRole('button').click();
  await expect(page).toHaveURL(/ordering=voucher_code/);
  await code.getByRole('button').click();
  await expect(page).toHaveURL(/ordering=-voucher_code/);
  await expect(code).toHaveAttribute('aria-sort', 'descending');

  // Every page of the filtered list, as the screen shows it.
  const shown: string[] = [];
  let pages = 0;
  for (;;) {
    const rows = await shownRows();
    for (const [client] of rows) expect(client).toBe(CLIENT);
    shown.push(...rows.map(([, c]) => c));
    pages += 1;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const before = page.url();
    await next.click();
    await expect(page).not.toHaveURL(before);
    // The previous page stays on screen until the next one arrives: wait for its rows, not just the URL.
    await expect(table.locator('tbody tr td:nth-child(3)').first()).not.toHaveText(rows[0]![1]);
  }
  expect(pages).toBe(2);
  expect(shown).toHaveLength(16);
  expect(shown).toEqual([...shown].sort().reverse());

  const exported = await exportCsv(page, 'vouchers');
  expect(exported.map((row) => row.voucher_code)).toEqual(shown);
  for (const row of exported) expect(row).toMatchObject({ client: CLIENT, is_active: 'true' });
});

test('referrals: a search and an order, every card as it loads is the export, in order', async ({
  page,
  request,
}) => {
  // A search that finds more than one load of cards (50) but not hundreds: the first of a few that does.
  let search: string | undefined;
  for (const candidate of ['ar', 'an', 'sh', 'ra', 'in', 'ya', 'ee']) {
    const { count } = await apiGet<{ count: number }>(
      request,
      `/referral_app/referrals-stats/?limit=1&query=${candidate}`,
    );
    if (count > 50 && count <= 200) {
      search = candidate;
      break;
    }
  }
  expect(search, 'a search finding 51 to 200 referrers').toBeDefined();

  await page.goto('/referrals');
  await page.getByRole('searchbox', { name: 'Search referrals' }).fill(search!);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(search);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Last name A–Z' }).click();
  await expect(page).toHaveURL(/ordering=last_name/);

  // Only referrers with referrals get a card; the export lists every referrer the search finds.
  const exported = await exportCsv(page, 'referrals');
  expect(exported.length).toBeGreaterThan(50);
  const expected = exported
    .filter((row) => Number(row.referrals) > 0)
    .map((row) => `${row.first_name} ${row.last_name}`.trim());
  expect(expected.length).toBeGreaterThan(50);

  const cards = page.getByRole('main').getByRole('article');
  const bar = page.getByTestId('referrals-loading-bar');
  // The bar at the bottom loads the next 50 as it scrolls into view, until the cards are all there.
  await expect
    .poll(async () => {
      await bar.scrollIntoViewIfNeeded();
      return cards.count();
    })
    .toBe(expected.length);
  await expect(bar.getByRole('status')).toHaveCount(0);
  expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expected);
});
