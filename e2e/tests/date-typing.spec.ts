import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

import { API, type TClient, type TCoupon, type TQrCode, type TVoucherInfo } from '@printhub/contract';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { expectDateShown, shownDate, typeDate } from '../support/forms';

/**
 * Issue #18: typing a date at a person's speed into a date field that a page has just drawn. Every test is
 * one field, typed into first thing on a page of its own (Playwright gives each test a new browser context,
 * so nothing the app loads on demand is there yet), 180 ms a key, as D-M-YYYY with dashes.
 */
// Each test has its own page and its own records: the file's tests may share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** A date after any run's day, 31 December of next year: the validity fields refuse a day gone by. */
const YEAR = new Date().getFullYear() + 1;
const TYPED = `31-12-${YEAR}`;
const DATE = `${YEAR}-12-31`;
const KEY_DELAY_MS = 180;

let counter = 0;
/** Letters only, unique to this run: names and codes no other test uses. */
const unique = () => {
  counter += 1;
  return `${Date.now()}${counter}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!);
};

/** The date field labelled `label` (the label carries a '*' when the field is required). */
const dateField = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: new RegExp(`^${label}`) });

/**
 * Focuses the field labelled `label` as a person does, at once (whatever the page draws there first: the
 * field's Day section or any read-only stand-in), types `TYPED` a key at a time, and leaves the field.
 */
async function typeIntoFreshField(scope: Locator, label: string) {
  const name = new RegExp(`^${label}`);
  const field = dateField(scope, label)
    .getByRole('spinbutton', { name: 'Day' })
    .or(scope.getByRole('textbox', { name }));
  await field.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
  await scope.page().keyboard.press('Tab');
}

/** The field shows exactly the date typed, in the display format ('31st Dec, 2026'), and no error. */
async function expectShowsTypedDate(scope: Locator, label: string) {
  const field = dateField(scope, label);
  // The field's own input holds the text its sections show.
  await expect(field.locator('input')).toHaveValue(shownDate(DATE));
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

// ---------------------------------------------------------------------------------------------------------
// Order lists: every list draws its From and To filters with one shared component, so one list of each kind
// (orders and subscription orders for the super admin, the staff user's own orders) is typed into: both
// filters of the first, one of each of the others.

const LIST_FILTERS = [
  { role: 'admin', path: '/pending_orders', label: 'From', url: 'from', query: 'from_date' },
  { role: 'admin', path: '/pending_orders', label: 'To', url: 'to', query: 'to_date' },
  { role: 'admin', path: '/subscription_pending_orders', label: 'From', url: 'from', query: 'from_date' },
  { role: 'staff', path: '/assigned_orders', label: 'To', url: 'to', query: 'to_date' },
] as const;

/** The dates the page asked the order lists for in `query` (from_date or to_date), in order. */
function recordListDates(page: Page, query: string) {
  const dates: string[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname !== API.allOrders && url.pathname !== API.myOrders) return;
    const date = url.searchParams.get(query);
    if (date !== null) dates.push(date);
  });
  return dates;
}

for (const { role, path, ...filter } of LIST_FILTERS) {
  test.describe(`Order list date filters (${role})`, () => {
    test.use({ storageState: STORAGE[role] });
    test(`${path}: ${filter.label} takes ${TYPED} typed at 180 ms a key`, async ({ page }) => {
      const asked = recordListDates(page, filter.query);
      await page.goto(path);
      const main = page.getByRole('main');
      await typeIntoFreshField(main, filter.label);
      await expectShowsTypedDate(main, filter.label);
      // The URL and the list's call carry the date; no other date was asked for on the way.
      await expect.poll(() => new URL(page.url()).searchParams.get(filter.url)).toBe(DATE);
      await expect.poll(() => asked).toContain(DATE);
      expect(new Set(asked)).toEqual(new Set([DATE]));
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// Coupons: From and To of the New Coupon form; the coupon is saved with the date typed.

test.describe('Coupon dates', () => {
  test.use({ storageState: STORAGE.admin });

  for (const [label, other, otherDate] of [
    ['From', 'To', `${YEAR + 1}-01-31`],
    ['To', 'From', `${YEAR}-12-01`],
  ] as const) {
    test(`${label} takes ${TYPED} typed at 180 ms a key, and the coupon is saved with it`, async ({
      page,
      request,
    }) => {
      await page.goto('/coupons');
      const form = page.getByRole('form', { name: 'New Coupon' });
      await typeIntoFreshField(form, label);
      await expectShowsTypedDate(form, label);

      const code = `DATES${unique()}`;
      await form.getByRole('textbox', { name: 'Name Of Coupon', exact: true }).fill(`E2E dates ${code}`);
      await form.getByRole('textbox', { name: 'Coupon Code', exact: true }).fill(code);
      await form.getByRole('spinbutton', { name: 'Discount %', exact: true }).fill('10');
      await typeDate(form, other, otherDate);
      await expectShowsTypedDate(form, label);
      const [created] = await Promise.all([
        page.waitForResponse(
          (res) => new URL(res.url()).pathname === API.coupons && res.request().method() === 'POST',
        ),
        form.getByRole('button', { name: 'Submit' }).click(),
      ]);
      expect(created.status(), await created.text()).toBe(201);
      const sent = JSON.parse(created.request().postData() ?? '{}') as Record<string, unknown>;
      const [from, to] = label === 'From' ? [DATE, otherDate] : [otherDate, DATE];
      expect(sent).toMatchObject({ valid_from: `${from}T00:00`, valid_to: `${to}T00:00` });
      const stored = (await created.json()) as TCoupon;
      expect(stored.valid_from.split('T')[0]).toBe(from);
      expect(stored.valid_to.split('T')[0]).toBe(to);

      const removed = await request.delete(API.coupon(stored.id), { headers: await authHeaders(request) });
      expect(removed.status(), await removed.text()).toBe(204);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Voucher validity (Voucher Information) and QR code validity (Generate QR).

test.describe('Voucher and QR code validity', () => {
  test.use({ storageState: STORAGE.admin });

  test(`Voucher Information's Validity takes ${TYPED} typed at 180 ms a key, and the voucher is saved with it`, async ({
    page,
    request,
  }) => {
    const stamp = unique();
    const headers = await authHeaders(request);
    const made = await request.post(API.clientSave, {
      headers,
      data: {
        name: `E2E Dates Client ${stamp}`,
        contact: 9123456780,
        client_type: 1,
        potential: 'Low',
        address: JSON.stringify({ city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' }),
        is_advertisible: false,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const client = (await made.json()) as TClient;

    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Create New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voucher Information' });
    await typeIntoFreshField(dialog, 'Validity');
    await expectShowsTypedDate(dialog, 'Validity');

    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: client.name, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Voucher Details' }).fill('E2E typed validity');
    await dialog.getByRole('spinbutton', { name: 'Voucher Cost' }).fill('25');
    await dialog.getByRole('textbox', { name: 'Voucher Code' }).fill(`DATES${stamp}`);
    await expectShowsTypedDate(dialog, 'Validity');
    const [created] = await Promise.all([
      page.waitForResponse(
        (res) => new URL(res.url()).pathname === API.voucherSave && res.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Create Voucher' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const sent = JSON.parse(created.request().postData() ?? '{}') as { expiry_date: string };
    expect(sent.expiry_date.split('T')[0]).toBe(DATE);
    const [stored] = await apiGet<TVoucherInfo[]>(request, `${API.vouchers}?client_id=${client.id}`);
    expect(stored!.expiry_date.split('T')[0]).toBe(DATE);

    const voucherGone = await request.delete(`${API.voucherDelete}?voucher_ids=${stored!.id}`, { headers });
    expect(voucherGone.ok(), await voucherGone.text()).toBe(true);
    const clientGone = await request.delete(`${API.clientDelete}?client_id=${client.id}`, { headers });
    expect(clientGone.ok(), await clientGone.text()).toBe(true);
  });

  test(`Generate QR's Validity takes ${TYPED} typed at 180 ms a key, and the QR code is saved with it`, async ({
    page,
    request,
  }) => {
    const code = `DATES${unique()}`;
    await page.goto('/qr_codes');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeIntoFreshField(dialog, 'Validity');
    await expectShowsTypedDate(dialog, 'Validity');

    await dialog.getByRole('spinbutton', { name: 'QR code value' }).fill('30');
    await dialog.getByRole('textbox', { name: 'Company Name' }).fill(`E2E Dates Co ${code}`);
    await dialog.getByRole('textbox', { name: 'Qr Code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Redirection URL' }).fill(`https://example.com/${code}`);
    await expectShowsTypedDate(dialog, 'Validity');
    const [created] = await Promise.all([
      page.waitForResponse(
        (res) => new URL(res.url()).pathname === API.qrSave && res.request().method() === 'POST',
      ),
      dialog.getByRole('button', { name: 'Generate' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const stored = (await apiGet<TQrCode[]>(request, API.qrCodes)).find((qr) => qr.code === code);
    expect(stored?.validity.split('T')[0]).toBe(DATE);

    const gone = await request.delete(`${API.qrDelete}?qr_id=${stored!.id}`, {
      headers: await authHeaders(request),
    });
    expect(gone.ok(), await gone.text()).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Issue #36 item 15: a date typed at a person's pace into the coupon form reads the same as in the QR
// dialog, and a From then To typed quickly on /total_orders both reach the URL and the list's call.

test.describe('item 15: dates typed at a person’s pace and in quick succession', () => {
  test.use({ storageState: STORAGE.admin });

  const PERSON_PACE_MS = 300;
  /** A phone's pace: the browser's CPU four times slower. */
  const slowCpu = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  };
  const typeAtPace = async (scope: Locator, label: string, typed: string) => {
    await dateField(scope, label).getByRole('spinbutton', { name: 'Day' }).click();
    await scope.page().keyboard.type(typed, { delay: PERSON_PACE_MS });
    await scope.page().keyboard.press('Tab');
  };

  test(`item 15: the coupon form’s From and the QR dialog’s Validity both read ${shownDate(DATE)}`, async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto('/coupons');
    const form = page.getByRole('form', { name: 'New Coupon' });
    await typeAtPace(form, 'From', TYPED);
    await expect(dateField(form, 'From').locator('input')).toHaveValue(shownDate(DATE));

    await page.goto('/qr_codes');
    await page.getByRole('button', { name: 'Generate QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate QR' });
    await typeAtPace(dialog, 'Validity', TYPED);
    await expect(dateField(dialog, 'Validity').locator('input')).toHaveValue(shownDate(DATE));
  });

  test('item 15: /total_orders keeps From when To is typed right after it, round after round', async ({
    page,
  }) => {
    const asked: { from: string | null; to: string | null }[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname !== API.allOrders) return;
      asked.push({ from: url.searchParams.get('from_date'), to: url.searchParams.get('to_date') });
    });
    // The list's render after From takes a while.
    await slowCpu(page);
    await page.goto('/total_orders');
    const main = page.getByRole('main');
    await expect(dateField(main, 'To').getByRole('spinbutton', { name: 'Day' })).toBeVisible();
    const typed = (iso: string) => iso.split('-').reverse().join('');
    for (let round = 1; round <= 6; round += 1) {
      const from = `2026-0${round}-0${round}`;
      const to = `2026-1${round % 3}-2${round}`;
      // From, then on to To with the keyboard (past the From field's calendar button) at once.
      await dateField(main, 'From').getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.type(typed(from));
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.type(typed(to));
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toMatchObject({ from, to });
      await expect.poll(() => asked.at(-1)).toEqual({ from, to });
      await expectDateShown(main, 'From', from);
      await expectDateShown(main, 'To', to);
    }
  });
});
