import { expect, test, type APIRequestContext } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { ordersTable } from '../support/orders';

import type { TOrderDetail, TProductionBoard } from '@printhub/contract';

/** Sets an order's status or assignee through the API, as a super admin (the set-up, not the test). */
async function change(request: APIRequestContext, id: number, body: object) {
  const res = await request.patch(`/api/all-orders/${id}/`, {
    data: { id, ...body },
    headers: await authHeaders(request),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('invoices and payments', () => {
  test.use({ storageState: STORAGE.admin });

  test('a delivered order’s invoice is downloaded, the staff user takes its cash, and it shows as paid', async ({
    page,
    request,
    browser,
  }) => {
    // An order of the demo data not yet under way (the confirmed one due first: cancel-order takes the last),
    // given to the demo staff user and delivered.
    const board = await apiGet<TProductionBoard>(request, '/api/production/');
    const id = board.columns.find((c) => c.status === 'confirmed')!.results[0]!.id;
    const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
    await change(request, id, { assigned_user: me.id });
    await change(request, id, { status: 'out-for-delivery' });
    await change(request, id, { status: 'delivered' });
    const delivered = await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`);
    expect(delivered).toMatchObject({ payment_status: 'unpaid', paid_amount: 0 });
    const number = delivered.invoice_number!;
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);

    // The super admin downloads the invoice from the order's screen.
    await page.goto(`/order/${id}`);
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('Unpaid');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payments.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    const pdf = Buffer.concat(await (await download.createReadStream()).toArray());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The staff user records the cash they took: the amount is the balance, the methods cash and UPI.
    const staffContext = await browser.newContext({ storageState: STORAGE.staff });
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`/order/${id}`);
    await staffPage.getByRole('button', { name: 'Record payment' }).click();
    const dialog = staffPage.getByRole('dialog', { name: `Record payment on order #${id}` });
    await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(
      String(delivered.balance_due),
    );
    await dialog.getByRole('combobox', { name: /Method/ }).click();
    await expect(staffPage.getByRole('option')).toHaveText(['Cash', 'UPI']);
    await staffPage.getByRole('option', { name: 'Cash' }).click();
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    const staffPayments = staffPage.getByRole('region', { name: 'Payments' });
    await expect(staffPayments).toContainText('Paid');
    await expect(staffPayments.getByRole('button', { name: `Receipt RCT-${id}-1` })).toBeVisible();

    // Their completed orders, filtered by Paid, list it.
    await staffPage.goto('/completed_orders?payment_status=paid&page_size=100');
    await expect(ordersTable(staffPage).getByRole('link', { name: `#${id}`, exact: true })).toBeVisible();
    await staffContext.close();

    const paid = await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`);
    expect(paid).toMatchObject({ payment_status: 'paid', balance_due: 0, paid_amount: delivered.amount_due });
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'cash', recorded_by: me.id })]);
  });
});
