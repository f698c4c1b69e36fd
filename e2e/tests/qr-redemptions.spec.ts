import { expect, test, type APIRequestContext } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { typeDate } from '../support/forms';
import { expectNotice, watchForNotices } from '../support/notices';

test.use({ storageState: STORAGE.admin });

/** A customer signed up through the customers' API; answers their token. */
async function signUp(request: APIRequestContext, tag: string): Promise<string> {
  const res = await request.post('/api/customer/signup', {
    data: {
      first_name: 'Redeemer',
      last_name: tag,
      email: `e2e-redeem-${tag}-${Date.now()}@example.com`,
      mobile: '+91 90000 55555',
      password: `redeem-password-${tag}`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

const redeem = (request: APIRequestContext, token: string, code: string) =>
  request.post('/api/customer/qr-redemptions', {
    headers: { authorization: `Bearer ${token}` },
    data: { code },
  });

test('a QR with Max Redemptions 2 made in the dialog is redeemed by two customers; the screen shows 2', async ({
  page,
  request,
}) => {
  const code = `E2ERDM${Date.now()}`;
  await watchForNotices(page);
  await page.goto('/qr_codes');
  await page.getByRole('button', { name: 'Generate QR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate QR' });
  await typeDate(dialog, 'Validity', '2099-06-15');
  await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('30');
  await dialog.getByRole('textbox', { name: 'Company Name' }).fill('E2E Redemptions Co');
  await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill('https://example.com/e2e/redeem');
  // The contract's rule, in the dialog: a cap is a whole number from 1.
  const max = dialog.getByRole('spinbutton', { name: 'Max Redemptions' });
  await max.fill('0');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(max).toHaveAccessibleDescription('Must be 1 or more');
  await max.fill('2');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toBeHidden();
  await expectNotice(page, `QR code ${code} generated`);

  const first = await redeem(request, await signUp(request, 'a'), code);
  expect(first.status(), await first.text()).toBe(201);
  expect(await first.json()).toEqual({ qr_code: code, coins_credited: 30, balance: 30 });
  const second = await redeem(request, await signUp(request, 'b'), code);
  expect(second.status(), await second.text()).toBe(201);
  const third = await redeem(request, await signUp(request, 'c'), code);
  expect(third.status()).toBe(410);

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search Qr Codes' }).fill(code);
  const table = page.getByRole('table', { name: 'QR codes' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row.getByRole('cell').nth(headers.indexOf('Redeemed'))).toHaveText('2');
});
