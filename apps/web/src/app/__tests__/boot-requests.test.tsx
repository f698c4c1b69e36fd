import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import { getPrintDetail } from '@/features/orders/api/get-print-detail';
import { api as apiClient } from '@/lib/api-client';
import { getAppInfo } from '@/lib/app-info-request';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { BOOT_SCRIPTS_GLOBAL, type BootScripts } from '@/lib/evaluate-in-turn';
import { orderKeys } from '@/lib/query-keys';
import { makeOrder } from '@/test/fixtures/orders';
import { json, testQueryClient } from '@/test/render';

import { bootPlan, bootScript } from '../routes/boot-plan';
import {
  ADOPT_WITHIN_MS,
  BOOT_GLOBAL,
  adoptOpenBootRequests,
  bootstrap,
  type BootPlan,
  type BootRecord,
} from '../routes/boot-requests';
import { prefetchRoute } from '../routes/route-prefetch';
import { LOGOUT_PATH, PRINT_PATH, PUBLIC_SCREEN_PATH, publicScreenAt, startScreen } from '../start';

import type { TCurrentUser, TOrderPage } from '@printhub/contract';

const STAFF: TCurrentUser = { id: 7, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };
const page = (id: number): TOrderPage => ({
  count: 1,
  next: null,
  previous: null,
  results: [makeOrder({ id })],
});
const APP_INFO = { app_name: 'PrintHub', public_url: 'https://print.example.com' };
const MY_ORDERS = '/api/my_orders/?exclude_status=delivered&limit=10&offset=0&assigned_user=7';

/** The scripts the build names for the lists' and the order's screens (vite.config.ts fills them in). */
/** In the plan's order: each chunk after its imports, the app's two first (`appScripts`), then the screen's. */
const LIST_SCRIPTS = [
  '/assets/react-a0.js',
  '/assets/app-entry-a1.js',
  '/assets/list-parts-c2.js',
  '/assets/order-list-page-c3.js',
];
const ORDER_SCRIPTS = ['/assets/react-a0.js', '/assets/app-entry-a1.js', '/assets/order-detail-page-d4.js'];
/** What the screens load by themselves once they are up (a list's filters; the order's screen: nothing). */
const LIST_LATER = ['/assets/order-list-filters-f6.js'];
const ORDER_LATER: string[] = [];
/** The order the page asks for them in: the app's then the screen's, each from its entry down, then `later`. */
const LIST_ASKED = [LIST_SCRIPTS[1]!, LIST_SCRIPTS[0]!, LIST_SCRIPTS[3]!, LIST_SCRIPTS[2]!, ...LIST_LATER];
const ORDER_ASKED = [ORDER_SCRIPTS[1]!, ORDER_SCRIPTS[0]!, ORDER_SCRIPTS[2]!, ...ORDER_LATER];
/** The small bundles' scripts as main.ts asks for them, chunks then entry (vite.config.ts fills them in). */
const PUBLIC_SCRIPTS = ['/assets/public-react-p0.js', '/assets/public-mui-p1.js', '/assets/public-p2.js'];
const SIGN_IN_SCRIPTS = ['/assets/sign-in-react-s0.js', '/assets/sign-in-mui-s1.js', '/assets/sign-in-s2.js'];

let plan: BootPlan;
let script: string;
beforeAll(async () => {
  plan = await bootPlan();
  const scripts = [...new Set([...LIST_SCRIPTS, ...ORDER_SCRIPTS, ...LIST_LATER])];
  const indexes = (hrefs: string[]) => hrefs.map((href) => scripts.indexOf(href));
  script = await bootScript({
    ...plan,
    routes: plan.routes.map((route) =>
      route.pattern === '/order/:id'
        ? { ...route, scripts: 1, later: 3 }
        : { ...route, scripts: 0, later: 2 },
    ),
    scripts,
    scriptLists: [indexes(LIST_SCRIPTS), indexes(ORDER_SCRIPTS), indexes(LIST_LATER), indexes(ORDER_LATER)],
    appScripts: 2,
    small: { public: PUBLIC_SCRIPTS, signIn: SIGN_IN_SCRIPTS },
  });
});

const removePreloads = () =>
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());

