import fs from 'node:fs';
import http from 'node:http';

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { hasExpired } from '@printhub/contract';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { decodeQrPng, makePng, readZip } from '../support/files';
import { typeDate } from '../support/forms';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TAppInfo, TQrCode } from '@printhub/contract';
import type { AddressInfo } from 'node:net';

test.use({ storageState: STORAGE.admin });

const VALIDITY = '2099-06-15';
let counter = 0;
/** A code (and company) no other test uses, so tests stay independent and run in any order. */
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}${Date.now()}${counter}`;
};

const qrTable = (page: Page) => page.getByRole('table', { name: 'QR codes' });
const qrRow = (page: Page, code: string) =>
  qrTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });

async function allQrCodes(request: APIRequestContext) {
  return apiGet<TQrCode[]>(request, '/api/get-qr-codes/');
}

/**
 * The list's page the screen itself was sent for `state` (undefined: all QRs) while `action` ran: other tests
 * add and change QR codes beside this one, so its counts are the screen's own answer's, not a later read.
 */
async function pageAnswer(page: Page, state: string | undefined, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname === '/api/get-qr-codes/' &&
      url.searchParams.get('state') === (state ?? null) &&
      response.ok()
    );
  });
  await action();
  return (await (await answered).json()) as { count: number; results: TQrCode[] };
}

async function qrById(request: APIRequestContext, id: number) {
  const [qr] = await apiGet<TQrCode[]>(request, `/api/get-qr-codes/?id=${id}`);
  expect(qr, `QR code ${id}`).toBeDefined();
  return qr!;
}

async function qrByCode(request: APIRequestContext, code: string) {
  const qr = (await allQrCodes(request)).find((q) => q.code === code);
  expect(qr, `QR code ${code} on the server`).toBeDefined();
  return qr!;
}

/** Set-up through the API: a URL QR code (or an image one), valid until VALIDITY. */
async function createQr(
  request: APIRequestContext,
  fields: { code: string; company: string; url?: string; image?: Buffer; value?: number },
) {
  const res = await request.post('/api/save-qr-codes/', {
    headers: await authHeaders(request),
    multipart: {
      code: fields.code,
      company: fields.company,
      value: String(fields.value ?? 25),
      validity: VALIDITY,
      redirection_url: fields.image ? '' : (fields.url ?? `https://example.com/e2e/${fields.code}`),
      ...(fields.image ? { image: { name: 'logo.png', mimeType: 'image/png', buffer: fields.image } } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TQrCode;
}

