import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { authHeaders } from '../support/api';
import { showClientVouchers } from '../support/clients';

import type { TClient, TUploadVouchersResponse } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

/**
 * Found by a tester: for a client with 412 codes, Show Vouchers made a 155,062-character link, and a reload
 * showed a raw JSON 431. The link now names the client (clientName, client_id) and the view pages the codes
 * from the server, so that a reload, a bookmark or a shared link works whatever the number of codes.
 */
// One past the lists' count cap (10,000: the pager reads "10,000+"), and a link of over a million characters
// the old way; more codes only make the upload slower.
const CODES = 10_001;
/** The longest client view link that may carry its voucherList (the app's limit). */
const MAX_LINK = 4096;

const stamp = () => `${Date.now()}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!).toUpperCase();

/** A client with CODES codes in one voucher, uploaded as a CSV through the API. */
async function clientWithManyCodes(request: APIRequestContext, name: string, prefix: string) {
  const headers = await authHeaders(request);
  const made = await request.post('/api/save-clients/', {
    headers,
    data: {
      name,
      contact: 9123456780,
      client_type: 1,
      potential: 'High',
      address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
      is_advertisible: false,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const client = (await made.json()) as TClient;
  const lines = ['voucher_code,voucher_detail,cost'];
  for (let i = 0; i < CODES; i += 1) lines.push(`${prefix}${String(i).padStart(6, '0')},Bulk offer,15`);
  const uploaded = await request.post(
    `/api/upload_vouchers?client_id=${client.id}&expiry_date=2099-06-15T00:00:00.000Z`,
    {
      headers,
      multipart: { file: { name: 'bulk.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) } },
      // A safety net for a loaded machine, not a timing assertion.
      timeout: 60_000,
    },
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  expect((await uploaded.json()) as TUploadVouchersResponse).toMatchObject({
    vouchers_created: 1,
    codes_created: CODES,
  });
  return client;
}

const table = (page: Page) => page.getByRole('table', { name: 'Vouchers' });
/** The Voucher Code column of the rows shown. */
const shownCodes = (page: Page) => table(page).getByRole('row').locator('td:nth-child(3)').allTextContents();
const code = (prefix: string, i: number) => `${prefix}${String(i).padStart(6, '0')}`;

test('the client view of a client with 10,001 codes has a short link that reloads to the same rows', async ({
  page,
  request,
}) => {
  const prefix = `BULK${stamp()}`;
  const name = `Bulk Codes ${prefix}`;
  const client = await clientWithManyCodes(request, name, prefix);

  await showClientVouchers(page, name);
  const link = new URL(page.url());
  expect(`${link.pathname}${link.search}`.length).toBeLessThanOrEqual(MAX_LINK);
  expect(link.searchParams.get('clientName')).toBe(name);
  expect(link.searchParams.get('client_id')).toBe(String(client.id));
  await expect(page.getByRole('heading', { level: 1, name: `${name} Vouchers` })).toBeVisible();
  const first = Array.from({ length: 10 }, (_, i) => code(prefix, i));
  await expect.poll(() => shownCodes(page)).toEqual(first);
  await expect(page.getByText(`1–10 of 10,000+`)).toBeVisible();

  // A reload (and so a bookmark or a shared link) shows the same rows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Vouchers` })).toBeVisible();
  await expect.poll(() => shownCodes(page)).toEqual(first);

  // Another page and another page size are in the link too, and survive a reload.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect
    .poll(() => shownCodes(page))
    .toEqual(Array.from({ length: 10 }, (_, i) => code(prefix, 10 + i)));
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  const hundred = Array.from({ length: 100 }, (_, i) => code(prefix, i));
  await expect.poll(() => shownCodes(page)).toEqual(hundred);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  const second = Array.from({ length: 100 }, (_, i) => code(prefix, 100 + i));
  await expect.poll(() => shownCodes(page)).toEqual(second);
  expect(new URL(page.url()).searchParams.get('page_size')).toBe('100');
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  await page.reload();
  await expect.poll(() => shownCodes(page)).toEqual(second);
  expect(page.url().length).toBeLessThanOrEqual(new URL(page.url()).origin.length + MAX_LINK);
});

test('a link too long to read opens a page that says so, not a raw JSON error', async ({ page }) => {
  const response = await page.goto(`/clientVouchers?clientName=Acme&voucherList=${'A'.repeat(100_000)}`);
  expect(response?.status()).toBe(431);
  await expect(page.getByRole('heading', { name: 'This link is too long to open' })).toBeVisible();
  await page.getByRole('link', { name: 'go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