afterEach(async () => {
  window.history.replaceState(null, '', '/');
  // The links a test's bootstrap set for later are in the page before they are taken out.
  await taskTurns(2);
  removePreloads();
  delete (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL];
});

function signIn(token = 'token-1', id = '7', superuser = 'false') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.id, id);
  localStorage.setItem(STORAGE_KEYS.isSuperuser, superuser);
}

type Sent = { url: string; authorization: string | null };

/** A fetch that records every request (URL as sent, and its token) and answers from `answer`. */
function recordFetch(answer: (url: string, call: number) => Response) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return answer(url, sent.filter((s) => s.url === url).length);
  });
  return sent;
}

const api = (list: (call: number) => TOrderPage = () => page(41)) =>
  recordFetch((url, call) => {
    if (url.startsWith('/api/my_orders/')) return json(list(call));
    if (url.startsWith('/api/profile/')) return json(STAFF);
    if (url.startsWith('/api/app-info')) return json(APP_INFO);
    return json({ error: 'Not mocked' }, 500);
  });

/** Runs the inline script as the page runs it, at `path`. */
function loadPage(path: string) {
  window.history.replaceState(null, '', path);
  new Function(script)();
}

/**
 * Resolves after `turns` rounds of zero-delay timers: the bootstrap's later links, each set in a timer of its
 * own (the next set's timer started by the one before), are in the page by then (timers of equal delay run
 * in the order they were set).
 */
async function taskTurns(turns: number): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The `modulepreload` links the bootstrap added to the head: href, priority and CORS mode. */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    fetchpriority: link.getAttribute('fetchpriority'),
    crossorigin: link.getAttribute('crossorigin'),
  }));
const lowPriority = (hrefs: string[]) =>
  hrefs.map((href) => ({ href, fetchpriority: 'low', crossorigin: '' }));

const record = () => (window as unknown as Record<string, BootRecord | undefined>)[BOOT_GLOBAL];
const bootScripts = () => (window as unknown as Record<string, BootScripts | undefined>)[BOOT_SCRIPTS_GLOBAL];

describe('bootPlan (built from the app’s own start)', () => {
  it('holds, per route and role, the authenticated requests the app sends as it starts there', () => {
    const route = (pattern: string) => plan.routes.find((r) => r.pattern === pattern)!;
    expect(route('/assigned_orders')).toEqual({
      pattern: '/assigned_orders',
      ignoresSearch: false,
      staff: [
        '/api/my_orders/?exclude_status=delivered&limit=10&offset=0&assigned_user={user}',
        '/api/profile/',
      ],
      superuser: [
        '/api/all-orders/?status=assigned&exclude_order_type=subscription&limit=10&offset=0',
        '/api/profile/',
      ],
      open: ['/api/app-info'],
      scripts: -1,
      later: -1,
    });
    expect(route('/order/:id')).toMatchObject({
      ignoresSearch: true,
      staff: ['/api/all-orders/{id}/', '/api/order-files/?order_id={id}', '/api/profile/'],
    });
    expect(route('/dashboard').staff).toEqual(['/api/staff-dashboard/', '/api/profile/']);
    expect(plan.routes.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(['/dashboard', '/order/:id', '/out_for_delivery_orders', '/completed_orders']),
    );
    // The product name needs no token: it is sent without one, whatever the role.
    for (const r of plan.routes) {
      expect(r.open, r.pattern).toEqual(['/api/app-info']);
      expect([...r.staff, ...r.superuser].join(), r.pattern).not.toContain('app-info');
    }
  });

  it('leaves the test’s own storage and fetch as they were', async () => {
    signIn('mine');
    const fetchBefore = globalThis.fetch;
    await bootPlan();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('mine');
    expect(globalThis.fetch).toBe(fetchBefore);
  });
});

describe('the plan’s path patterns', () => {
  it('are start.ts’s own, case-insensitive as the bootstrap makes them (it gets their sources only)', () => {
    expect([PUBLIC_SCREEN_PATH, LOGOUT_PATH, PRINT_PATH].map((pattern) => pattern.flags)).toEqual([
      'i',
      'i',
      'i',
    ]);
    expect(plan.paths).toEqual({
      publicScreen: PUBLIC_SCREEN_PATH.source,
      logout: LOGOUT_PATH.source,
      print: PRINT_PATH.source,
    });
  });
});

