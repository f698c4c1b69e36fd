import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';

import type { TCurrentUser, TQrCode } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

test('a QR code edited in the UI shows in its History and in the Audit Log, with the actor and before/after', async ({
  page,
  request,
}) => {
  const code = `E2EAUDIT${Date.now()}`;
  const res = await request.post('/api/save-qr-codes/', {
    headers: await authHeaders(request),
    multipart: {
      code,
      company: 'Audit Before Co',
      value: '10',
      validity: '2099-06-15',
      redirection_url: `https://example.com/e2e/${code}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const qr = (await res.json()) as TQrCode;
  const me = await apiGet<TCurrentUser>(request, '/api/profile/');

  await page.goto('/qr_codes');
  await page.getByRole('searchbox', { name: 'Search Qr Codes' }).fill(code);
  // The search applies after a pause and clears the selection: wait for it before selecting.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(code);
  const row = page
    .getByRole('table', { name: 'QR codes' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await row.getByRole('checkbox', { name: `Select QR ${code}` }).check();
  const actions = page.getByRole('toolbar', { name: 'QR code actions' });
  await actions.getByRole('button', { name: 'EDIT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit QR' });
  await dialog.getByRole('textbox', { name: 'Company Name' }).fill('Audit After Co');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Audit After Co');

  // The record's History: the newest entry first, who made it, and the field's before and after.
  await actions.getByRole('button', { name: 'EDIT' }).click();
  await dialog.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of QR code ${code}` });
  const entries = history.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries.first()).toContainText(`Updated the QR code ${code}`);
  await expect(entries.first()).toContainText(me.full_name);
  await expect(entries.first().getByRole('row', { name: /company/ })).toContainText(
    /Audit Before Co\s*Audit After Co/,
  );
  await expect(entries.last()).toContainText(`Created the QR code ${code}`);
  await history.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The Audit Log screen, from the menu, filtered by resource and the record's id.
  await page.goto('/audit_log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Resource' }).click();
  await page.getByRole('option', { name: 'qr-codes' }).click();
  await expect(page).toHaveURL(/resource=qr-codes/);
  await page.getByRole('textbox', { name: 'Resource id' }).fill(String(qr.id));
  await page.getByRole('textbox', { name: 'Resource id' }).press('Enter');
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row')).toHaveCount(3);
  const updated = log.getByRole('row').filter({ hasText: `Updated the QR code ${code}` });
  await expect(updated).toContainText(me.full_name);
  await updated.getByRole('button', { name: 'Details' }).click();
  await expect(
    page.getByRole('table', { name: 'Changes' }).getByRole('row', { name: /company/ }),
  ).toContainText(/Audit Before Co\s*Audit After Co/);
  await page.getByRole('button', { name: 'Close' }).click();

  // Sorted by a header (oldest first, then newest first), kept in the URL, and exported as shown.
  const summaries = () => log.locator('tbody tr td:nth-child(6)').allInnerTexts();
  const when = page.getByRole('columnheader', { name: 'When' });
  await when.getByRole('button').click();
  await expect(page).toHaveURL(/ordering=created_at/);
  await expect(when).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(summaries).toEqual([`Created the QR code ${code}`, `Updated the QR code ${code}`]);
  await when.getByRole('button').click();
  await expect(page).toHaveURL(/ordering=-created_at/);
  await expect.poll(summaries).toEqual([`Updated the QR code ${code}`, `Created the QR code ${code}`]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks = await (await download.createReadStream()).toArray();
  const rows = parse(Buffer.concat(chunks).toString('utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  }) as Record<string, string>[];
  expect(rows.map((r) => r.summary)).toEqual(await summaries());
  for (const row of rows) {
    expect(row).toMatchObject({ resource: 'qr-codes', resource_id: String(qr.id), actor: me.full_name });
  }
  expect(JSON.parse(rows[0]!.changes!).company).toEqual(['Audit Before Co', 'Audit After Co']);
});
