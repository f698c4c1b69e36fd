import { expect, test, type Download } from '@playwright/test';

import { STORAGE, staff } from '../support/accounts';
import { apiGet } from '../support/api';
import { shownOrderIds } from '../support/orders';
import { drawsText, readPdfBytes } from '../support/pdf';

import type { TOrderDetail, TOrderPage } from '@printhub/contract';

const bytesOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

test.describe('job tickets as staff', () => {
  test.use({ storageState: STORAGE.staff });

  test('issue 37 item 5: Print ticket on an own order downloads its one-page PDF ticket', async ({
    page,
    request,
  }) => {
    const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
    const list = await apiGet<TOrderPage>(request, `/api/my_orders/?assigned_user=${me.id}&limit=1`, 'staff');
    const order = list.results[0]!;
    await page.goto(`/order/${order.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print ticket' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${order.id}.pdf`);
    const pdf = readPdfBytes(await bytesOf(download));
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.pages).toBe(1);
    expect(drawsText(pdf, `Ref ${order.print_ref}`)).toBe(true);
  });
});

test.describe('job tickets as a super admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('issue 37 item 5: Print tickets on a list’s selection downloads one PDF, a page per order', async ({
    page,
    request,
  }) => {
    await page.goto('/total_orders');
    const ids = await shownOrderIds(page);
    expect(ids.length).toBeGreaterThan(2);
    await expect(page.getByRole('button', { name: 'Print tickets' })).toBeDisabled();
    for (const id of [ids[2]!, ids[0]!]) {
      await page.getByRole('checkbox', { name: `Select order #${id}` }).check();
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print tickets' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tickets-2.pdf');
    const pdf = readPdfBytes(await bytesOf(download));
    expect(pdf.header).toBe('%PDF-');
    expect(pdf.pages).toBe(2);
    // The tickets come in the order the list shows its rows.
    const refs = await Promise.all(
      [ids[0]!, ids[2]!].map(
        async (id) => (await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`)).print_ref,
      ),
    );
    for (const ref of refs) expect(drawsText(pdf, `Ref ${ref}`)).toBe(true);
    const at = (ref: string) => pdf.content.indexOf(Buffer.from(`Ref ${ref}`, 'latin1').toString('hex'));
    expect(at(refs[0]!)).toBeLessThan(at(refs[1]!));
  });
});

test('issue 37 item 5: the address a ticket’s QR holds opens the order after signing in', async ({
  browser,
  request,
}) => {
  const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
  const list = await apiGet<TOrderPage>(request, `/api/my_orders/?assigned_user=${me.id}&limit=1`, 'staff');
  const order = list.results[0]!;
  // A phone that scans the ticket: no session yet.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`/order/${order.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Forder%2F${order.id}$`));
  await page.getByLabel('Email').fill(staff().email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staff().password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await context.close();
});
