import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';

import { formatMoney, type TOrderDetail } from '@printhub/contract';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { makePdf } from '../support/files';
import { ordersTable, shownOrderIds } from '../support/orders';

test.use({ storageState: STORAGE.staff });

test.describe('orders taken at the counter', () => {
  test('issue 37 item 6: a staff user takes an order at the counter for a new customer with a 3-page PDF, sees the quote, places it, and finds it in their list and on the board', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}`;
    const me = await apiGet<{ id: number; full_name: string }>(request, '/api/profile/', 'staff');
    await page.goto('/assigned_orders');
    await page.getByRole('button', { name: 'New order' }).click();
    const dialog = page.getByRole('dialog', { name: 'New order' });
    await expect(dialog).toBeVisible();

    await expect(dialog.getByRole('radio', { name: 'New customer' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Walkin');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Customer ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+91 98450 67890');
    await dialog.getByLabel('PDF files').setInputFiles({
      name: 'usb-stick.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(3, `counter ${stamp}`),
    });
    await expect(dialog.getByRole('list', { name: 'Files' })).toContainText('usb-stick.pdf');
    await dialog.getByRole('textbox', { name: 'Title' }).fill(`Counter job ${stamp}`);
    await dialog.getByRole('textbox', { name: 'Delivery address' }).fill('Collect at the counter');
    await expect(dialog.getByRole('checkbox', { name: 'Assign to me' })).toBeChecked();

    // A refusal shows under its field: a mobile that is no phone number.
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('call me');
    await dialog.getByRole('button', { name: 'Get quote' }).click();
    await expect(dialog.getByText('Enter a valid phone number')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill('+91 98450 67890');

    await dialog.getByRole('button', { name: 'Get quote' }).click();
    const quote = dialog.getByRole('region', { name: 'Quote' });
    await expect(quote).toContainText('Pages3');
    await expect(quote).toContainText('Due');
    await expect(dialog.getByRole('list', { name: 'Files' })).toContainText('3 pages');

    await dialog.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const id = Number(/\/order\/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${id}` })).toBeVisible();
    const order = await apiGet<TOrderDetail>(request, `/api/all-orders/${id}/`, 'staff');
    expect(order).toMatchObject({
      status: 'assigned',
      assigned_user: me.id,
      pdf_page_count: 3,
      title: `Counter job ${stamp}`,
      placed_by: { id: me.id, full_name: me.full_name },
      user_data: { first_name: 'Walkin', email: '' },
    });

    await page.goto('/assigned_orders');
    expect(await shownOrderIds(page)).toContain(id);

    // And on the board, in its Assigned column.
    await page.goto('/production');
    const assigned = page.getByRole('region', { name: /^Assigned: / });
    await expect(assigned.locator(`article[data-order-id="${id}"]`)).toBeVisible();
  });

  test('a coupon order shows its amount, discount and amount due on its detail, in its list row and its CSV row', async ({
    page,
    request,
  }) => {
    const stamp = `${Date.now()}`;
    const coupon = await request.post('/coupon_app/api/coupons/', {
      headers: await authHeaders(request),
      data: {
        name: 'Counter price check',
        code: `PRICE${stamp}`,
        discount_percentage: 10,
        valid_from: `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00`,
        valid_to: `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:00`,
      },
    });
    expect(coupon.status(), await coupon.text()).toBe(201);
    const res = await request.post('/api/all-orders/', {
      headers: await authHeaders(request, 'staff'),
      multipart: {
        first_name: 'Priced',
        last_name: `Customer ${stamp}`,
        mobile: '+91 98450 55555',
        title: `Priced job ${stamp}`,
        copies: '2',
        color: 'color',
        sides: 'double',
        paper_size: 'A4',
        binding: 'spiral',
        delivery_address: 'Collect at the counter',
        coupon_code: `PRICE${stamp}`,
        files: { name: 'priced.pdf', mimeType: 'application/pdf', buffer: makePdf(3, `priced ${stamp}`) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = (await res.json()) as TOrderDetail;
    expect(order.discount).toBeGreaterThan(0);
    expect(order.price_lines.map((l) => l.label)).toEqual([
      'Colour pages, A4, double-sided',
      'Spiral binding',
    ]);
    const money = [order.amount, order.discount, order.amount_due].map(formatMoney);

    await page.goto(`/assigned_orders?q=${encodeURIComponent(`Priced job ${stamp}`)}`);
    expect(await shownOrderIds(page)).toEqual([order.id]);
    const table = ordersTable(page);
    const headers = await table.getByRole('columnheader').allTextContents();
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${order.id}` }) });
    const cells = await row.getByRole('cell').allTextContents();
    const cell = (name: string) => cells[headers.indexOf(name)];
    expect([cell('Amount'), cell('Discount'), cell('Amount due')]).toEqual(money);
    // The super admin's export of the orders (a staff user's lists have none): its row, the same figures.
    const csv = await request.get(
      `/api/all-orders/export.csv?query=${encodeURIComponent(`Priced job ${stamp}`)}`,
      { headers: await authHeaders(request) },
    );
    expect(csv.status()).toBe(200);
    const exported = parse(await csv.text(), { columns: true, skip_empty_lines: true, bom: true }) as Record<
      string,
      string
    >[];
    expect(exported.map((r) => Number(r.id))).toEqual([order.id]);
    expect([exported[0]!.amount, exported[0]!.discount, exported[0]!.amount_due].map(Number)).toEqual([
      order.amount,
      order.discount,
      order.amount_due,
    ]);

    await page.goto(`/order/${order.id}`);
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.getByRole('table', { name: 'Price lines' })).toContainText('Spiral binding');
    await expect(price).toContainText(`Amount${money[0]}`);
    await expect(price).toContainText(`Discount${money[1]} (PRICE${stamp})`);
    await expect(price).toContainText(`Amount due${money[2]}`);
  });
});
