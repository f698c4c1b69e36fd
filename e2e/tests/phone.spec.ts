import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { answerOf, apiGet, authHeaders, firstOrder } from '../support/api';
import { demoVoucherClient, showClientVouchers } from '../support/clients';

import type { TCustomer, TOrderPage } from '@printhub/contract';

/**
 * The main screens on a phone (390×844) for both roles: no page scrolls sideways, nothing in the content is
 * wider than the screen (a list is a column of cards), no ordinary word is split across lines, and the
 * dashboard's chart labels keep apart. Every list shows its first row's status and main action on the first
 * screen, its filters folded behind a button. On a 1440 px screen, long text wraps and every column of /users
 * and /qr_codes stays on the screen. Then the staff user's order (what to do first, not below the
 * files), the largest dialogs on a 1366×768 laptop (buttons in view) and coupon Edit (the form comes to you).
 * Every check only reads, so the groups run side by side.
 */
test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const PER_SCREEN_MS = 30_000;

/** A heading is shown and nothing is loading any more (no progress bar, no skeleton). */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
}

/**
 * What makes the screen wider than the phone, as sentences (none when it fits): the page's own sideways
 * scroll; an element of the main content that reaches past the screen's edges or is wider than the screen,
 * unless a box around it scrolls or clips (a table scrolling in its card, a ribbon cut off at its card's
 * corner); and a word of letters broken across two lines (text squeezed into a column too narrow for it).
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px for ${width}`);
  const main = document.querySelector('main') ?? document.body;
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const contained = (el: Element) => {
    for (let box = el.parentElement; box && box !== main.parentElement; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of Array.from(main.querySelectorAll('*'))) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const outside = rect.right > width + 1 || rect.left < -1 || rect.width > width;
    if (outside && !contained(el))
      problems.push(`${name(el)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
  }
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    // Words of letters only (with their punctuation): codes, e-mails and links may break where they must.
    for (const token of text.matchAll(/[^\s\-–]+/g)) {
      if (!/^[(\p{L}]\p{L}{1,19}[,.;:!?)]*$/u.test(token[0])) continue;
      range.setStart(node, token.index);
      range.setEnd(node, token.index + token[0].length);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      if (lines.size > 1)
        problems.push(`"${token[0]}" is split across lines in ${name(node.parentElement!)}`);
    }
  }
  return problems.slice(0, 10);
}

const softExpect = expect.configure({ soft: true });

/** The screen settles, then fits the phone (softly: one run lists every screen that does not). */
async function expectFits(page: Page, screen: string) {
  await settled(page);
  await softExpect.poll(() => page.evaluate(layoutProblems), { message: screen }).toEqual([]);
}

/** Pairs of bottom labels of the chart in `region` whose boxes overlap. */
async function overlappingLabels(page: Page, region: string) {
  const boxes = await page
    .getByRole('region', { name: region })
    .locator('.visx-axis-bottom text')
    .evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { text: t.textContent ?? '', left: r.left, right: r.right };
      }),
    );
  const overlaps: string[] = [];
  boxes.sort((a, b) => a.left - b.left);
  for (let i = 1; i < boxes.length; i += 1) {
    if (boxes[i]!.left < boxes[i - 1]!.right) overlaps.push(`${boxes[i - 1]!.text} / ${boxes[i]!.text}`);
  }
  return { count: boxes.length, overlaps };
}

interface Screen {
  name: string;
  open: (page: Page, request: APIRequestContext) => Promise<void>;
}

const at = (path: string, ready?: (page: Page) => Promise<void>): Screen => ({
  name: path,
  open: async (page) => {
    await page.goto(path);
    await ready?.(page);
  },
});

/** A list's rows are shown: on a phone its cards (a list named as the table is on a wider screen). */
const rows = (table: string) => async (page: Page) => {
  await expect(page.getByRole('list', { name: table }).getByRole('listitem').first()).toBeVisible();
};

/** A table's rows are shown (a screen from `sm` up). */
const tableRows = (table: string) => async (page: Page) => {
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
};

