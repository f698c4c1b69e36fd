import fs from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { STORAGE } from '../support/accounts';
import { apiGet, firstOrder } from '../support/api';
import { demoVoucherClient, showClientVouchers } from '../support/clients';

import type { TClient, TCustomer } from '@printhub/contract';

/**
 * The quality gate on accessibility: every screen of every role, and the main dialogs, are checked
 * with axe-core against WCAG 2.0/2.1 A and AA, in the light and the dark colour scheme, and none may have a
 * serious or critical violation.
 *
 * One page per role (signed in once, by the setup project) visits the screens in turn, and axe runs once
 * per screen, in the page itself (legacy mode: no blank page opened to merge the results of frames,
 * which these screens do not have) and reporting only the violations. A screen's violations fail the
 * test without stopping it, so one run lists every screen that has any.
 */

// Every check is read-only, so the groups below may run side by side.
test.describe.configure({ mode: 'parallel' });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** The time one screen may take (going there, settling, axe's analysis) on a busy 2-core machine. */
const PER_SCREEN_MS = 30_000;

// The axe-core that @axe-core/playwright runs (its own dependency), as the script it puts into the page. The
// builder puts it in before analysing and again into each frame: guarded, the second time costs nothing.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const { source: axeSource } = fromAxePlaywright('axe-core') as { source: string };
const AXE_ONCE = `if (!window.axe) (0, eval)(${JSON.stringify(axeSource)});`;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per rule (id, impact, help), then the first few elements it found, with axe's reason for the first. */
function summarize(violations: AxeResults['violations']): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(' ')}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      const why = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${targets}${more}${
        why ? `\n      why (first): ${why}` : ''
      }`;
    })
    .join('\n');
}

/**
 * Waits until the screen has settled: a level-1 heading is shown, nothing is loading any more (no progress
 * bar, no skeleton) and no transition (a dialog fading in, the drawer sliding) is still running, since colours
 * measured half-way through a fade are not the colours a person reads.
 */
async function settled(page: Page) {
  // By CSS, not by role: behind an open dialog the screen is (rightly) hidden from the accessibility tree.
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}

/**
 * Checks the screen in both colour schemes, cheaply: axe runs on the screen as it is (light), then the system's
 * preference turns dark (the app follows it, no stored choice) and axe runs again on the same page, without
 * loading it again; the page is then light again for the next screen.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  await expectNoSeriousViolationsIn(page, screen, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolationsIn(page, `${screen} (dark)`, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
}

async function expectNoSeriousViolationsIn(page: Page, screen: string, scheme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
  await settled(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  if (blocking.length > 0) {
    // Every element axe found, with its HTML and the reason, for whoever fixes them.
    const name = `axe-violations-${screen.replace(/[^\w-]+/g, '-')}.json`;
    const file = test.info().outputPath(name);
    fs.writeFileSync(file, JSON.stringify(blocking, null, 2));
    await test.info().attach(name, { path: file, contentType: 'application/json' });
  }
  expect
    .soft(
      blocking,
      `${screen} (${new URL(page.url()).pathname}) has serious or critical accessibility violations:\n${summarize(blocking)}`,
    )
    .toEqual([]);
}

interface Screen {
  /** The test's name: the path, or what is opened on it. */
  name: string;
  /** Goes to the screen (and opens what is to be checked), waiting for its content. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  /** The time the screen may take, when more than PER_SCREEN_MS. */
  ms?: number;
}

/**
 * Opens `path`. Inside the signed-in app, with nothing open over the screen, the app's own router goes there
 * (as its menu links do), so that neither the app nor axe is loaded again for every screen; anywhere else the
 * page loads it. Either way, a screen's own check (a heading, a named table) tells when it is there.
 */
async function visit(page: Page, path: string) {
  const inApp = await page.evaluate((to) => {
    const shell = document.querySelector('nav[aria-label="Main menu"]');
    if (!shell || document.querySelector('[role="dialog"], [role="menu"], [role="presentation"]'))
      return false;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (!inApp) await page.goto(path);
}

/** A screen reached by its path, ready once `ready` holds (besides the common checks of `settled`). */
const at = (path: string, ready?: (page: Page) => Promise<void>): Screen => ({
  name: path,
  open: async (page) => {
    await visit(page, path);
    await ready?.(page);
  },
});

const tableWithRows = (name: string) => async (page: Page) => {
  await expect(page.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible();
};

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
};

/** Clicks `button` on a settled screen and waits for the dialog `dialog` it opens. */
async function openDialog(page: Page, button: string, dialog: string | RegExp) {
  await settled(page);
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
}

const ORDER_LISTS: Array<[string, string]> = [
  ['/pending_orders', 'Pending Orders'],
  ['/assigned_orders', 'Assigned Orders'],
  ['/completed_orders', 'Completed Orders'],
  ['/total_orders', 'Total Orders'],
  ['/subscription_pending_orders', 'Subscription Pending Orders'],
  ['/subscription_assigned_orders', 'Subscription Assigned Orders'],
  ['/subscription_completed_orders', 'Subscription Completed Orders'],
  ['/subscription_total_orders', 'Subscription Total Orders'],
];

const STAFF_ORDER_LISTS: Array<[string, string]> = [
  ['/assigned_orders', 'Assigned Orders'],
  ['/out_for_delivery_orders', 'Out For Delivery Orders'],
  ['/completed_orders', 'Completed Orders'],
];

const PUBLIC: Screen[] = [
  at('/login', async (page) => {
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  }),
  {
    name: '/login with its field errors shown',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('This field is Required')).toHaveCount(2);
    },
  },
  at('/welcome', async (page) => {
    await expect(page.getByText('Welcome page')).toBeVisible();
  }),
  at('/404', async (page) => {
    await expect(page.getByText('This is 404 page')).toBeVisible();
  }),
  at('/500', async (page) => {
    await expect(page.getByText('This is 500 page')).toBeVisible();
  }),
  {
    name: '/print/{ref}',
    open: async (page, request) => {
      const order = await firstOrder(request, '/api/all-orders/?limit=1');
      await page.goto(`/print/${order.print_ref}`);
      await expect(page.getByRole('heading', { level: 1, name: order.title })).toBeVisible();
    },
  },
];

const SUPER_ADMIN: Screen[] = [
  at('/dashboard', async (page) => {
    await expect(
      page.getByRole('region', { name: 'Pending Assignments' }).getByTestId('kpi-value'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /orders per day/i })).toBeVisible();
    await expect(page.getByRole('region', { name: /orders by status/i })).toBeVisible();
  }),
  {
    name: '/dashboard: account menu',
    open: async (page) => {
      await page.goto('/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByRole('menuitem', { name: 'Update Password' })).toBeVisible();
    },
  },
  at('/users', tableWithRows('Users')),
  {
    name: '/users: Create user dialog',
    open: async (page) => {
      await page.goto('/users');
      await tableWithRows('Users')(page);
      await openDialog(page, 'Create user', 'Create user');
    },
  },
  {
    name: '/user/{id}',
    open: async (page, request) => {
      const users = await apiGet<{ results: TCustomer[] }>(request, '/api/users/?limit=1');
      await visit(page, `/user/${users.results[0]!.id}`);
      await heading('User Details')(page);
      await expect(page.getByRole('table', { name: 'Coin history' })).toBeVisible();
      // The timeline, loaded (the demo customer has orders): checked with the rest of the screen.
      await expect(page.getByRole('table', { name: 'Timeline' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: '/user/{id}: Set password dialog',
    open: async (page, request) => {
      const users = await apiGet<{ results: TCustomer[] }>(request, '/api/users/?limit=1');
      await visit(page, `/user/${users.results[0]!.id}`);
      await expect(page.getByRole('table', { name: 'Coin history' })).toBeVisible();
      await openDialog(page, 'Set password', 'Set password');
    },
  },
  {
    name: '/user/{id}: Edit GSTIN dialog',
    open: async (page, request) => {
      const users = await apiGet<{ results: TCustomer[] }>(request, '/api/users/?limit=1');
      await visit(page, `/user/${users.results[0]!.id}`);
      await expect(page.getByRole('table', { name: 'Coin history' })).toBeVisible();
      await openDialog(page, 'Edit GSTIN', 'Edit GSTIN');
    },
  },
  at('/staff_users', tableWithRows('Staff users')),
  {
    name: "/staff_users/{id} (a staff user's orders)",
    open: async (page, request) => {
      const demoStaff = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
      await visit(page, `/staff_users/${demoStaff.id}`);
      await expect(page.getByRole('heading', { level: 1, name: /'s orders$/ })).toBeVisible();
      await tableWithRows('Open orders')(page);
      await tableWithRows('Delivered orders')(page);
    },
  },
  {
    name: '/staff_users: Create staff user dialog',
    open: async (page) => {
      await page.goto('/staff_users');
      await tableWithRows('Staff users')(page);
      await openDialog(page, 'Create staff user', 'Create staff user');
    },
  },
  {
    name: '/staff_users: Deactivate confirmation',
    open: async (page) => {
      await page.goto('/staff_users');
      await tableWithRows('Staff users')(page);
      await settled(page);
      await page
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  at('/leads', tableWithRows('Leads')),
  at('/audit_log', heading('Audit Log')),
  at('/notifications', async (page) => {
    await heading('Notifications')(page);
    await expect(page.getByRole('table', { name: 'Messages' })).toBeVisible();
  }),
  at('/notifications?tab=templates', async (page) => {
    await heading('Notifications')(page);
    await expect(page.getByRole('region', { name: 'Preview' }).locator('iframe')).toBeVisible();
  }),
  at('/webhooks', heading('Webhooks')),
  {
    name: '/webhooks: Add webhook dialog',
    open: async (page) => {
      await page.goto('/webhooks');
      await heading('Webhooks')(page);
      await openDialog(page, 'Add webhook', 'Add webhook');
    },
  },
  at('/settings', async (page) => {
    await heading('Settings')(page);
    await expect(page.getByRole('form', { name: 'Shop settings' })).toBeVisible();
  }),
  at('/update_password', heading('Update Password')),
  {
    name: '/order/{id}',
    open: async (page, request) => {
      const order = await firstOrder(request, '/api/all-orders/?limit=1');
      await visit(page, `/order/${order.id}`);
      await heading(`Order #${order.id}`)(page);
      await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
      // The files card with its Download buttons, not its loading placeholder.
      await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    },
  },
  ...ORDER_LISTS.map(([path, title]) =>
    at(path, async (page) => {
      await heading(title)(page);
      await tableWithRows('Orders')(page);
    }),
  ),
  at('/subscriptions', tableWithRows('Plans')),
  at('/user_subscription', tableWithRows('User subscription plans')),
  at('/qr_codes', async (page) => {
    await heading('QR Code Generator')(page);
    await tableWithRows('QR codes')(page);
  }),
  {
    name: '/qr_codes: Generate QR dialog',
    open: async (page) => {
      await page.goto('/qr_codes');
      await tableWithRows('QR codes')(page);
      await openDialog(page, 'Generate QR', 'Generate QR');
    },
  },
  {
    name: '/qr_codes: View & Download dialog',
    open: async (page) => {
      await page.goto('/qr_codes');
      await tableWithRows('QR codes')(page);
      await openDialog(page, 'View & Download', /^QR code /);
      await expect(page.getByRole('dialog').getByRole('img', { name: /^QR image of / })).toBeVisible();
    },
  },
  at('/client_companies', async (page) => {
    await heading('Client Companies')(page);
    await tableWithRows('Client companies')(page);
  }),
  {
    name: '/client_companies: Upload vouchers dialog',
    open: async (page) => {
      await page.goto('/client_companies');
      await tableWithRows('Client companies')(page);
      await openDialog(page, 'Upload vouchers', 'Upload Vouchers');
    },
  },
  at('/client_companies/create', heading('Create New Client Company')),
  {
    name: '/client_companies/edit?companyInfo=…',
    open: async (page, request) => {
      const clients = await apiGet<TClient[]>(request, '/api/get-clients/');
      const client = clients.at(-1)!;
      const companyInfo = Buffer.from(JSON.stringify(client), 'utf8').toString('base64');
      await visit(page, `/client_companies/edit?${new URLSearchParams({ companyInfo }).toString()}`);
      await heading('Edit')(page);
      await expect(page.getByLabel('Client Name')).toHaveValue(client.name);
    },
  },
  at('/vouchers', async (page) => {
    await heading('Vouchers')(page);
    await tableWithRows('Vouchers')(page);
  }),
  {
    name: '/vouchers: Create New (Voucher Information) dialog',
    open: async (page) => {
      await page.goto('/vouchers');
      await tableWithRows('Vouchers')(page);
      await openDialog(page, 'Create New', 'Voucher Information');
    },
  },
  {
    name: '/clientVouchers?clientName=… (by Show Vouchers)',
    open: async (page, request) => {
      const name = await demoVoucherClient(request);
      await showClientVouchers(page, name);
      // voucherList comes along only when the client's whole list fits in a short link.
      await expect(page).toHaveURL(/\/clientVouchers\?clientName=.*client_id=/);
      await heading(`${name} Vouchers`)(page);
      await tableWithRows('Vouchers')(page);
    },
  },
  at('/referrals', async (page) => {
    await heading('Referrals')(page);
    await expect(page.getByRole('article').first()).toBeVisible();
  }),
  {
    name: '/referrals: Mark As Fulfilled confirmation',
    open: async (page) => {
      await page.goto('/referrals');
      await expect(page.getByRole('article').first()).toBeVisible();
      await openDialog(page, 'Mark As Fulfilled', 'Do you want to Mark this user as Fulfilled ?');
    },
  },
  {
    name: '/coupons: card menu, then the Delete confirmation',
    open: async (page) => {
      await page.goto('/coupons');
      const list = page.getByRole('list', { name: 'Coupons' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await settled(page);
      await list.getByRole('button', { name: 'Coupon actions' }).first().click();
      await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
      await expectNoSeriousViolations(page, '/coupons: card menu');
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog', { name: 'Do you want to delete this Coupon :' })).toBeVisible();
    },
  },
  at('/coupons', async (page) => {
    await heading('My Coupons')(page);
    await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('listitem').first()).toBeVisible();
  }),
];