describe('bootScript (the inline script the build writes)', () => {
  it('is the bootstrap minified, on one line, with the plan written in as JSON that cannot end the tag', async () => {
    const tricky: BootPlan = { ...plan, global: '</script><script>alert(1)//' };
    const text = await bootScript(tricky);
    const json = JSON.stringify(tricky).split('<').join('\\u003c');
    expect(text.endsWith(`(${json});`)).toBe(true);
    expect(text).not.toMatch(/<\/script/i);
    const code = text.slice(0, -json.length);
    expect(code).not.toContain('\n');
    // The tests above run this very text: minified, it still does all the bootstrap does.
    expect(code.length).toBeLessThan(bootstrap.toString().length / 2);
  });
});

describe('the page’s bootstrap', () => {
  it('sends the staff list’s first page and the profile with the stored token, as the page loads', () => {
    signIn();
    const sent = api();
    loadPage('/assigned_orders');
    expect(sent).toEqual([
      { url: MY_ORDERS, authorization: 'Bearer token-1' },
      { url: '/api/profile/', authorization: 'Bearer token-1' },
      { url: '/api/app-info', authorization: null },
    ]);
    expect(record()).toMatchObject({ token: 'token-1', user: '7', superuser: false });
  });

  it('asks for the screen’s scripts at low priority, after its data, when a token is stored', async () => {
    signIn();
    // How many scripts were already asked for as each request was sent: none, the data goes first.
    const scriptsAsked: number[] = [];
    const sent = recordFetch(() => {
      scriptsAsked.push(preloads().length);
      return json({});
    });
    loadPage('/assigned_orders');
    expect(scriptsAsked).toEqual([0, 0, 0]);
    // The app's scripts at once; the screen's, then what it loads once it is up (its filters), each in a
    // task of its own, so that the page's first task stays short.
    expect(preloads()).toEqual(lowPriority(LIST_ASKED.slice(0, 2)));
    await taskTurns(1);
    expect(preloads()).toEqual(lowPriority(LIST_ASKED.slice(0, 4)));
    await taskTurns(1);
    expect(preloads()).toEqual(lowPriority(LIST_ASKED));
    removePreloads();
    loadPage('/order/41?from=list');
    await taskTurns(2);
    expect(preloads()).toEqual(lowPriority(ORDER_ASKED));
    // A list's page 2: the app builds its requests, but its scripts are the same.
    removePreloads();
    sent.length = 0;
    loadPage('/assigned_orders?page=2');
    await taskTurns(2);
    expect(preloads()).toEqual(lowPriority(LIST_ASKED));
    expect(sent).toEqual([]);
  });

  it('leaves the scripts, the app’s then the screen’s in the plan’s order, for the page’s entry to evaluate one per task', () => {
    signIn();
    recordFetch(() => json({}));
    loadPage('/order/41');
    const absolute = (href: string) => new URL(href, window.location.href).href;
    expect(bootScripts()).toEqual({
      app: ORDER_SCRIPTS.slice(0, 2).map(absolute),
      screen: ORDER_SCRIPTS.slice(2).map(absolute),
    });
    // A list's page 2 sends no request but still asks for the scripts: they are left too.
    delete (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL];
    loadPage('/assigned_orders?page=2');
    expect(bootScripts()).toEqual({
      app: LIST_SCRIPTS.slice(0, 2).map(absolute),
      screen: LIST_SCRIPTS.slice(2).map(absolute),
    });
  });

  it('asks for none of the app’s scripts without a stored token (the visitor will see the sign-in screen), nor at a path it does not know', async () => {
    api();
    for (const path of ['/assigned_orders', '/order/41', '/dashboard']) {
      removePreloads();
      loadPage(path);
      await taskTurns(2);
      expect(preloads().map((link) => link.href)).toEqual(SIGN_IN_SCRIPTS);
    }
    removePreloads();
    signIn();
    for (const path of ['/qr_codes', '/order/abc', '/order/41/x', '/login', '/']) loadPage(path);
    await taskTurns(2);
    expect(preloads()).toEqual([]);
    expect(bootScripts()).toBeUndefined();
  });

  it('asks for the small bundle the page’s entry will load, as the page is parsed (the public screens’ or the sign-in screen’s, at normal priority), after its screen’s requests, without the token', async () => {
    // How many scripts were already asked for as each request was sent.
    const scriptsAsked: number[] = [];
    const sent = recordFetch(() => {
      scriptsAsked.push(preloads().length);
      return json({});
    });
    const bundles = { public: PUBLIC_SCRIPTS, logout: SIGN_IN_SCRIPTS, 'sign-in': SIGN_IN_SCRIPTS };
    const paths = [
      '/welcome',
      '/WELCOME/',
      '/404',
      '/500',
      '/print/PR-Ab%2012',
      '/print/x/',
      '/print',
      '/print/x/y',
      '/login',
      '/redirect',
      '/logout',
      '/dashboard/LOGOUT/',
      '/assigned_orders',
      '/order/41',
      '/welcome/x',
      '/',
    ];
    for (const token of [false, true]) {
      if (token) signIn();
      for (const path of paths) {
        removePreloads();
        delete (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL];
        const before = sent.length;
        loadPage(path);
        await taskTurns(2);
        const asked = preloads();
        const where = `${path}, ${token ? 'signed in' : 'signed out'}`;
        // The bundle main.ts starts with at that path (app/start.ts).
        const screen = startScreen(path, token);
        if (screen === 'app') {
          const small = new Set([...PUBLIC_SCRIPTS, ...SIGN_IN_SCRIPTS]);
          expect(
            asked.filter((link) => small.has(link.href!)),
            where,
          ).toEqual([]);
          continue;
        }
        expect(asked, where).toEqual(
          bundles[screen].map((href) => ({ href, fetchpriority: null, crossorigin: null })),
        );
        // What its screen asks for first, without a token: a print's details, the product name.
        const print = PRINT_PATH.exec(path)?.[1];
        expect(sent.slice(before), where).toEqual([
          ...(screen === 'public' && print ? [{ url: `/api/print/${print}/`, authorization: null }] : []),
          { url: '/api/app-info', authorization: null },
        ]);
        // Sent before any script was asked for.
        expect(scriptsAsked.slice(before), where).toEqual(sent.slice(before).map(() => 0));
        expect(bootScripts(), where).toBeUndefined();
      }
    }
  });

  it('fills in the order’s id, and sends the super admin’s requests for the stored role', () => {
    signIn('token-1', '1', 'true');
    const sent = api();
    loadPage('/order/41');
    expect(sent.map((s) => s.url)).toEqual([
      '/api/all-orders/41/',
      '/api/order-files/?order_id=41',
      '/api/profile/',
      '/api/app-info',
    ]);
    loadPage('/completed_orders');
    expect(sent.at(-3)!.url).toBe(
      '/api/all-orders/?status=delivered&exclude_order_type=subscription&limit=10&offset=0',
    );
  });

  it('sends no screen’s data without a token (only the sign-in screen’s product name), nothing at a path it does not know, nor for a list with a query string', () => {
    const sent = api();
    loadPage('/assigned_orders');
    expect(sent).toEqual([{ url: '/api/app-info', authorization: null }]);
    expect(record()).toMatchObject({ token: '', requests: {} });
    sent.length = 0;
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
    signIn();
    for (const path of ['/qr_codes', '/order/abc', '/order/41/x', '/login', '/']) loadPage(path);
    expect(sent).toEqual([]);
    expect(record()).toBeUndefined();
    // The list's page 2: the app builds that request; the bootstrap sends only what does not depend on it.
    loadPage('/assigned_orders?page=2');
    expect(sent.map((s) => s.url)).toEqual([]);
    loadPage('/order/41?from=list');
    expect(sent.map((s) => s.url)).toContain('/api/all-orders/41/');
  });
});