const ORDER_LISTS = [
  '/pending_orders',
  '/assigned_orders',
  '/completed_orders',
  '/total_orders',
  '/subscription_pending_orders',
  '/subscription_assigned_orders',
  '/subscription_completed_orders',
  '/subscription_total_orders',
];

const orderScreen = (name: string, list: string, who: 'admin' | 'staff' = 'admin'): Screen => ({
  name,
  open: async (page, request) => {
    const path = who === 'staff' ? `/api/my_orders/?assigned_user=${await myId(request)}&limit=1` : list;
    const order = await firstOrder(request, path, who);
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  },
});

const myId = async (request: APIRequestContext) =>
  (await apiGet<{ id: number }>(request, '/api/profile/', 'staff')).id;

const SUPER_ADMIN: Screen[] = [
  at('/dashboard', async (page) => {
    await expect(page.getByRole('region', { name: /orders per day/i })).toBeVisible();
    const labels = await overlappingLabels(page, 'Orders per day');
    expect(labels.count, 'the chart has labels').toBeGreaterThan(1);
    expect.soft(labels.overlaps, 'chart labels that overlap').toEqual([]);
  }),
  at('/users', rows('Users')),
  {
    name: '/user/{id}',
    open: async (page, request) => {
      const users = await apiGet<{ results: TCustomer[] }>(request, '/api/users/?limit=1');
      await page.goto(`/user/${users.results[0]!.id}`);
      await rows('Timeline')(page);
    },
  },
  at('/staff_users', rows('Staff users')),
  at('/leads', rows('Leads')),
  orderScreen('/order/{id}', '/api/all-orders/?limit=1&exclude_order_type=subscription'),
  orderScreen('/order/{id} of a subscription', '/api/all-orders/?limit=1&order_type=subscription'),
  ...ORDER_LISTS.map((path) => at(path, rows('Orders'))),
  at('/subscriptions', rows('Plans')),
  at('/user_subscription', rows('User subscription plans')),
  at('/qr_codes', rows('QR codes')),
  {
    name: '/qr_codes: View & Download',
    open: async (page) => {
      await page.goto('/qr_codes');
      await rows('QR codes')(page);
      await page.getByRole('button', { name: 'View & Download', exact: true }).first().click();
      await expect(page.getByRole('dialog').getByRole('img', { name: /^QR image of / })).toBeVisible();
    },
  },
  at('/client_companies', rows('Client companies')),
  at('/client_companies/create'),
  at('/vouchers', rows('Vouchers')),
  {
    name: '/clientVouchers (by Show Vouchers)',
    open: async (page, request) => {
      await showClientVouchers(page, await demoVoucherClient(request));
      await rows('Vouchers')(page);
    },
  },
  at('/referrals', async (page) => {
    await expect(page.getByRole('article').first()).toBeVisible();
  }),
  at('/coupons', async (page) => {
    await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').first()).toBeVisible();
  }),
  at('/update_password'),
  at('/notifications', async (page) => {
    await expect(page.getByText(/^[\d,]+\+? messages?$/)).toBeVisible();
  }),
  at('/notifications?tab=templates', async (page) => {
    await expect(page.getByRole('region', { name: 'Preview' }).locator('iframe')).toBeVisible();
  }),
];

const STAFF: Screen[] = [
  at('/dashboard', async (page) => {
    await expect(page.getByRole('region', { name: 'Assigned' })).toBeVisible();
  }),
  at('/assigned_orders', rows('Orders')),
  at('/out_for_delivery_orders', rows('Orders')),
  at('/completed_orders', rows('Orders')),
  orderScreen('/order/{id} (an own order)', '', 'staff'),
  at('/update_password'),
];

const isOrders = (screen: Screen) => /orders|order\//.test(screen.name);
const GROUPS: Array<[string, string, Screen[]]> = [
  ['super admin: orders', STORAGE.admin, SUPER_ADMIN.filter(isOrders)],
  ['super admin: other screens', STORAGE.admin, SUPER_ADMIN.filter((s) => !isOrders(s))],
  ['staff', STORAGE.staff, STAFF],
];

