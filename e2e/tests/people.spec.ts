import { expect, test } from '@playwright/test';

import { newStaffUser, signIn, STORAGE, staff } from '../support/accounts';
import { answerOf, apiGet, authHeaders } from '../support/api';
import { expectNotice, watchForNotices } from '../support/notices';
import { ordersTable } from '../support/orders';

import type { TCustomer, TDashboard, TLead, TOrder, TStaffDashboard } from '@printhub/contract';

type Page<T> = { count: number; results: T[] };

test.describe('people screens as super admin', () => {
  test.use({ storageState: STORAGE.admin });

  test('the dashboard shows the server’s numbers and both charts', async ({ page }) => {
    // The numbers the page itself was sent: other tests running beside this one move orders meanwhile.
    const { body: d } = await answerOf<TDashboard>(page, '/api/dashboard', () => page.goto('/dashboard'));
    const kpi = (name: string) => page.getByRole('region', { name }).getByTestId('kpi-value');
    await expect(kpi('Pending Assignments')).toHaveText(d.pending_assignments.toLocaleString('en-IN'));
    await expect(kpi('New Users This Week')).toHaveText(d.new_users_week.toLocaleString('en-IN'));
    await expect(kpi('Active QR Codes')).toHaveText(d.active_qr_codes.toLocaleString('en-US'));
    await expect(kpi('Vouchers Left')).toHaveText(d.vouchers_left.toLocaleString('en-US'));
    await expect(page.getByRole('region', { name: /orders per day/i })).toBeVisible();
    await expect(page.getByRole('region', { name: /orders by status/i })).toBeVisible();
  });

  test('item 8: Users lists, searches and creates users; a user’s coins can be adjusted (asked first, digits only) but never go negative', async ({
    page,
    request,
  }) => {
    const first = await apiGet<Page<TCustomer>>(request, '/api/users/?limit=10');
    await watchForNotices(page);
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(first.results.length + 1);
    await expect(table).toContainText(first.results[0]!.email ?? first.results[0]!.mobile);

    const email = `e2e-user-${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill('Esha');
    await dialog.getByLabel('Last name').fill('Endtoend');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mobile').fill('+91 90000 12345');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('link', { name: /Esha Endtoend/ }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByText('Balance: 0 coins')).toBeVisible();

    // item 8: scientific notation is refused; a credit is confirmed, naming the amount and the customer.
    await page.getByLabel('Amount').fill('1e3');
    await page.getByLabel('Reason').fill('Welcome bonus');
    await page.getByRole('button', { name: 'Adjust coins' }).click();
    await expect(page.getByText('Type whole coins in digits, like 250 or -20')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByLabel('Amount').fill('50');
    await page.getByRole('button', { name: 'Adjust coins' }).click();
    const credit = page.getByRole('dialog', { name: 'Credit coins?' });
    await expect(credit).toContainText('50 coins will be given to Esha Endtoend');
    await credit.getByRole('button', { name: 'Credit coins' }).click();
    await expect(page.getByText('Balance: 50 coins')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coin history' })).toContainText('Welcome bonus');
    // The form empties itself once the credit is done: typing before that would be wiped.
    await expect(page.getByLabel('Amount')).toHaveValue('');

    await page.getByLabel('Amount').fill('-80');
    await page.getByLabel('Reason').fill('Too much');
    await page.getByRole('button', { name: 'Adjust coins' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Debit coins' }).click();
    await expectNotice(page, 'Not enough coins: the balance is 50');
    await expect(page.getByText('Balance: 50 coins')).toBeVisible();
  });

  test('Staff Users creates and deactivates a staff user, who can then no longer sign in', async ({
    page,
    request,
  }) => {
    const email = `e2e-colleague-${Date.now()}@example.com`;
    await page.goto('/staff_users');
    await page.getByRole('button', { name: 'Create staff user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name').fill('Colleague Endtoend');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('colleague-password');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const table = page.getByRole('table', { name: 'Staff users' });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: 'Deactivate Colleague Endtoend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    const login = await request.post('/api/admin-login', { data: { email, password: 'colleague-password' } });
    expect(login.status()).toBe(422);
  });

  test('Leads lists the server’s leads and marks one handled', async ({ page, request }) => {
    const open = await apiGet<Page<TLead>>(request, '/api/contact_us/?handled=false&limit=10');
    const lead = open.results[0]!;
    await page.goto('/leads');
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table).toContainText(lead.email);
    const row = table
      .getByRole('row')
      .filter({ hasText: lead.message })
      .filter({ hasText: lead.email })
      .first();
    await row.getByRole('button', { name: 'Mark handled' }).click();
    await expect(row.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect
      .poll(async () => (await apiGet<Page<TLead>>(request, '/api/contact_us/?handled=false&limit=1')).count)
      .toBe(open.count - 1);
  });

  test('Subscriptions creates a plan; User Subscription Plans filters by status', async ({ page }) => {
    const name = `E2E Plan ${Date.now()}`;
    await page.goto('/subscriptions');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Price').fill('349');
    await page.getByLabel('Pages included').fill('750');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByRole('table', { name: 'Plans' })).toContainText(name);

    await page.goto('/user_subscription');
    const table = page.getByRole('table', { name: 'User subscription plans' });
    await expect(table).toBeVisible();
    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: 'Expired' })
      .click();
    await expect(page).toHaveURL(/status=expired/);
    await expect(table.getByRole('row').nth(1)).toContainText('Expired');
    await expect(table).not.toContainText('Active');
  });
});

test.describe('staff dashboard', () => {
  test.use({ storageState: STORAGE.staff });

  test('shows the staff user’s own counts with links into the lists', async ({ page }) => {
    const { body: d } = await answerOf<TStaffDashboard>(page, '/api/staff-dashboard/', () =>
      page.goto('/dashboard'),
    );
    const card = (name: string) => page.getByRole('region', { name });
    await expect(card('Assigned')).toContainText(String(d.assigned));
    await expect(card('Out For Delivery')).toContainText(String(d.out_for_delivery));
    await expect(card('Delivered')).toContainText(d.delivered.toLocaleString('en-IN'));
    await expect(card('Delivered')).toContainText(`${d.delivered_today} today`);
    await card('Out For Delivery').getByRole('link').click();
    await expect(page).toHaveURL(/\/out_for_delivery_orders$/);
    expect(staff().email).toBeTruthy();
  });
});

test.describe('dashboard cards and their lists', () => {
  test('each staff card counts exactly the orders its list shows', async ({ page, request }) => {
    // A staff user of this test's own, with one order in each of assigned, out for delivery and delivered:
    // no other test moves their orders. The orders come from the far end of the pending list.
    const who = await newStaffUser(request);
    const headers = await authHeaders(request);
    const pending = await apiGet<Page<TOrder>>(
      request,
      '/api/all-orders/?status=confirmed&exclude_order_type=subscription&limit=1',
    );
    const oldest = await apiGet<Page<TOrder>>(
      request,
      `/api/all-orders/?status=confirmed&exclude_order_type=subscription&limit=3&offset=${pending.count - 3}`,
    );
    const moves = ['assigned', 'out-for-delivery', 'delivered'] as const;
    for (const [i, status] of moves.entries()) {
      const order = oldest.results[i]!;
      const res = await request.patch(`/api/all-orders/${order.id}/`, {
        data: { id: order.id, status, assigned_user: who.id },
        headers,
      });
      expect(res.status(), await res.text()).toBe(200);
    }

    const { body: d } = await answerOf<TStaffDashboard>(page, '/api/staff-dashboard/', () =>
      signIn(page, who),
    );
    const lists: Array<[string, number, RegExp]> = [
      ['Assigned', d.assigned, /\/assigned_orders$/],
      ['Out For Delivery', d.out_for_delivery, /\/out_for_delivery_orders$/],
      ['Delivered', d.delivered, /\/completed_orders$/],
    ];
    expect(d.assigned).toBe(2);
    for (const [name, count, url] of lists) {
      const card = page.getByRole('region', { name });
      await expect(card.getByTestId('kpi-value')).toHaveText(String(count));
      const { body: list } = await answerOf<Page<TOrder>>(page, '/api/my_orders/', () =>
        card.getByRole('link', { name: /^View/ }).click(),
      );
      await expect(page).toHaveURL(url);
      expect(list.count, name).toBe(count);
      await expect(ordersTable(page).getByRole('row')).toHaveCount(count + 1);
      await page.goBack();
    }
  });
});
