import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import {
  API,
  formatInteger,
  formatMoney,
  isCouponExpired,
  REQUIRED_MESSAGE,
  toReferrerRecord,
  type TCoupon,
  type TMarkFulfilledResponse,
  type TReferralStatsItem,
} from '@printhub/contract';

import { STORAGE } from '../support/accounts';
import { apiGet, authHeaders } from '../support/api';
import { expectDateShown, shownDate, typeDate } from '../support/forms';
import { expectNotice, watchForNotices } from '../support/notices';

test.use({ storageState: STORAGE.admin });

const STATS = '/referral_app/referrals-stats/';
const MARK = '/referral_app/api/mark-as-fulfilled/';
const COUPONS = '/coupon_app/api/coupons/';
const PAGE = 50;

let counter = 0;
/** A code no other test uses, so tests stay independent and run in any order (or twice at once). */
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}${Date.now()}${counter}`;
};

// ---------------------------------------------------------------------------------------------------------
// Referrals

/** One page of the referrer stats, as the screen asks for it. */
const statsPage = (request: APIRequestContext, start: number) =>
  apiGet<TReferralStatsItem[]>(request, `${STATS}?start=${start}&end=${start + PAGE}`);

/** Only referrers with at least one referral get a card. */
const listed = (items: TReferralStatsItem[]) => items.filter((item) => item.referrals.length > 0);
const nameOf = (item: TReferralStatsItem) => toReferrerRecord(item).name;

const referrerCards = (page: Page) => page.getByRole('main').getByRole('article');
/** A referrer's card, by its name and (since two people may share a name) its phone. */
const referrerCard = (page: Page, item: TReferralStatsItem) =>
  page
    .getByRole('main')
    .getByRole('article', { name: nameOf(item), exact: true })
    .filter({ hasText: item.user.mobile });

/** The names the cards show, in order. */
const shownReferrers = (page: Page) =>
  referrerCards(page).getByRole('heading', { level: 2 }).allTextContents();

/** The card's counts, phone, referred people and claims tooltip are the API's item, derived as the specification says. */
async function expectCardShows(page: Page, item: TReferralStatsItem) {
  const record = toReferrerRecord(item);
  const card = referrerCard(page, item);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(record.phone);
  await expect(card.getByRole('term')).toHaveText(['Eligible', 'Claimed', 'Remaining']);
  await expect(card.getByRole('definition')).toHaveText(
    [record.eligible, record.claimed, record.remaining].map(String),
  );
  await expect(
    card.getByRole('list', { name: `People referred by ${record.name}` }).getByRole('listitem'),
  ).toHaveText(
    record.referrals.map((r) => `${r.name}${r.phone}Rs: ${formatMoney(r.price).replace('₹', '')}${r.date}`),
  );
  await expectTooltip(page, item);
}

/** Hovers the card's Claims button: the tooltip lists the claims ('Claimed on …') or reads 'No claims so far'. */
async function expectTooltip(page: Page, item: TReferralStatsItem) {
  const claims = toReferrerRecord(item).claim;
  const button = referrerCard(page, item).getByRole('button', { name: 'Claims', exact: true });
  await button.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  if (claims.length === 0) await expect(tooltip).toHaveText('No claims so far');
  else await expect(tooltip).toHaveText(claims.join(' '), { useInnerText: true });
  // The tooltip describes the button while it is open.
  await expect(button).toHaveAccessibleDescription(
    claims.length === 0 ? 'No claims so far' : claims.join(' '),
  );
  // Moving away closes it.
  await page.getByRole('heading', { level: 1, name: 'Referrals' }).hover();
  await expect(tooltip).toHaveCount(0);
}

/** Records the screen's calls: the stats pages asked for ('start-end') and the bodies of Mark As Fulfilled. */
function recordReferralCalls(page: Page) {
  const asked: string[] = [];
  const marks: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === STATS) {
      // The screen pages by limit and offset: recorded as the range [offset, offset + limit).
      const offset = Number(url.searchParams.get('offset'));
      asked.push(`${offset}-${offset + Number(url.searchParams.get('limit'))}`);
    }
    if (url.pathname === MARK) marks.push(req.postData() ?? '');
  });
  return { asked, marks };
}

const loadingBar = (page: Page) => page.getByTestId('referrals-loading-bar');

/** A referrer listed once among `loaded` (a name and phone no one else there has). */
const onlyOnceIn = (loaded: TReferralStatsItem[]) => (item: TReferralStatsItem) =>
  loaded.filter((other) => nameOf(other) === nameOf(item) && other.user.mobile === item.user.mobile)
    .length === 1;

test.describe('Referrals', () => {
  // A page of 150 cards and some 750 referred people, on a machine shared with other test runs.
  test.slow();

  test('pages of 50 load as the bar scrolls into view; each card and its claims tooltip match the API', async ({
    page,
    request,
  }) => {
    const pages = [
      await statsPage(request, 0),
      await statsPage(request, PAGE),
      await statsPage(request, 2 * PAGE),
    ];
    expect(pages.map((p) => p.length)).toEqual([PAGE, PAGE, PAGE]);
    const [first, second, third] = pages.map(listed) as [
      TReferralStatsItem[],
      TReferralStatsItem[],
      TReferralStatsItem[],
    ];
    const loaded = [...first, ...second, ...third];
    const isOnlyOne = onlyOnceIn(loaded);
    // Nothing marks a referrer without a claim waiting, nor one past the first page (the other test marks
    // one there), so these keep their tooltips while tests run side by side.
    const withClaims = first.find((i) => !i.my_claim && i.recent_claims.length > 0 && isOnlyOne(i));
    const withoutClaims = [...second, ...third].find((i) => i.recent_claims.length === 0 && isOnlyOne(i));
    expect(withClaims, 'a fulfilled referrer with claims on the first page').toBeDefined();
    expect(withoutClaims, 'a referrer without claims on the second or third page').toBeDefined();
    const { asked } = recordReferralCalls(page);

    // The first page: one card per referrer of the API's first 50 that has referrals, in the same order.
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    await expect.poll(() => shownReferrers(page)).toEqual(first.map(nameOf));
    expect(asked).toEqual(['0-50']);

    // Scrolling the bar at the bottom into view asks for the next 50; meanwhile it reads 'Loading...'.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const secondPage = (url: URL) => url.pathname === STATS && url.searchParams.get('offset') === '50';
    await page.route(secondPage, async (route) => {
      await held;
      await route.continue();
    });
    const bar = loadingBar(page);
    await bar.scrollIntoViewIfNeeded();
    await expect(bar.getByRole('status')).toHaveText('Loading...');
    await expect(referrerCards(page)).toHaveCount(first.length);
    release();
    await expect.poll(() => shownReferrers(page)).toEqual([...first, ...second].map(nameOf));
    await expect(bar.getByRole('status')).toHaveCount(0);
    await page.unroute(secondPage);
    expect(asked).toEqual(['0-50', '50-100']);

    // And again for the third page.
    await bar.scrollIntoViewIfNeeded();
    await expect.poll(() => shownReferrers(page)).toEqual(loaded.map(nameOf));
    expect(asked).toEqual(['0-50', '50-100', '100-150']);

    // A card shows its counts and referred people; the tooltip lists the claims, or says there are none.
    await expectCardShows(page, withClaims!);
    await expectCardShows(page, withoutClaims!);
  });

  test('Mark As Fulfilled asks first, fulfils the claims waiting and reloads the list from the start', async ({
    page,
    request,
  }) => {
    const first = listed(await statsPage(request, 0));
    const second = listed(await statsPage(request, PAGE));
    const isOnlyOne = onlyOnceIn([...first, ...second]);
    // A first-page referrer with claims waiting. Each repetition of this test takes a different one, so two
    // runs at once never mark the same referrer (a later run no longer sees the ones marked before).
    const waiting = first.filter((i) => i.my_claim && i.remaining_claims > 0 && isOnlyOne(i));
    const target = waiting[test.info().repeatEachIndex]!;
    expect(target, 'a referrer with claims waiting on the first page').toBeDefined();
    const { asked, marks } = recordReferralCalls(page);

    // Two pages are loaded, so that the reload after marking is seen to start again from the first.
    await watchForNotices(page);
    await page.goto('/referrals');
    await expect.poll(() => shownReferrers(page)).toEqual(first.map(nameOf));
    await loadingBar(page).scrollIntoViewIfNeeded();
    await expect.poll(() => shownReferrers(page)).toEqual([...first, ...second].map(nameOf));
    expect(asked).toEqual(['0-50', '50-100']);

    // Mark As Fulfilled asks first, naming the referrer and what they will be paid (item 11: each claim
    // waiting at the reward per claim); Cancel sends nothing.
    const settings = await apiGet<{ key: string; value: unknown }[]>(request, API.configurations);
    const reward = settings.find((setting) => setting.key === 'referral_reward_coins')!.value as number;
    const claims = target.remaining_claims;
    const payment = `${nameOf(target)} Pays ${formatInteger(claims * reward)} coins: ${claims} ${
      claims === 1 ? 'claim' : 'claims'
    } × ${formatInteger(reward)} coins.`;
    const card = referrerCard(page, target);
    await expect(card.getByRole('definition')).toHaveText(
      [target.total_claims, target.total_claims - target.remaining_claims, target.remaining_claims].map(
        String,
      ),
    );
    const markButton = card.getByRole('button', { name: 'Mark As Fulfilled', exact: true });
    await expect(markButton).toBeEnabled();
    await markButton.click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to Mark this user as Fulfilled ?' });
    await expect(dialog).toHaveAccessibleDescription(payment);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(marks).toEqual([]);
    await expect(markButton).toBeEnabled();

    // Yes, Mark fulfils every claim waiting, and the list reloads from the first page.
    await markButton.click();
    await expect(dialog).toHaveAccessibleDescription(payment);
    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === MARK),
      dialog.getByRole('button', { name: 'Yes, Mark' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '')).toEqual({ referral_code: target.referral_code });
    expect((await response.json()) as TMarkFulfilledResponse).toEqual({
      referral_code: target.referral_code,
      fulfilled: target.remaining_claims,
      total_claims: target.total_claims,
      remaining_claims: 0,
    });
    await expectNotice(page, 'Marked as Fulfilled');
    await expect(dialog).toBeHidden();
    await expect.poll(() => asked).toEqual(['0-50', '50-100', '0-50']);
    await expect.poll(() => shownReferrers(page)).toEqual(first.map(nameOf));
    await expect(card.getByRole('button', { name: 'Marked As Fulfilled', exact: true })).toBeDisabled();
    await expect(markButton).toHaveCount(0);
    expect(marks).toHaveLength(1);

    // The server agrees, the card shows the new counts and claims, and marking again changes nothing.
    const after = (await statsPage(request, 0)).find((i) => i.referral_code === target.referral_code)!;
    expect(after).toMatchObject({ total_claims: target.total_claims, remaining_claims: 0, my_claim: false });
    expect(after.recent_claims.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(after.recent_claims[0]!.user.created_at)).toBeLessThan(10 * 60_000);
    await expectCardShows(page, after);
    const again = await request.post(MARK, {
      headers: await authHeaders(request),
      data: { referral_code: target.referral_code },
    });
    expect(again.status(), await again.text()).toBe(200);
    expect(await again.json()).toEqual({
      referral_code: target.referral_code,
      fulfilled: 0,
      total_claims: target.total_claims,
      remaining_claims: 0,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// Coupons

const allCoupons = (request: APIRequestContext) => apiGet<TCoupon[]>(request, COUPONS);
const couponsWithCode = async (request: APIRequestContext, code: string) =>
  (await allCoupons(request)).filter((c) => c.code === code);

/** Set-up through the API: a coupon as the form would send it. */
async function createCoupon(request: APIRequestContext, fields: { name: string; code: string }) {
  const res = await request.post(COUPONS, {
    headers: await authHeaders(request),
    data: {
      ...fields,
      discount_percentage: 20,
      valid_from: '2024-02-01T00:00',
      valid_to: '2099-11-30T00:00',
      one_time_only: false,
      isfornew: false,
      usage_count: 0,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as TCoupon;
}

const couponCard = (page: Page, code: string) =>
  page.getByRole('list', { name: 'Coupons' }).getByRole('article', { name: code, exact: true });
const newForm = (page: Page) => page.getByRole('form', { name: 'New Coupon' });
const field = (form: Locator, name: 'Name Of Coupon' | 'Coupon Code') =>
  form.getByRole('textbox', { name, exact: true });
const discount = (form: Locator) => form.getByRole('spinbutton', { name: 'Discount %', exact: true });

/** A coupon card's whole text: ribbon, code, name, percentage, window, usage and the two rules. */
const cardText = (c: Omit<TCoupon, 'id'>) =>
  `${isCouponExpired(c) ? 'EXPIRED' : ''}${c.code}${c.name}${c.discount_percentage}%` +
  `From: ${c.valid_from.split('T')[0]}To: ${c.valid_to.split('T')[0]}used count: ${c.usage_count}` +
  `${c.isfornew ? 'new users' : 'all users'}${c.one_time_only ? 'one time' : 'multi-time'}`;

/**
 * Opens a card's menu and chooses by keyboard, as a keyboard user would. The menu closes itself 3 s after the
 * pointer leaves it, and on a loaded machine its opening animation can carry an item out from under a pointer
 * that is waiting for the item to stop moving; the keyboard takes the pointer out of that race.
 */
async function chooseFromMenu(page: Page, card: Locator, item: 'Edit' | 'Delete') {
  await card.getByRole('button', { name: 'Coupon actions' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: item, exact: true }).press('Enter');
  await expect(menu).toBeHidden();
}

/** The requests that change coupons, as 'METHOD path'. */
function recordCouponWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith(COUPONS) && req.method() !== 'GET')
      writes.push(`${req.method()} ${url.pathname}`);
  });
  return writes;
}

const DEMO_EXPIRED = ['FLASH40', 'MONSOON30', 'NEWYEAR26', 'SUMMER20'];
const DEMO_ACTIVE = [
  'BULK20',
  'DIWALI25',
  'FESTIVE35',
  'FIRST50',
  'LOYAL12',
  'STUDENT15',
  'WEEKEND5',
  'WELCOME10',
];

test.describe('Coupons', () => {
  test('expired demo coupons wear the EXPIRED ribbon; Submit creates a coupon, refusing gaps and a used code', async ({
    page,
    request,
  }) => {
    const writes = recordCouponWrites(page);
    await watchForNotices(page);
    // The list is paged (10 by default): 100 rows a page hold every demo coupon.
    await page.goto('/coupons?page_size=100');
    await expect(page.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeVisible();

    // The demo coupons: the ones whose end date has passed say so, the others do not.
    const demo = (await allCoupons(request)).filter((c) =>
      [...DEMO_EXPIRED, ...DEMO_ACTIVE].includes(c.code),
    );
    expect(
      demo
        .filter((c) => isCouponExpired(c))
        .map((c) => c.code)
        .sort(),
    ).toEqual(DEMO_EXPIRED);
    for (const coupon of demo) {
      const card = couponCard(page, coupon.code);
      await expect(card).toHaveText(cardText(coupon));
      await expect(card.getByText('EXPIRED', { exact: true })).toHaveCount(isCouponExpired(coupon) ? 1 : 0);
    }
    await expect(couponCard(page, 'MONSOON30').getByText('EXPIRED', { exact: true })).toBeVisible();
    await expect(couponCard(page, 'STUDENT15').getByText('EXPIRED', { exact: true })).toHaveCount(0);

    // An empty or incomplete form is refused before anything is sent.
    const form = newForm(page);
    const incomplete = 'Please enter the values correctly';
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, incomplete, 1);
    await expect(field(form, 'Name Of Coupon')).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await expect(field(form, 'Coupon Code')).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    await expect(discount(form)).toHaveAccessibleDescription(REQUIRED_MESSAGE);
    const code = unique('e2e');
    const name = `E2E coupon ${code}`;
    await field(form, 'Name Of Coupon').fill(name);
    await field(form, 'Coupon Code').fill(code);
    await discount(form).fill('15');
    await typeDate(form, 'From', '2024-01-01');
    await expect(field(form, 'Name Of Coupon')).toHaveAccessibleDescription('Not shown to users');
    // A second notice is the answer to this Submit: To is still empty.
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectNotice(page, incomplete, 2);
    expect(writes).toEqual([]);

    // Complete, it is sent with the dates at midnight, and the server keeps the code in capitals.
    await typeDate(form, 'To', '2099-12-31');
    await form.getByRole('radio', { name: 'One-time use' }).check();
    await form.getByRole('radio', { name: 'Only for New Users' }).check();
    const [created] = await Promise.all([
      page.waitForResponse(
        (res) => new URL(res.url()).pathname === COUPONS && res.request().method() === 'POST',
      ),
      form.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    expect(JSON.parse(created.request().postData() ?? '')).toEqual({
      name,
      code,
      discount_percentage: 15,
      valid_from: '2024-01-01T00:00',
      valid_to: '2099-12-31T00:00',
      one_time_only: true,
      isfornew: true,
      usage_count: 0,
    });
    await expectNotice(page, 'Coupon Created');
    const CODE = code.toUpperCase();
    const [stored] = await couponsWithCode(request, CODE);
    expect(stored).toEqual({
      id: expect.any(Number),
      name,
      code: CODE,
      discount_percentage: 15,
      valid_from: '2024-01-01T00:00:00.000Z',
      valid_to: '2099-12-31T00:00:00.000Z',
      one_time_only: true,
      isfornew: true,
      usage_count: 0,
    });
    const card = couponCard(page, CODE);
    await expect(card).toHaveText(cardText(stored!));
    await expect(card.getByText('EXPIRED', { exact: true })).toHaveCount(0);
    // The form is empty again for the next one.
    await expect(field(form, 'Name Of Coupon')).toHaveValue('');
    await expect(field(form, 'Coupon Code')).toHaveValue('');
    await expect(discount(form)).toHaveValue('');
    await expect(form.getByRole('group', { name: /^From/ })).not.toContainText(shownDate('2024-01-01'));

    // The same code again (in any case): the server's message shows under Coupon Code, and nothing is added.
    await field(form, 'Name Of Coupon').fill(`E2E duplicate ${code}`);
    await field(form, 'Coupon Code').fill(code);
    await discount(form).fill('5');
    await typeDate(form, 'From', '2024-03-01');
    await typeDate(form, 'To', '2099-03-01');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(field(form, 'Coupon Code')).toHaveAccessibleDescription(
      `The code ${CODE} is already used by another coupon`,
    );
    await expectNotice(page, 'Error Occured while creating coupon');
    expect(writes).toEqual([`POST ${COUPONS}`, `POST ${COUPONS}`]);
    expect(await couponsWithCode(request, CODE)).toEqual([stored]);
    await expect(
      page.getByRole('list', { name: 'Coupons' }).getByRole('article', { name: CODE }),
    ).toHaveCount(1);
  });

  test('Edit moves a coupon into the past (EXPIRED), Cancel clears the form, Delete asks first', async ({
    page,
    request,
  }) => {
    const code = unique('E2EEDIT');
    const name = `E2E editable ${code}`;
    const coupon = await createCoupon(request, { name, code });
    const writes = recordCouponWrites(page);
    await watchForNotices(page);
    await page.goto('/coupons');
    const card = couponCard(page, code);
    await expect(card).toHaveText(cardText(coupon));

    // Edit puts the coupon into the form.
    await chooseFromMenu(page, card, 'Edit');
    const form = page.getByRole('form', { name: `Edit Coupon ${code}` });
    await expect(field(form, 'Name Of Coupon')).toHaveValue(name);
    await expect(field(form, 'Coupon Code')).toHaveValue(code);
    await expect(discount(form)).toHaveValue('20');
    await expectDateShown(form, 'From', '2024-02-01');
    await expectDateShown(form, 'To', '2099-11-30');
    await expect(form.getByRole('radio', { name: 'Multi-time use' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'For ALL Users' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    // A new discount and both dates in the past: Update saves it, and the card now says EXPIRED.
    await discount(form).fill('35');
    await typeDate(form, 'From', '2020-03-05');
    await typeDate(form, 'To', '2020-04-10');
    const [updated] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith(`${COUPONS}${coupon.id}/`) && res.request().method() === 'PUT',
      ),
      form.getByRole('button', { name: 'Update' }).click(),
    ]);
    expect(updated.status(), await updated.text()).toBe(200);
    await expectNotice(page, 'Coupon Updated');
    await expect(newForm(page)).toBeVisible();
    await expect(form).toHaveCount(0);
    const [stored] = await couponsWithCode(request, code);
    expect(stored).toEqual({
      ...coupon,
      discount_percentage: 35,
      valid_from: '2020-03-05T00:00:00.000Z',
      valid_to: '2020-04-10T00:00:00.000Z',
    });
    expect(Date.parse(stored!.valid_to)).toBeLessThan(Date.now());
    await expect(card.getByText('EXPIRED', { exact: true })).toBeVisible();
    await expect(card).toHaveText(cardText(stored!));

    // Cancel while editing sends nothing and leaves an empty form.
    await chooseFromMenu(page, card, 'Edit');
    await expect(discount(form)).toHaveValue('35');
    await expect(form.getByRole('group', { name: /^To/ })).toContainText(shownDate('2020-04-10'));
    await discount(form).fill('50');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    const empty = newForm(page);
    await expect(field(empty, 'Name Of Coupon')).toHaveValue('');
    await expect(field(empty, 'Coupon Code')).toHaveValue('');
    await expect(discount(empty)).toHaveValue('');
    await expect(empty.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(empty.getByRole('button', { name: 'Update' })).toHaveCount(0);
    expect(writes).toEqual([`PUT ${COUPONS}${coupon.id}/`]);
    expect(await couponsWithCode(request, code)).toEqual([stored]);

    // Delete asks with the coupon's name; Cancel keeps it.
    await chooseFromMenu(page, card, 'Delete');
    const dialog = page.getByRole('dialog', { name: 'Do you want to delete this Coupon :' });
    await expect(dialog).toHaveAccessibleDescription(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    expect(writes).toHaveLength(1);
    expect(await couponsWithCode(request, code)).toEqual([stored]);

    // Yes, Delete removes it, from the list and from the server.
    await chooseFromMenu(page, card, 'Delete');
    await expect(dialog).toHaveAccessibleDescription(name);
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expectNotice(page, 'Coupon Deleted');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    expect(writes).toEqual([`PUT ${COUPONS}${coupon.id}/`, `DELETE ${COUPONS}${coupon.id}/`]);
    expect(await couponsWithCode(request, code)).toEqual([]);
  });
});
