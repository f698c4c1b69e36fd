import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet } from '../support/api';
import { makePdf } from '../support/files';
import { shownOrderIds } from '../support/orders';

import type { TOrderDetail } from '@printhub/contract';

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
});
