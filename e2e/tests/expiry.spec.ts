import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { expectDateShown } from '../support/forms';

import type { TClient, TQrCode, TVoucherInfo } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

/** A suffix no other test uses (letters only: the voucher search also matches costs). */
const unique = () => `${Date.now()}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** Today's date a year on, as the upload dialog's date field starts (the last day of February when needed). */
function yearAhead(now = new Date()): string {
  const year = now.getFullYear() + 1;
  const lastDay = new Date(year, now.getMonth() + 1, 0).getDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(now.getMonth() + 1)}-${pad(Math.min(now.getDate(), lastDay))}`;
}

/** A validity's UTC day is over: the rule of scans and purchases, and of the lists' "Expired" mark. */
const expired = (iso: string) => iso.slice(0, 10) < new Date().toISOString().slice(0, 10);

async function createClient(request: APIRequestContext, name: string) {
  const res = await request.post('/api/save-clients/', {
    headers: await authHeaders(request),
    data: {
      name,
      contact: 9123456780,
      client_type: 1,
      potential: 'Medium',
      address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
      is_advertisible: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TClient;
}

const rowWith = (page: Page, table: string, cellText: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });

test.describe('Validity and expiry', () => {
  test("a CSV's rows without expiry_date take the upload dialog's validity, a year ahead, and it says so", async ({
    page,
    request,
  }) => {
    const stamp = unique().toUpperCase();
    const client = await createClient(request, `Expiry CSV ${stamp}`);
    const csv = [
      'voucher_code,voucher_detail,cost,expiry_date',
      `EXPA${stamp},Free coffee,50,`,
      `EXPB${stamp},Free coffee,50,`,
      `EXPC${stamp},Cake slice,30,2099-06-15`,
    ].join('\n');

    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Upload Vouchers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Vouchers' });
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: client.name, exact: true }).click();
    const validity = yearAhead();
    await expectDateShown(dialog, 'Validity of rows without expiry_date', validity);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Proceed' }).click(),
    ]);
    await chooser.setFiles({ name: 'vouchers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(
      dialog.getByText(
        `Uploaded 2 vouchers with 3 codes; 2 codes without an expiry_date are valid until ${validity}`,
      ),
    ).toBeVisible();

    const stored = await apiGet<TVoucherInfo[]>(request, `/api/get-voucher/?client_id=${client.id}`);
    const expiryOf = (code: string) =>
      stored.find((info) => info.vouchers.some((v) => v.voucher_code === code))?.expiry_date.slice(0, 10);
    expect([`EXPA${stamp}`, `EXPB${stamp}`, `EXPC${stamp}`].map(expiryOf)).toEqual([
      validity,
      validity,
      '2099-06-15',
    ]);
    // None of them is expired: the list marks none.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search Vouchers' }).fill(`EXPA${stamp}`);
    await expect(rowWith(page, 'Vouchers', `EXPA${stamp}`)).toBeVisible();
    await expect(rowWith(page, 'Vouchers', `EXPA${stamp}`).getByText('Expired')).toHaveCount(0);
  });

  test('an expired QR code is marked "Expired" in the list, not with the active dot', async ({
    page,
    request,
  }) => {
    const codes = await apiGet<TQrCode[]>(request, '/api/get-qr-codes/');
    // The demo data has expired QR codes that are still switched on.
    const old = codes.find((qr) => qr.is_active && expired(qr.validity));
    expect(old, 'an active, expired demo QR code').toBeDefined();
    await page.goto(`/qr_codes?id=${old!.id}`);
    const row = rowWith(page, 'QR codes', old!.code);
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Active' })).toHaveCount(0);

    const live = codes.find((qr) => qr.is_active && !expired(qr.validity));
    expect(live, 'an active, valid demo QR code').toBeDefined();
    await page.goto(`/qr_codes?id=${live!.id}`);
    await expect(rowWith(page, 'QR codes', live!.code).getByRole('img', { name: 'Active' })).toBeVisible();
    await expect(rowWith(page, 'QR codes', live!.code).getByText('Expired')).toHaveCount(0);
  });

  test('the codes of an expired voucher are marked "Expired" in the vouchers list', async ({
    page,
    request,
  }) => {
    const infos = await apiGet<TVoucherInfo[]>(request, '/api/get-voucher/');
    // The demo data has an expired voucher.
    const old = infos.find((info) => expired(info.expiry_date) && info.vouchers.length > 0);
    expect(old, 'an expired demo voucher').toBeDefined();
    await page.goto(`/vouchers?id=${old!.id}`);
    const row = rowWith(page, 'Vouchers', old!.vouchers[0]!.voucher_code);
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  });
});
