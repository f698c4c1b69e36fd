import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { makePdf } from '../support/files';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TConfiguration, TOrderDetail } from '@printhub/contract';

test.use({ storageState: STORAGE.admin });

const HOUR = 3600_000;
const CHANGED = ['rush_turnaround_hours', 'closed_weekdays', 'holidays'];

test('issue 37 item 1: the super admin changes the rush turnaround and the closed days on /settings; a new rush order is due that many hours after it was placed', async ({
  page,
  request,
}) => {
  const headers = await authHeaders(request);
  const before = await apiGet<TConfiguration[]>(request, '/api/configurations');
  const saved = Object.fromEntries(
    before.filter((c) => CHANGED.includes(c.key)).map((c) => [c.key, c.value]),
  );
  try {
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Shop settings' });
    await expect(form).toBeVisible();
    await form.getByLabel(/^Rush turnaround/).fill('5');
    // Every day open and no holidays: the turnaround is plain hours.
    const days = form.getByRole('group', { name: 'Closed days' }).getByRole('checkbox');
    for (let i = 0; i < (await days.count()); i += 1) await days.nth(i).uncheck();
    await form.getByLabel(/^Holidays/).fill('');
    await watchForNotices(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectNotice(page, 'Settings saved');

    await page.reload();
    await expect(form.getByLabel(/^Rush turnaround/)).toHaveValue('5');
    await expect(
      form.getByRole('group', { name: 'Closed days' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(0);

    const res = await request.post('/api/all-orders/', {
      headers,
      multipart: {
        first_name: 'Settings',
        last_name: `Check ${Date.now()}`,
        mobile: '+91 98450 12345',
        title: 'Rush after the settings changed',
        copies: '1',
        color: 'black-and-white',
        sides: 'single',
        paper_size: 'A4',
        binding: 'none',
        delivery_address: 'Collect at the counter',
        rush: 'true',
        files: { name: 'rush.pdf', mimeType: 'application/pdf', buffer: makePdf(1, 'rush') },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = (await res.json()) as TOrderDetail;
    const hours = (Date.parse(order.due_at) - Date.parse(order.created_at)) / HOUR;
    expect(hours).toBeGreaterThan(5 - 0.01);
    expect(hours).toBeLessThan(5 + 0.01);

    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Print details' })).toContainText(/in 4 h/);
  } finally {
    const restored = await request.patch('/api/configurations', { headers, data: saved });
    expect(restored.status()).toBe(200);
  }
});