const STAFF: Screen[] = [
  at('/dashboard', async (page) => {
    await expect(page.getByRole('region', { name: 'Assigned' })).toBeVisible();
  }),
  at('/production', async (page) => {
    await heading('Production')(page);
    await expect(page.getByRole('article').first()).toBeVisible();
  }),
  ...STAFF_ORDER_LISTS.map(([path, title]) =>
    at(path, async (page) => {
      await heading(title)(page);
      await tableWithRows('Orders')(page);
    }),
  ),
  {
    name: '/order/{id} (an own order)',
    open: async (page, request) => {
      const me = await apiGet<{ id: number }>(request, '/api/profile/', 'staff');
      const order = await firstOrder(request, `/api/my_orders/?assigned_user=${me.id}&limit=1`, 'staff');
      await visit(page, `/order/${order.id}`);
      await heading(`Order #${order.id}`)(page);
      await expect(page.getByRole('list', { name: 'Timeline' })).toBeVisible();
      // The files card with its Download buttons, not its loading placeholder.
      await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    },
  },
  at('/update_password', heading('Update Password')),
];

/**
 * The super admin's board: every open order of the demo, up to a hundred cards a column (about 400 cards, late
 * ones and ones with preflight warnings among them), all of them checked, in both colour schemes. axe takes
 * longer over them than over any other screen (about 40 s for the group on a loaded 2-core machine).
 */
