import { expect, test, type APIRequestContext } from '@playwright/test';

import { newStaffUser, STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { shownOrderIds } from '../support/orders';

import type { TOrderDetail, TQrCode } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const unique = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function createQr(request: APIRequestContext, code: string, company: string): Promise<TQrCode> {
  const res = await request.post('/api/save-qr-codes/', {
    headers: await authHeaders(request),
    multipart: {
      code,
      company,
      value: '5',
      validity: '2099-06-15',
      redirection_url: `https://example.com/e2e/${code}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TQrCode;
}

test('Deactivate selected turns several QR codes off at once; their scans are refused as inactive', async ({
  page,
  request,
}) => {
  const company = unique('E2E Bulk Co ');
  const codes = [unique('E2EBULKA'), unique('E2EBULKB')];
  for (const code of codes) await createQr(request, code, company);

  await page.goto(`/qr_codes?q=${encodeURIComponent(company)}`);
  const table = page.getByRole('table', { name: 'QR codes' });
  for (const code of codes) {
    await table.getByRole('checkbox', { name: `Select QR ${code}` }).check();
  }
  const actions = page.getByRole('toolbar', { name: 'QR code actions' });
  await actions.getByRole('button', { name: 'Deactivate selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate 2 QR codes?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('2 QR codes deactivated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list refreshed: both rows show inactive.
  for (const code of codes) {
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
    await expect(row.getByRole('img', { name: 'Inactive', exact: true })).toBeVisible();
  }
  const onServer = await apiGet<TQrCode[]>(request, '/api/get-qr-codes/');
  expect(onServer.filter((q) => codes.includes(q.code)).map((q) => q.is_active)).toEqual([false, false]);
  const scan = await request.get(`/?qr_code=${codes[0]}`, { maxRedirects: 0 });
  expect(scan.status()).toBe(410);
  await page.goto(`/?qr_code=${codes[1]}`);
  await expect(page.getByRole('heading', { name: 'This QR code is no longer active.' })).toBeVisible();
});

test('item 8: Assign to asks, naming the count and the staff user, then gives the selected orders to them', async ({
  page,
  request,
}) => {
  const who = await newStaffUser(request);
  await page.goto('/pending_orders');
  const ids = await shownOrderIds(page);
  expect(ids.length).toBeGreaterThan(3);
  // Not the first rows, which other tests beside this one take.
  const chosen = ids.slice(-2);
  for (const id of chosen) await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
  await page.getByRole('combobox', { name: 'Assign to' }).click();
  await page.getByRole('option', { name: who.full_name, exact: true }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Assign 2 orders to ${who.full_name}?` });
  await expect(question).toContainText(`Orders #${chosen[0]} and #${chosen[1]} will be assigned`);
  // Nothing is applied before the answer.
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  for (const id of chosen) {
    expect((await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`)).assigned_user).not.toBe(who.id);
  }
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await question.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 updated' })).toBeVisible();
  for (const id of chosen) {
    const order = await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`);
    expect(order).toMatchObject({ status: 'assigned', assigned_user: who.id });
  }
  // Assigned, they left the pending list.
  await expect.poll(() => shownOrderIds(page)).not.toContain(chosen[0]);
});

test('item 8: Move to asks, naming the count and the status, before moving the selected orders', async ({
  page,
  request,
}) => {
  await page.goto('/assigned_orders');
  const ids = await shownOrderIds(page);
  expect(ids.length).toBeGreaterThan(2);
  // Not the first rows, which other tests beside this one take.
  const id = ids.at(-1)!;
  await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Out For Delivery', exact: true }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Move 1 order to Out For Delivery?' });
  await expect(question).toContainText(`Order #${id} will move to Out For Delivery.`);
  expect((await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`)).status).toBe('assigned');
  await question.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 updated' })).toBeVisible();
  expect((await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`)).status).toBe('out-for-delivery');
});