for (const [group, storageState, screens] of GROUPS) {
  test.describe(() => {
    test.use({ storageState, viewport: PHONE });
    test(`on a 390 px phone, as ${group}: no screen scrolls sideways or splits words`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + screens.length * PER_SCREEN_MS);
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await screen.open(page, request);
          await expectFits(page, screen.name);
        });
      }
    });
  });
}

/**
 * A list on a phone: its path (or how to get there), the list (named as its table), its status (the card's
 * group of that name, when the list has one), the main action of its first card, and its search box's label
 * (folded with the filters, shown once the Filters button is pressed).
 */
interface PhoneList {
  path: string;
  open?: (page: Page, request: APIRequestContext) => Promise<void>;
  list: string;
  status?: string;
  action: (card: Locator) => Locator;
  search?: string;
}

const link = (name?: RegExp) => (card: Locator) => card.getByRole('link', { name }).first();
const button = (name: RegExp) => (card: Locator) => card.getByRole('button', { name }).first();
const selectVoucher = (card: Locator) => card.getByRole('checkbox', { name: /^Select voucher / });

const PHONE_LISTS: Array<[string, PhoneList[]]> = [
  [
    STORAGE.admin,
    [
      { path: '/users', list: 'Users', action: link() },
      ...ORDER_LISTS.map((path) => ({ path, list: 'Orders', status: 'Status', action: link(/^#\d+$/) })),
      {
        path: '/staff_users',
        list: 'Staff users',
        status: 'Status',
        action: button(/^(Deactivate|Reactivate) /),
      },
      { path: '/leads', list: 'Leads', status: 'Status', action: button(/^(Mark handled|Reopen)$/) },
      { path: '/subscriptions', list: 'Plans', status: 'Status', action: button(/^Edit /) },
      { path: '/user_subscription', list: 'User subscription plans', status: 'Status', action: link() },
      { path: '/qr_codes', list: 'QR codes', status: 'Is Active', action: button(/^View & Download$/) },
      {
        path: '/client_companies',
        list: 'Client companies',
        action: button(/^Show Vouchers$/),
        search: 'Search Companies',
      },
      { path: '/vouchers', list: 'Vouchers', action: selectVoucher, search: 'Search Vouchers' },
      {
        path: '/clientVouchers',
        open: async (page, request) => showClientVouchers(page, await demoVoucherClient(request)),
        list: 'Vouchers',
        action: selectVoucher,
        search: 'Search Vouchers',
      },
      { path: '/audit_log', list: 'Audit log', action: button(/^Details$/) },
    ],
  ],
  [
    STORAGE.staff,
    ['/assigned_orders', '/out_for_delivery_orders', '/completed_orders'].map((path) => ({
      path,
      list: 'Orders',
      status: 'Status',
      action: link(/^#\d+$/),
    })),
  ],
];

for (const [storageState, lists] of PHONE_LISTS) {
  test.describe(() => {
    test.use({ storageState, viewport: PHONE });
    test(`item 9: on a 390 px phone, ${lists.length} lists show their first card's status and main action on the first screen, their filters and search folded`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + lists.length * PER_SCREEN_MS);
      for (const { path, open, list, status, action, search } of lists) {
        await test.step(path, async () => {
          await (open ? open(page, request) : page.goto(path));
          const card = page.getByRole('list', { name: list }).getByRole('listitem').first();
          await expect(card).toBeVisible();
          await expect(page.getByRole('table')).toHaveCount(0);
          const filters = page.getByRole('button', { name: /^Filters( \(\d+\))?$/ });
          await expect(filters).toHaveAttribute('aria-expanded', 'false');
          await expect(page.getByRole('searchbox')).toHaveCount(0);
          if (status) await expect(card.getByRole('group', { name: status })).toBeInViewport({ ratio: 1 });
          await expect(action(card)).toBeInViewport({ ratio: 1 });
          if (search) {
            await filters.click();
            await expect(page.getByRole('searchbox', { name: search })).toBeVisible();
          }
        });
      }
    });
  });
}

test.describe('a list sorted on a phone', () => {
  test.use({ storageState: STORAGE.admin, viewport: PHONE });

  test('item 9: on a 390 px phone, /total_orders sorts by its Sort by choice: the URL and the first card', async ({
    page,
  }) => {
    await page.goto('/total_orders');
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const sortBy = page.getByRole('combobox', { name: /^Sort by/ });
    await expect(sortBy).toBeInViewport();
    const firsts: number[] = [];
    for (const [name, ordering] of [
      ['Order #, ascending', 'id'],
      ['Order #, descending', '-id'],
    ] as const) {
      // By keyboard: the choice opens with Enter, and the option is chosen with Enter.
      await sortBy.focus();
      await page.keyboard.press('Enter');
      const { body } = await answerOf<TOrderPage>(page, '/api/all-orders/', () =>
        page.getByRole('option', { name, exact: true }).press('Enter'),
      );
      await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe(ordering);
      await expect(sortBy).toHaveText(name.startsWith('Order #, a') ? 'Order # ↑' : 'Order # ↓');
      const ids = body.results.map((order) => order.id);
      expect(ids).toEqual([...ids].sort((a, b) => (ordering === 'id' ? a - b : b - a)));
      await expect(cards.first().getByRole('link', { name: `#${ids[0]}`, exact: true })).toBeVisible();
      firsts.push(ids[0]!);
    }
    expect(firsts[0], 'the first card changes with the order').not.toBe(firsts[1]);
  });
});

test.describe('the staff user on a phone', () => {
  test.use({ storageState: STORAGE.staff, viewport: PHONE });

  test("an order's actions come first, above its files, in view without scrolling", async ({
    page,
    request,
  }) => {
    const order = await firstOrder(
      request,
      `/api/my_orders/?assigned_user=${await myId(request)}&exclude_status=delivered&limit=1`,
      'staff',
    );
    await page.goto(`/order/${order.id}`);
    const actions = page.getByRole('region', { name: 'Actions' });
    const files = page.getByRole('list', { name: 'Files' });
    await expect(files).toBeVisible();
    await expect(actions).toBeInViewport();
    const [actionsBox, filesBox] = [await actions.boundingBox(), await files.boundingBox()];
    expect(actionsBox!.y + actionsBox!.height).toBeLessThanOrEqual(filesBox!.y);
  });
});

/** A dialog's buttons (its actions, at the bottom) are wholly on the screen, and so is the dialog. */
async function expectButtonsInView(page: Page, buttons: string[]) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const name of buttons) {
    await expect(dialog.getByRole('button', { name, exact: true }), name).toBeInViewport({ ratio: 1 });
  }
}

test.describe('the largest dialogs on a 1366×768 laptop', () => {
  test.use({ storageState: STORAGE.admin, viewport: LAPTOP });

  test('Voucher Information (with several codes), Generate QR and Upload Vouchers keep their buttons in view', async ({
    page,
  }) => {
    await page.goto('/vouchers');
    await tableRows('Vouchers')(page);
    await page.getByRole('button', { name: 'Create New', exact: true }).click();
    const voucher = page.getByRole('dialog', { name: 'Voucher Information' });
    await voucher.getByRole('radio', { name: 'Multiple' }).check();
    await expectButtonsInView(page, ['Cancel', 'Create Voucher']);
    // The fields scroll inside the dialog: the last one can be reached, and the buttons stay put.
    await voucher.getByRole('button', { name: /add-voucher/i }).scrollIntoViewIfNeeded();
    await expectButtonsInView(page, ['Cancel', 'Create Voucher']);
    await voucher.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/qr_codes');
    await tableRows('QR codes')(page);
    await page.getByRole('button', { name: 'Generate QR', exact: true }).click();
    await expectButtonsInView(page, ['Cancel', 'Generate']);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/client_companies');
    await tableRows('Client companies')(page);
    await page.getByRole('button', { name: 'Upload vouchers', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Upload Vouchers' })).toBeVisible();
    await expectButtonsInView(page, ['Close']);
  });
});

/** Chooses Edit on the card of `code` by keyboard (as referrals-coupons.spec.ts does), and expects its form. */
async function editCoupon(page: Page, code: string) {
  const card = page
    .getByRole('list', { name: 'Coupons' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code, exact: true }) });
  await card.getByRole('button', { name: 'Coupon actions' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Edit', exact: true }).press('Enter');
  await expect(menu).toBeHidden();
  return page.getByRole('form', { name: `Edit Coupon ${code}` });
}

test.describe('coupon Edit', () => {
  test.use({ storageState: STORAGE.admin });

  for (const [where, viewport] of [
    ['a phone, the form below the whole list', PHONE],
    ['a laptop scrolled down the list, the form above the view', LAPTOP],
  ] as const) {
    test(`on ${where}: the form comes into view with its first field focused`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Every coupon on one page (the list pages by 10 unless told).
      await page.goto('/coupons?page_size=100');
      // A demo coupon low in the list (no test deletes them).
      const form = await editCoupon(page, 'WELCOME10');
      await expect(form).toBeInViewport();
      const name = form.getByRole('textbox', { name: 'Name Of Coupon' });
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('Welcome offer');
      await expect(name).toBeInViewport({ ratio: 1 });
    });
  }
});

const DESKTOP = { width: 1440, height: 900 };

/** The columns (header cells) of `table` whose right edge is past its box or the screen, as sentences. */
async function columnsCut(page: Page, table: string): Promise<string[]> {
  const header = page.getByRole('table', { name: table }).getByRole('columnheader');
  await expect(header.first()).toBeVisible();
  return header.evaluateAll((cells) => {
    const width = document.documentElement.clientWidth;
    const box = cells[0]!.closest('.MuiTableContainer-root')!.getBoundingClientRect();
    return cells
      .map((cell) => ({ name: cell.textContent ?? '', right: cell.getBoundingClientRect().right }))
      .filter(({ right }) => right > Math.min(width, box.right) + 1)
      .map(({ name, right }) => `"${name}" ends at ${Math.round(right)} px`);
  });
}

/**
 * Long text on a 1440 px screen: a customer with a very long name and e-mail on /users, a QR code of a
 * company with a very long name on /qr_codes. The text wraps and every column stays within the screen.
 */
test.describe('long text on a 1440 px screen', () => {
  test.use({ storageState: STORAGE.admin, viewport: DESKTOP });

  test('item 9: a very long customer name wraps on /users and every column stays on the screen', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `Venkatanarasimharajuvaripeta${stamp}`;
    const created = await request.post('/api/users/', {
      headers: await authHeaders(request),
      data: {
        first_name: name,
        last_name: 'Subrahmanyeswaraswamy Ramachandramurthy Lakshminarasimhan',
        email: `venkatanarasimharajuvaripeta.subrahmanyeswaraswamy.${stamp}@example.com`,
        mobile: '+91 90000 24680',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto('/users?ordering=-created_at');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    expect(await columnsCut(page, 'Users')).toEqual([]);
  });

  test('item 9: /qr_codes shows every column, Is Active included, with a very long company name', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const company = `Sri Venkateswara Offset Printers And Stationers Private Limited ${stamp}`;
    const res = await request.post('/api/save-qr-codes/', {
      headers: await authHeaders(request),
      multipart: {
        code: `LONG${stamp}`,
        company,
        value: '25',
        validity: '2099-06-15',
        redirection_url: `https://example.com/e2e/a-very-long-landing-page-address/${stamp}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/qr_codes?ordering=-generated_date');
    await expect(page.getByRole('cell', { name: company })).toBeVisible();
    expect(await columnsCut(page, 'QR codes')).toEqual([]);
  });
});
