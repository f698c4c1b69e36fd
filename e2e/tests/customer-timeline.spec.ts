import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { authHeaders } from '../support/api';

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('a customer’s timeline, as super admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('a voucher bought through the customers’ API shows on the user detail screen’s timeline', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const signup = await request.post('/api/customer/signup', {
      data: {
        first_name: 'Tara',
        last_name: 'Timeline',
        email: `e2e-timeline-${stamp}@example.com`,
        mobile: '+91 90000 67890',
        password: `timeline-password-${stamp}`,
      },
    });
    expect(signup.status(), await signup.text()).toBe(201);
    const { token, customer } = (await signup.json()) as { token: string; customer: { id: number } };
    const admin = await authHeaders(request);
    const credit = await request.post('/api/coin-adjustments/', {
      headers: admin,
      data: { user_id: customer.id, amount: 80, reason: 'Welcome bonus' },
    });
    expect(credit.status(), await credit.text()).toBe(201);
    const client = await request.post('/api/save-clients/', {
      headers: admin,
      data: {
        name: `Chai Corner ${stamp}`,
        contact: 9876543210,
        client_type: 2,
        potential: 'High',
        address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
        is_advertisible: true,
      },
    });
    expect(client.status(), await client.text()).toBe(201);
    const voucher = await request.post('/api/save-voucher/', {
      headers: admin,
      data: {
        client: ((await client.json()) as { id: number }).id,
        voucher_detail: 'Free masala chai',
        cost: 30,
        expiry_date: day(30),
        is_single: true,
        vouchers: [{ voucher_code: `CHAI${stamp}`, is_assigned: false, is_active: true }],
      },
    });
    expect(voucher.status(), await voucher.text()).toBe(201);
    const bought = await request.post('/api/customer/voucher-purchases', {
      headers: { authorization: `Bearer ${token}` },
      data: { voucher_id: ((await voucher.json()) as { id: number }).id },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    expect(await bought.json()).toMatchObject({ voucher_code: `CHAI${stamp}`, balance: 50 });

    await page.goto(`/user/${customer.id}`);
    const timeline = page.getByRole('table', { name: 'Timeline' });
    const rows = timeline.getByRole('row');
    // Header, then newest first: the purchase and its debit, then the credit.
    await expect(rows).toHaveCount(4);
    await expect(timeline.getByRole('row', { name: /Bought Free masala chai/ })).toContainText(
      `code CHAI${stamp}, for 30 coins`,
    );
    await expect(timeline.getByRole('row', { name: /Voucher: Free masala chai/ })).toContainText('−30');
    await expect(rows.nth(3)).toContainText('Welcome bonus');
    await expect(rows.nth(3)).toContainText('+80');
  });
});
