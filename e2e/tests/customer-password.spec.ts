import { expect, test } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { authHeaders } from '../support/api';
import { expectNotice, watchForNotices } from '../support/notices';

import type { TCustomer } from '@printhub/contract';

test.describe('a customer’s password, as super admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('Set password on the user detail screen lets a customer made in the back office sign in to the app', async ({
    page,
    request,
  }) => {
    const email = `e2e-customer-${Date.now()}@example.com`;
    const created = await request.post('/api/users/', {
      headers: await authHeaders(request),
      data: { first_name: 'Kiran', last_name: 'Endtoend', email, mobile: '+91 90000 54321' },
    });
    expect(created.status()).toBe(201);
    const user = (await created.json()) as TCustomer;
    const signIn = (password: string) => request.post('/api/customer/login', { data: { email, password } });
    expect((await signIn('chosen-by-the-shop')).status()).toBe(422);

    await watchForNotices(page);
    await page.goto(`/user/${user.id}`);
    await page.getByRole('button', { name: 'Set password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.getByLabel('New password').fill('chosen-by-the-shop');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expectNotice(page, 'Password set for Kiran Endtoend');
    await expect(dialog).toBeHidden();

    const res = await signIn('chosen-by-the-shop');
    expect(res.status()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const me = await request.get('/api/customer/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ id: user.id, email });
    // The customer's token opens nothing in the back office.
    const profile = await request.get('/api/profile/', { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
  });
});