const SUPER_ADMIN_BOARD: Screen[] = [
  {
    ...at('/production', async (page) => {
      await heading('Production')(page);
      await expect(page.locator('[data-column] article').first()).toBeVisible();
    }),
    ms: 3 * PER_SCREEN_MS,
  },
];

/** The super admin's screens in three groups (orders, the others, dialogs and menus), for two workers to share. */
const isDialog = (screen: Screen) => screen.name.includes(':');
const isOrders = (screen: Screen) => /^\/(order\/|\w*orders$)/.test(screen.name);

const GROUPS: Array<[string, string | undefined, Screen[]]> = [
  ['public', undefined, PUBLIC],
  ['super admin: orders', STORAGE.admin, SUPER_ADMIN.filter((s) => !isDialog(s) && isOrders(s))],
  ['super admin: other screens', STORAGE.admin, SUPER_ADMIN.filter((s) => !isDialog(s) && !isOrders(s))],
  ['super admin: dialogs and menus', STORAGE.admin, SUPER_ADMIN.filter(isDialog)],
  ['super admin: the board', STORAGE.admin, SUPER_ADMIN_BOARD],
  ['staff', STORAGE.staff, STAFF],
];

for (const [group, storageState, screens] of GROUPS) {
  test.describe(() => {
    test.use({ storageState: storageState ?? { cookies: [], origins: [] } });
    test(`accessibility (axe, WCAG 2.1 A/AA) as ${group}: no serious or critical violations`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + screens.reduce((ms, screen) => ms + (screen.ms ?? PER_SCREEN_MS), 0));
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await screen.open(page, request);
          await expectNoSeriousViolations(page, `${screen.name} as ${group}`);
        });
      }
    });
  });
}
