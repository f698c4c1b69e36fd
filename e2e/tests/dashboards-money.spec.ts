import {
  expect,
  request as requests,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';

import { formatMoney, toPaise, type TOrderDetail } from '@printhub/contract';

import { ADMIN, apiToken, newStaffUser, signIn } from '../support/accounts';
import { makePdf } from '../support/files';
import { startServer, type Server } from '../support/server';

/**
 * The super admin's dashboard adds up every order of the shop, and the other specs deliver orders and record
 * payments on the shared server while this one runs: its figures would move under this spec's feet. So it
 * has a server of its own (fresh data, no demo orders), where the coupon order below is the only change
 * between reading a figure and reading it again.
 */
let server: Server;
let request: APIRequestContext;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startServer({ seedDemo: false });
  request = await requests.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await request?.dispose();
  await server?.stop();
});

const MONEY_CARDS = ['Revenue Today', 'Revenue This Week', 'To Collect'] as const;
type Card = (typeof MONEY_CARDS)[number] | 'Delivered';

const kpi = (page: Page, name: Card) => page.getByRole('region', { name }).getByTestId('kpi-value');

/** The cards' figures, in paise, as the dashboard shows them after a fresh load. */
async function readMoney(page: Page, cards: readonly Card[]): Promise<Record<string, number>> {
  await page.goto('/dashboard');
  const figures: Record<string, number> = {};
  for (const name of cards) {
    const text = (await kpi(page, name).textContent()) ?? '';
    expect(text, name).toMatch(/^₹[\d,]+(\.\d\d)?$/);
    figures[name] = toPaise(Number(text.replace(/[₹,]/g, '')));
  }
  return figures;
}

/** The cards show exactly `before` plus `increase` (paise), once the dashboard is loaded again. */
async function expectIncrease(
  page: Page,
  before: Record<string, number>,
  increase: Partial<Record<Card, number>>,
) {
  await page.goto('/dashboard');
  for (const [name, paise] of Object.entries(before))
    await expect(kpi(page, name as Card), name).toHaveText(
      formatMoney((paise + (increase[name as Card] ?? 0)) / 100),
    );
}

async function signedInPage(browser: Browser, baseURL: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

async function couponOrder(request: APIRequestContext, staffToken: string, adminToken: string) {
  const stamp = `${Date.now()}`;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const coupon = await request.post('/coupon_app/api/coupons/', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      name: 'Dashboard check',
      code: `DASH${stamp}`,
      discount_percentage: 35,
      valid_from: `${day(-1)}T00:00`,
      valid_to: `${day(1)}T00:00`,
    },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  const res = await request.post('/api/all-orders/', {
    headers: { authorization: `Bearer ${staffToken}` },
    multipart: {
      first_name: 'Dashboard',
      last_name: `Customer ${stamp}`,
      mobile: '+91 98450 44444',
      title: `Dashboard job ${stamp}`,
      copies: '3',
      color: 'color',
      sides: 'single',
      paper_size: 'A3',
      binding: 'staple',
      delivery_address: 'Collect at the counter',
      coupon_code: `DASH${stamp}`,
      files: { name: 'dash.pdf', mimeType: 'application/pdf', buffer: makePdf(4, `dash ${stamp}`) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TOrderDetail;
}

test.describe('the dashboards’ money', () => {
  test('a coupon order counts on both dashboards: to collect its amount due once dispatched, revenue net of its discount once delivered', async ({
    browser,
  }) => {
    const adminToken = await apiToken(request, ADMIN);
    const staff = await newStaffUser(request);
    const staffToken = await apiToken(request, staff);
    const [adminPage, staffPage] = [
      await signedInPage(browser, server.url, ADMIN),
      await signedInPage(browser, server.url, staff),
    ];

    const order = await couponOrder(request, staffToken, adminToken);
    expect(order).toMatchObject({ status: 'assigned', assigned_user: staff.id });
    expect(order.discount).toBeGreaterThan(0);
    const due = toPaise(order.amount_due);
    const net = toPaise(order.amount) - toPaise(order.discount);
    // Prices include GST by default: what the customer owes is the amount less the discount.
    expect(due).toBe(net);

    const admin = await readMoney(adminPage, MONEY_CARDS);
    const own = await readMoney(staffPage, ['To Collect']);
    expect(own['To Collect']).toBe(0);

    const move = async (status: string) => {
      const res = await request.patch(`/api/all-orders/${order.id}/`, {
        headers: { authorization: `Bearer ${staffToken}` },
        data: { id: order.id, status },
      });
      expect(res.status(), await res.text()).toBe(200);
    };

    // Out for delivery: to collect, not yet revenue.
    await move('out-for-delivery');
    await expectIncrease(adminPage, admin, { 'To Collect': due });
    await expectIncrease(staffPage, own, { 'To Collect': due });

    // Delivered (unpaid): revenue net of the discount, and still to collect.
    await move('delivered');
    await expectIncrease(adminPage, admin, {
      'Revenue Today': net,
      'Revenue This Week': net,
      'To Collect': due,
    });
    await expectIncrease(staffPage, own, { 'To Collect': due });
    await expect(kpi(staffPage, 'Delivered')).toHaveText('1');

    await adminPage.context().close();
    await staffPage.context().close();
  });
});