describe('adoptOpenBootRequests (a small bundle’s start)', () => {
  it('takes the print’s details and the product name the page asked for, as the screen asks for them: nothing is sent twice', async () => {
    signIn();
    const sent = recordFetch((url) =>
      url.startsWith('/api/print/')
        ? json({ user_data: { first_name: 'Tara' }, title: 'Annual accounts', pdf_page_count: 12 })
        : json(APP_INFO),
    );
    for (const path of ['/print/PR-Ab%2012', '/print/%E0%A4', '/print/a!b(c)']) {
      sent.length = 0;
      loadPage(path);
      expect(sent).toHaveLength(2);
      adoptOpenBootRequests();
      const screen = publicScreenAt(path);
      expect(screen?.name).toBe('print');
      // As the screens ask for them.
      await getPrintDetail(screen?.name === 'print' ? screen.id : '');
      await getAppInfo();
      expect(sent, path).toHaveLength(2);
      // Once each: asked again, they are sent.
      await getAppInfo();
      expect(sent, path).toHaveLength(3);
    }
  });

  it('takes nothing sent with a token, nor what the page did not ask for', async () => {
    signIn();
    const sent = api();
    loadPage('/assigned_orders');
    adoptOpenBootRequests();
    const before = sent.length;
    await getAppInfo();
    expect(sent).toHaveLength(before);
    // With the token: sent again, although the page sent it.
    await apiClient.get('/api/profile/');
    expect(sent).toHaveLength(before + 1);
    // Without one, but not what the page sent.
    await apiClient.get(API.print('ref-1'), { auth: false }).catch(() => undefined);
    expect(sent).toHaveLength(before + 2);
  });
});

