import { expect, test, type APIRequestContext } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { authHeaders } from '../support/api';
import { makePdf } from '../support/files';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TCustomerOrder } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

/** A new customer's order of one page, placed through the customers' API. */
async function placeOrder(request: APIRequestContext, stamp: string): Promise<TCustomerOrder> {
  const signup = await request.post('/api/customer/signup', {
    data: {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: `e2e-notified-${stamp}@example.com`,
      mobile: '+91 98450 54321',
      password: `notified-password-${stamp}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const form = new FormData();
  const fields = {
    title: `Posters ${stamp}`,
    copies: '1',
    color: 'black-and-white',
    sides: 'single',
    paper_size: 'A4',
    binding: 'none',
    delivery_address: '12 MG Road, Bengaluru',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'files',
    new Blob([new Uint8Array(makePdf(1, `poster ${stamp}`))], { type: 'application/pdf' }),
    'poster.pdf',
  );
  const placed = await request.post('/api/customer/orders', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as TCustomerOrder;
}

test('a template edited with its preview is the e-mail of the next order out for delivery, read in the outbox', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}`;
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('combobox', { name: 'E-mail of the event' }).click();
  await page.getByRole('option', { name: 'Out for delivery' }).click();
  await expect(page).toHaveURL(/\/notifications\?tab=templates&template=order\.out_for_delivery$/);

  // The subject typed, a placeholder put in by its button; the preview follows with an example order.
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).not.toHaveValue('');
  await subject.fill(`On its way ${stamp}: order #{{order_id}} `);
  await page.getByRole('button', { name: 'Insert {{title}}' }).click();
  await expect(subject).toHaveValue(`On its way ${stamp}: order #{{order_id}} {{title}}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText(new RegExp(`Subject: On its way ${stamp}: order #\\d+ \\S`));
  const body = page.getByRole('textbox', { name: 'Body' });
  await body.fill(`Hello {{first_name}}, ${stamp} is on the road.`);
  await expect(preview.frameLocator('iframe[title="Preview of the message"]').locator('body')).toContainText(
    `${stamp} is on the road.`,
  );

  // An unknown placeholder is refused under its field.
  await body.fill(`Hello {{nickname}}, ${stamp} is on the road.`);
  await expect(body).toHaveAccessibleDescription(/^Unknown placeholder \{\{nickname\}\}/);
  await body.fill(`Hello {{first_name}}, ${stamp} is on the road.`);
  await watchForNotices(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'The Out for delivery e-mail is saved');

  // The order moves: assigned, then out for delivery.
  const order = await placeOrder(request, stamp);
  const headers = await authHeaders(request);
  for (const status of ['assigned', 'out-for-delivery'] as const) {
    const staff = await request.get('/api/profile/', { headers: await authHeaders(request, 'staff') });
    const res = await request.patch(`/api/all-orders/${order.id}/`, {
      headers,
      data: { id: order.id, status, assigned_user: ((await staff.json()) as { id: number }).id },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The outbox has it, found by its subject, with its order's link; opened, it reads as sent.
  await page.getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(`On its way ${stamp}`);
  const table = page.getByRole('table', { name: 'Messages' });
  const row = table
    .getByRole('row')
    .filter({ hasText: `On its way ${stamp}: order #${order.id} Posters ${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`e2e-notified-${stamp}@example.com`);
  await expect(row).toContainText('Out for delivery');
  await expect(row.getByRole('link', { name: `#${order.id}` })).toHaveAttribute('href', `/order/${order.id}`);
  await row.getByRole('button', { name: /^Open the message/ }).click();
  const dialog = page.getByRole('dialog', {
    name: `On its way ${stamp}: order #${order.id} Posters ${stamp}`,
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.frameLocator('iframe[title="The message as sent"]').locator('body')).toContainText(
    `Hello Meera, ${stamp} is on the road.`,
  );
  await dialog.getByRole('button', { name: 'Plain text' }).click();
  await expect(dialog.getByRole('region', { name: /plain text/ })).toContainText(
    `Hello Meera, ${stamp} is on the road.`,
  );
});
