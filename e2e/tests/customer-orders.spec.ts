import { createHash } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet } from '../support/api';
import { makePdf } from '../support/files';
import { shownOrderIds } from '../support/orders';

import type { TCustomerOrder, TOrderDetail } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe('a customer’s print order', () => {
  test('placed through the API, it is pending, assigned, and its staff user downloads the same bytes', async ({
    page,
    request,
    browser,
  }) => {
    const stamp = `${Date.now()}`;
    const signup = await request.post('/api/customer/signup', {
      data: {
        first_name: 'Lakshmi',
        last_name: 'Menon',
        email: `e2e-orderer-${stamp}@example.com`,
        mobile: '+91 98450 12345',
        password: `orderer-password-${stamp}`,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const { token } = (await signup.json()) as { token: string };

    const first = makePdf(2, `chapter one ${stamp}`);
    const second = makePdf(3, `chapter two ${stamp}`);
    const form = new FormData();
    const fields = {
      title: `Dissertation ${stamp}`,
      copies: '1',
      color: 'black-and-white',
      sides: 'single',
      paper_size: 'A4',
      binding: 'staple',
      delivery_address: '7 Park Street, Kolkata',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('files', new Blob([new Uint8Array(first)], { type: 'application/pdf' }), 'chapter-1.pdf');
    form.append('files', new Blob([new Uint8Array(second)], { type: 'application/pdf' }), 'chapter-2.pdf');
    const placed = await request.post('/api/customer/orders', {
      headers: { authorization: `Bearer ${token}` },
      multipart: form,
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as TCustomerOrder;
    expect(order.pdf_page_count).toBe(5);

    // The newest pending order, first on the super admin's Pending Orders.
    await page.goto('/pending_orders');
    expect(await shownOrderIds(page)).toContain(order.id);

    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await page.getByRole('combobox', { name: 'Assigned staff' }).click();
    await page.getByRole('option', { name: /Demo Staff/ }).click();
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Demo Staff');
    await expect
      .poll(async () => (await apiGet<TOrderDetail>(request, `/api/all-orders/${order.id}/`)).status)
      .toBe('assigned');

    const staffContext = await browser.newContext({ storageState: STORAGE.staff });
    try {
      const staffPage = await staffContext.newPage();
      await staffPage.goto(`/order/${order.id}`);
      const [download] = await Promise.all([
        staffPage.waitForEvent('download'),
        staffPage.getByRole('button', { name: 'Download chapter-2.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('chapter-2.pdf');
      const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
      expect(sha256(bytes)).toBe(sha256(second));
    } finally {
      await staffContext.close();
    }
  });
});