describe('adoptBootRequests (through prefetchRoute)', () => {
  it('takes the page’s requests instead of sending them again: the list’s page and the profile come from them', async () => {
    signIn();
    const sent = api();
    loadPage('/assigned_orders');
    const client = testQueryClient();
    prefetchRoute(client, window.location);
    await vi.waitFor(() => {
      expect(client.getQueriesData({ queryKey: orderKeys.lists() })[0]?.[1]).toEqual(page(41));
      expect(client.getQueryData(['current-user'])).toEqual(STAFF);
    });
    expect(sent.filter((s) => s.url === MY_ORDERS)).toHaveLength(1);
    expect(sent.filter((s) => s.url === '/api/profile/')).toHaveLength(1);
    await vi.waitFor(() => expect(client.getQueryData(['app-info'])).toEqual(APP_INFO));
    expect(sent.filter((s) => s.url === '/api/app-info')).toHaveLength(1);
    expect(record()).toBeUndefined();
  });

  it('asks again when the token changed since the page loaded (another sign-in): never the old answer', async () => {
    signIn('token-1');
    const sent = api((call) => page(call === 1 ? 41 : 42));
    loadPage('/assigned_orders');
    signIn('token-2');
    const client = testQueryClient();
    prefetchRoute(client, window.location);
    await vi.waitFor(() =>
      expect(client.getQueriesData({ queryKey: orderKeys.lists() })[0]?.[1]).toEqual(page(42)),
    );
    expect(sent.filter((s) => s.url === MY_ORDERS).map((s) => s.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('asks again for another user or role than the page asked as, and after the time allowed', () => {
    signIn();
    const sent = api();
    loadPage('/assigned_orders');
    prefetchRoute(testQueryClient(), window.location, { id: 7, isSuperuser: true });
    expect(sent.filter((s) => s.url === '/api/profile/')).toHaveLength(2);

    loadPage('/assigned_orders');
    prefetchRoute(testQueryClient(), window.location, { id: 8, isSuperuser: false });
    expect(sent.filter((s) => s.url === '/api/profile/')).toHaveLength(4);

    loadPage('/assigned_orders');
    record()!.at = performance.now() - ADOPT_WITHIN_MS - 1;
    prefetchRoute(testQueryClient(), window.location);
    expect(sent.filter((s) => s.url === MY_ORDERS)).toHaveLength(4);
  });

  it('takes each request once: a second query of the same URL is sent', async () => {
    signIn();
    const sent = api();
    loadPage('/assigned_orders');
    prefetchRoute(testQueryClient(), window.location);
    prefetchRoute(testQueryClient(), window.location);
    expect(sent.filter((s) => s.url === MY_ORDERS)).toHaveLength(2);
    // What was sent with the token is never handed to a call without it, nor the other way round.
    loadPage('/assigned_orders');
    prefetchRoute(testQueryClient(), window.location);
    await apiClient.get('/api/profile/', { auth: false }).catch(() => undefined);
    expect(sent.filter((s) => s.url === '/api/profile/').map((s) => s.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      null,
    ]);
  });
});
