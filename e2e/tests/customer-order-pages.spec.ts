import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { makePdf } from '../support/files';

import type { TCustomerOrder } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

test('the order detail shows page 3 of a 5-page PDF', async ({ page, request }) => {
  const stamp = `${Date.now()}`;
  const signup = await request.post('/api/customer/signup', {
    data: {
      first_name: 'Meera',
      last_name: 'Iyer',
      email: `e2e-pages-${stamp}@example.com`,
      mobile: '+91 98450 54321',
      password: `pages-password-${stamp}`,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const form = new FormData();
  const fields = {
    title: `Brochure ${stamp}`,
    copies: '1',
    color: 'color',
    sides: 'single',
    paper_size: 'A4',
    binding: 'none',
    delivery_address: '12 MG Road, Bengaluru',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const pdf = makePdf(5, `brochure ${stamp}`);
  form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'brochure.pdf');
  const placed = await request.post('/api/customer/orders', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as TCustomerOrder;

  await page.goto(`/order/${order.id}`);
  const strip = page.getByRole('list', { name: 'Pages of brochure.pdf' });
  // The strip's thumbnails load as they come into view.
  await expect(strip.getByRole('img', { name: 'Page 1' })).toBeVisible();
  await strip.getByRole('button', { name: 'Open page 1 of brochure.pdf' }).click();

  const dialog = page.getByRole('dialog', { name: 'brochure.pdf' });
  await expect(dialog.getByRole('status')).toHaveText('Page 1 of 5');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Page 2 of 5');
  // The keyboard moves too: → to page 3, ← and → back again.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('status')).toHaveText('Page 3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('status')).toHaveText('Page 2 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('status')).toHaveText('Page 3 of 5');

  const image = dialog.getByRole('img', { name: 'brochure.pdf, page 3 of 5' });
  await expect(image).toBeVisible();
  // Loaded and decoded: an 800-pixel-wide page image.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(800);
});