/** Set-up through the API: the update call with every field, is_active flipped to `active`. */
async function setActive(request: APIRequestContext, qr: TQrCode, active: boolean) {
  const res = await request.post(`/api/update-qr-codes/?qr_id=${qr.id}`, {
    headers: await authHeaders(request),
    multipart: {
      code: qr.code,
      company: qr.company,
      value: String(qr.value),
      validity: qr.validity,
      count: String(qr.count),
      redirection_url: qr.redirection_url,
      is_active: String(active),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A stand-in for a QR code's target site on this machine; it records the pages it was asked for. */
async function startLandingSite() {
  const visits: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url !== '/favicon.ico') visits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', connection: 'close' });
    res.end('<!doctype html><title>Landing</title><h1>Target reached</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    visits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search Qr Codes' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** The codes the table shows, in order, once the list has loaded. */
async function shownCodes(page: Page): Promise<string[]> {
  await expect(page.getByRole('progressbar', { name: 'Loading QR codes' })).toHaveCount(0);
  // Read in one go: a row counted first and read after could be gone by then (the next answer drawn),
  // and reading it would wait for it until the test's own timeout.
  return qrTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const cells = row.querySelectorAll('td');
        return cells.length > 2 ? [cells[2]!.textContent ?? ''] : [];
      }),
    );
}

test.describe('QR Code Generator', () => {
  test('Generate QR creates a URL QR and an image QR through the dialog, refusing a non-.png file', async ({
    page,
    request,
  }) => {
    const company = unique('E2E Generate Co ');
    const urlCode = unique('E2EURL');
    const imageCode = unique('E2EIMG');
    const target = `https://example.com/e2e/${urlCode}`;
    await watchForNotices(page);
    await page.goto('/qr_codes');
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible();

    // A URL QR code.
    await page.getByRole('button', { name: 'Generate QR' }).click();
    let dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await expect(dialog.getByRole('radio', { name: 'URL' })).toBeChecked();
    // Nothing filled in: every required field says so, and nothing is sent.
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog.getByText('This field is Required')).toHaveCount(4);
    await typeDate(dialog, 'Validity', VALIDITY);
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('40');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill(company);
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(urlCode);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill(target);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, `QR code ${urlCode} generated`);

    // An image QR code: a text file is refused before anything is sent, a real PNG is taken.
    const logo = makePng();
    await page.getByRole('button', { name: 'Generate QR' }).click();
    dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeDate(dialog, 'Validity', VALIDITY);
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('15');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill(company);
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(imageCode);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill('https://example.com/cleared');
    await dialog.getByRole('radio', { name: 'Image' }).check();
    await expect(dialog.getByRole('textbox', { name: 'Redirection URL' })).toHaveCount(0);
    const fileInput = dialog.getByLabel('Choose .png image');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(dialog.getByText('Only .png images are accepted')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect(dialog.getByText('Only .png images are accepted')).toHaveCount(0);
    await expect(dialog.getByText('logo.png')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await expect(dialog).toBeHidden();
    await expectNotice(page, `QR code ${imageCode} generated`);

    // Both are listed, newest first, with what was typed.
    await search(page, company);
    await expect.poll(() => shownCodes(page)).toEqual([imageCode, urlCode]);
    const urlRow = qrRow(page, urlCode);
    await expect(urlRow).toContainText(company);
    await expect(urlRow.getByRole('cell').nth(4)).toHaveText(VALIDITY);
    await expect(urlRow.getByRole('cell').nth(5)).toHaveText('40');
    await expect(urlRow.getByRole('img', { name: 'Active', exact: true })).toBeVisible();

    // The server holds the same: the URL for one, the image (and no URL) for the other.
    const byUrl = await qrByCode(request, urlCode);
    expect(byUrl).toMatchObject({
      company,
      value: 40,
      redirection_url: target,
      image: null,
      is_active: true,
    });
    expect(byUrl.validity.split('T')[0]).toBe(VALIDITY);
    expect(byUrl.count).toBeGreaterThanOrEqual(100);
    expect(byUrl.count).toBeLessThanOrEqual(999);
    const byImage = await qrByCode(request, imageCode);
    expect(byImage).toMatchObject({ company, value: 15, redirection_url: '', is_active: true });
    expect(byImage.image).not.toBeNull();
    const stored = await request.get(`/api/qr-codes/${byImage.id}/image`, {
      headers: await authHeaders(request),
    });
    expect(stored.status()).toBe(200);
    expect(Buffer.from(await stored.body()).equals(logo)).toBe(true);

    // Scanning the image QR code shows a page with that image.
    await page.goto(`/?qr_code=${imageCode}`);
    const shown = page.getByRole('img', { name: `QR code ${imageCode}` });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(4);
  });

  test('EDIT changes a QR code; the toggle deactivates it, whose scan then shows the inactive page', async ({
    page,
    request,
  }) => {
    const code = unique('E2EEDIT');
    const qr = await createQr(request, { code, company: unique('E2E Edit Co '), value: 10 });
    const company = unique('E2E Edited Co ');
    await page.goto('/qr_codes');
    await search(page, code);
    const row = qrRow(page, code);
    await expect(row).toBeVisible();
    const actions = page.getByRole('toolbar', { name: 'QR code actions' });
    await expect(actions.getByRole('button', { name: 'EDIT' })).toBeDisabled();
    await expect(actions.getByRole('button', { name: 'Activate/Deactivate' })).toBeDisabled();

    await row.getByRole('checkbox', { name: `Select QR ${code}` }).check();
    await actions.getByRole('button', { name: 'EDIT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit QR' });
    await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toHaveValue(qr.company);
    await expect(dialog.getByRole('spinbutton', { name: 'QR code value' })).toHaveValue('10');
    await expect(dialog.getByRole('textbox', { name: 'Qr Code' })).toHaveValue(code);
    await expect(dialog.getByRole('textbox', { name: 'Redirection URL' })).toHaveValue(qr.redirection_url);
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill(company);
    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('75');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(company);
    await expect(row.getByRole('cell').nth(5)).toHaveText('75');
    expect(await qrById(request, qr.id)).toMatchObject({
      code,
      company,
      value: 75,
      count: qr.count,
      redirection_url: qr.redirection_url,
      is_active: true,
    });

    // With the one row selected, the toggle names what it will do.
    await actions.getByRole('button', { name: 'Deactivate QR', exact: true }).click();
    await expect(row.getByRole('img', { name: 'Inactive', exact: true })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Activate QR', exact: true })).toBeEnabled();
    expect((await qrById(request, qr.id)).is_active).toBe(false);

    // An inactive code's scan says so (410) and counts nothing.
    const refused = await request.get(`/?qr_code=${code}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(410);
    await page.goto(`/?qr_code=${code}`);
    await expect(page.getByRole('heading', { name: 'This QR code is no longer active.' })).toBeVisible();
    expect((await qrById(request, qr.id)).count).toBe(qr.count);

    // Activated again, it redirects once more.
    await page.goto(`/qr_codes?q=${code}`);
    await qrRow(page, code)
      .getByRole('checkbox', { name: `Select QR ${code}` })
      .check();
    await actions.getByRole('button', { name: 'Activate QR', exact: true }).click();
    await expect(qrRow(page, code).getByRole('img', { name: 'Active', exact: true })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Deactivate QR', exact: true })).toBeEnabled();
    expect((await qrById(request, qr.id)).is_active).toBe(true);
    const again = await request.get(`/?qr_code=${code}`, { maxRedirects: 0 });
    expect(again.status()).toBe(302);
  });

  test('EDIT of an image QR code starts in image mode; deactivating it keeps the image', async ({
    page,
    request,
  }) => {
    const code = unique('E2EIMGEDIT');
    const logo = makePng(5, 5, [200, 30, 30, 255]);
    const qr = await createQr(request, { code, company: unique('E2E Image Co '), image: logo });
    await page.goto('/qr_codes');
    await search(page, code);
    await qrRow(page, code)
      .getByRole('checkbox', { name: `Select QR ${code}` })
      .check();
    const actions = page.getByRole('toolbar', { name: 'QR code actions' });
    await actions.getByRole('button', { name: 'EDIT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit QR' });
    await expect(dialog.getByRole('radio', { name: 'Image' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Redirection URL' })).toHaveCount(0);
    const current = dialog.getByRole('img', { name: 'Current image' });
    await expect(current).toBeVisible();
    await expect.poll(() => current.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(5);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await actions.getByRole('button', { name: 'Deactivate QR', exact: true }).click();
    await expect(qrRow(page, code).getByRole('img', { name: 'Inactive', exact: true })).toBeVisible();
    const saved = await qrById(request, qr.id);
    expect(saved).toMatchObject({ is_active: false, redirection_url: '', image: qr.image });
    const stored = await request.get(`/api/qr-codes/${qr.id}/image`, { headers: await authHeaders(request) });
    expect(Buffer.from(await stored.body()).equals(logo)).toBe(true);
    const scan = await request.get(`/?qr_code=${code}`, { maxRedirects: 0 });
    expect(scan.status()).toBe(410);
    expect(await scan.text()).toContain('This QR code is no longer active.');
  });

  test('the filter and the search narrow the list, and the filter stays in the URL', async ({
    page,
    request,
  }) => {
    const company = unique('E2E Filter Co ');
    const active = await createQr(request, { code: unique('E2EON'), company });
    const inactive = await createQr(request, { code: unique('E2EOFF'), company });
    await setActive(request, inactive, false);
    // Other tests add QR codes meanwhile: each count is compared with the answer the page itself was sent.
    // The filters split the codes as the list marks them: expired ones are under Expired QRs only.
    const all = await pageAnswer(page, undefined, () => page.goto('/qr_codes'));
    const table = qrTable(page);
    // The list pages by 10: its count tells how many the filter selects.
    await expect(page.getByText(new RegExp(` of ${all.count}$`))).toBeVisible();
    expect(all.count).toBeGreaterThanOrEqual(2);
    const filter = page.getByRole('combobox', { name: 'Filter' });
    await expect(filter).toHaveText('All QRs');

    const activeOnes = await pageAnswer(page, 'active', async () => {
      await filter.click();
      await page.getByRole('option', { name: 'Active QRs', exact: true }).click();
    });
    await expect(page).toHaveURL(/filter=active/);
    await expect(page.getByText(new RegExp(` of ${activeOnes.count}$`))).toBeVisible();
    expect(activeOnes.results.every((qr) => qr.is_active && !hasExpired(qr.validity))).toBe(true);
    await expect(table.getByRole('img', { name: 'Inactive', exact: true })).toHaveCount(0);
    await expect(qrRow(page, active.code)).toBeVisible();
    await expect(qrRow(page, inactive.code)).toHaveCount(0);

    const inactiveOnes = await pageAnswer(page, 'inactive', async () => {
      await filter.click();
      await page.getByRole('option', { name: 'Inactive QRs', exact: true }).click();
    });
    await expect(page).toHaveURL(/filter=inactive/);
    await expect(page.getByText(new RegExp(` of ${inactiveOnes.count}$`))).toBeVisible();
    expect(inactiveOnes.results.every((qr) => !qr.is_active && !hasExpired(qr.validity))).toBe(true);
    // This test's own two codes are one under each.
    expect(activeOnes.count).toBeGreaterThanOrEqual(1);
    expect(inactiveOnes.count).toBeGreaterThanOrEqual(1);
    await expect(table.getByRole('img', { name: 'Active', exact: true })).toHaveCount(0);
    await expect(qrRow(page, inactive.code)).toBeVisible();
    await expect(qrRow(page, active.code)).toHaveCount(0);

    // The search matches the company, ignoring case, on top of the filter.
    await search(page, company.toUpperCase());
    await expect.poll(() => shownCodes(page)).toEqual([inactive.code]);
    await page.reload();
    await expect(filter).toHaveText('Inactive QRs');
    await expect.poll(() => shownCodes(page)).toEqual([inactive.code]);

    await filter.click();
    await page.getByRole('option', { name: 'All QRs', exact: true }).click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect.poll(() => shownCodes(page)).toEqual([inactive.code, active.code]);

    // The search matches the code too; nothing matching reads 'No Records found'.
    await search(page, active.code.toLowerCase());
    await expect.poll(() => shownCodes(page)).toEqual([active.code]);
    await search(page, `${active.code}-none`);
    await expect(table.getByText('No Records found')).toBeVisible();
  });

  test('View & Download saves qrcode-{index}.png encoding the scan URL; Download ZIP holds each selected code', async ({
    page,
    request,
  }) => {
    const company = unique('E2E Download Co ');
    const older = await createQr(request, { code: unique('E2EDLA'), company });
    const newer = await createQr(request, { code: unique('E2EDLB'), company });
    const { public_url } = await apiGet<TAppInfo>(request, '/api/app-info');
    const scanUrl = (code: string) => `${public_url.replace(/\/+$/, '')}/?qr_code=${code}`;

    await page.goto('/qr_codes');
    await search(page, company);
    await expect.poll(() => shownCodes(page)).toEqual([newer.code, older.code]);

    // The older code is the second row: its download is qrcode-2.png.
    await qrRow(page, older.code).getByRole('button', { name: 'View & Download' }).click();
    const dialog = page.getByRole('dialog', { name: `QR code ${older.code}` });
    await expect(dialog.getByRole('img', { name: `QR image of ${scanUrl(older.code)}` })).toBeVisible();
    await expect(dialog).toContainText(scanUrl(older.code));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcode-2.png');
    const decoded = decodeQrPng(fs.readFileSync(await download.path()));
    expect(decoded).toEqual({ width: 350, height: 350, text: scanUrl(older.code) });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Download ZIP: one qrcode-{code}.png per selected QR code, each encoding its own scan URL.
    const actions = page.getByRole('toolbar', { name: 'QR code actions' });
    await expect(actions.getByRole('button', { name: 'Download ZIP' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select all QR codes' }).check();
    await expect(actions).toContainText('2 selected');
    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      actions.getByRole('button', { name: 'Download ZIP' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toMatch(/^qr-codes-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = readZip(fs.readFileSync(await zipDownload.path()));
    expect([...files.keys()].sort()).toEqual([`qrcode-${older.code}.png`, `qrcode-${newer.code}.png`].sort());
    for (const qr of [older, newer]) {
      expect(decodeQrPng(files.get(`qrcode-${qr.code}.png`)!).text).toBe(scanUrl(qr.code));
    }
  });

  test('DELETE asks first, then removes the QR code, whose scan no longer finds it', async ({
    page,
    request,
  }) => {
    const code = unique('E2EDEL');
    const qr = await createQr(request, { code, company: unique('E2E Delete Co ') });
    await watchForNotices(page);
    await page.goto('/qr_codes');
    await search(page, code);
    const actions = page.getByRole('toolbar', { name: 'QR code actions' });
    await expect(actions.getByRole('button', { name: 'DELETE' })).toBeDisabled();
    await qrRow(page, code)
      .getByRole('checkbox', { name: `Select QR ${code}` })
      .check();

    await actions.getByRole('button', { name: 'DELETE' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete 1 QR code?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(qrRow(page, code)).toBeVisible();

    await actions.getByRole('button', { name: 'DELETE' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete 1 QR code?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expectNotice(page, '1 QR code deleted');
    await expect(qrTable(page).getByText('No Records found')).toBeVisible();
    expect((await allQrCodes(request)).some((q) => q.id === qr.id)).toBe(false);

    const scan = await request.get(`/?qr_code=${code}`, { maxRedirects: 0 });
    expect(scan.status()).toBe(404);
    expect(await scan.text()).toContain('This QR code does not exist.');
  });

  test('the public scan of a URL QR counts once and lands on its target', async ({ page, request }) => {
    // The target is a site of the test's own: this network reaches no outside site, and Playwright does not
    // route a request that a redirect started, so a page.route() stand-in would never be asked.
    const landing = await startLandingSite();
    try {
      const code = unique('E2ESCAN');
      const target = `${landing.origin}/landing/${code}`;
      const qr = await createQr(request, { code, company: unique('E2E Scan Co '), url: target });

      // The scan answers 302 to the target and counts exactly one scan.
      const scan = await request.get(`/?qr_code=${code}`, { maxRedirects: 0 });
      expect(scan.status()).toBe(302);
      expect(scan.headers().location).toBe(target);
      expect((await qrById(request, qr.id)).count).toBe(qr.count + 1);
      expect(landing.visits).toEqual([]);

      // A browser follows it to the target, and that is one more scan.
      await page.goto(`/?qr_code=${code}`);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { name: 'Target reached' })).toBeVisible();
      expect(landing.visits).toEqual([`/landing/${code}`]);
      expect((await qrById(request, qr.id)).count).toBe(qr.count + 2);

      // The list, limited by ?id=, shows the new count.
      await page.goto(`/qr_codes?id=${qr.id}`);
      await expect(page.getByText(`Showing only the QR code with id ${qr.id}`)).toBeVisible();
      await expect.poll(() => shownCodes(page)).toEqual([code]);
      await expect(
        qrRow(page, code).getByRole('button', { name: `${qr.count + 2} scans of QR ${code}` }),
      ).toBeVisible();
    } finally {
      await landing.close();
    }
  });
});
