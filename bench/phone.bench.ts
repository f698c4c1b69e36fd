/**
 * A staff member's phone (issue #22): the built app started as `npm start` starts it (scripts/start.mjs,
 * which builds the web app when it is stale) on a fresh data directory with the demo data (a staff user with
 * assigned orders), opened in Chromium on a throttled phone profile: 150 ms latency, 1.6 Mbps down, 750 kbps
 * up (CDP Network.emulateNetworkConditions) and the CPU 4× slower (Emulation.setCPUThrottlingRate), on a
 * Pixel 7 viewport. Signed in as the staff user (the token in local storage, as signing in leaves it).
 *
 * Per screen and run, in a new browser context (cold: empty HTTP cache, no code cache), then navigations
 * again in the same context (warm: HTTP cache and V8's code cache, which Chromium fills on a script's second
 * load): the time from navigation start to the screen's content on screen (the first order row of a list,
 * the staff queue of the dashboard, the timeline of an order), measured in the page (performance.now() when
 * a MutationObserver first sees it); the long tasks (> 50 ms, PerformanceObserver 'longtask') until then and
 * while the page settles; and, on the cold load, every request with its initiator (CDP
 * Network.requestWillBeSent; async stacks on, so a fetch started by code that arrived in a chunk names that
 * chunk): the request chain depth is the longest chain document → script → … → request, the document
 * counting 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium, devices, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';

import { CHROMIUM_ARGS } from '../e2e/find-chromium.mjs';
import { BLANK_PAGE_NAME, BLANK_PAGE_READY, serveBlankPage } from './blank-page';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const WARM = 2;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
/** The phone profile of the issue. */
export const PHONE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
const log = (line: string) => console.log(`[phone] ${line}`);

export type PhoneRow = {
  screen: string;
  cache: 'cold' | 'warm';
  runs: number;
  'content ms (median)': number;
  'content ms (max)': number;
  'long tasks > 50 ms (median)': number;
  'longest task ms': number;
  /** The depth of the request for the screen's data (the document is 1). */
  'data chain depth': number | '-';
  'max chain depth': number | '-';
  requests: number | '-';
};

export type ChainRow = {
  screen: string;
  depth: number;
  request: string;
  'start ms': number;
  'end ms': number;
};

/** A screen: its URL, the selector of its content, and its data request (the one the content waits for). */
type Screen = { name: string; path: (orderId: number) => string; ready: string; data: RegExp };

/** What "the screen shows its content" means per screen: a CSS selector checked in the page. */
const SCREENS: Screen[] = [
  {
    name: '/assigned_orders',
    path: () => '/assigned_orders',
    ready: 'table a[href^="/order/"]',
    data: /\/api\/my_orders\//,
  },
  {
    name: '/dashboard',
    path: () => '/dashboard',
    ready: 'main [data-testid="kpi-value"]',
    data: /\/api\/staff-dashboard\//,
  },
  {
    name: '/out_for_delivery_orders',
    path: () => '/out_for_delivery_orders',
    ready: 'table a[href^="/order/"]',
    data: /\/api\/my_orders\//,
  },
  {
    name: '/completed_orders',
    path: () => '/completed_orders',
    ready: 'table a[href^="/order/"]',
    data: /\/api\/my_orders\//,
  },
  {
    name: '/order/:id',
    path: (id) => `/order/${id}`,
    ready: '[aria-label="Timeline"] li',
    data: /\/api\/all-orders\/\d+\//,
  },
];

type AppProcess = { url: string; staff: { email: string; password: string }; stop(): Promise<void> };

/** `npm start` (scripts/start.mjs) on a free port with a fresh data directory and the demo data. */
async function startApp(): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printhub-phone-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'error',
      PASSWORD_HASH_COST: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`npm start did not come up in 5 min:\n${out}`));
    }, 300_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Listening on (http:\/\/\S+)/.exec(out)?.[1];
      const staff = /Demo staff user: (\S+) with password (\S+)/.exec(out);
      if (url && staff) {
        clearTimeout(timer);
        resolve({ url, staff: { email: staff[1]!, password: staff[2]! }, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${out}`));
    });
  });
}

type Session = { token: string; user: { id: number; is_superuser: boolean } };

async function signIn(url: string, who: { email: string; password: string }): Promise<Session> {
  const res = await fetch(`${url}/api/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in as ${who.email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/**
 * Runs in the page before its scripts (as source text: the bench is compiled without the DOM's types): the
 * stored session (as signing in stores it), the long-task observer, and the watch for the screen's content.
 * `window.__phone` holds what was seen.
 */
function pageProbe(session: { token: string; id: number } | undefined, ready: string): string {
  const signIn = session
    ? `localStorage.setItem('token', ${JSON.stringify(session.token)});
  localStorage.setItem('id', ${JSON.stringify(String(session.id))});
  localStorage.setItem('is_superuser', 'false');`
    : '';
  return `(() => {
  ${signIn}
  const ready = ${JSON.stringify(ready)};
  const seen = { contentAt: 0, longTasks: [] };
  window.__phone = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (seen.contentAt === 0 && document.querySelector(ready)) seen.contentAt = Math.round(performance.now());
  };
  seen.bootScripts = () => [...document.querySelectorAll('link[rel="modulepreload"][data-boot]')].map((l) => l.href);
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;
}

type Request = {
  url: string;
  type: string;
  /** Chromium's name for what started it: 'parser', 'script', 'preload', 'other' (the browser itself). */
  initiator: string;
  /** The scripts on the initiator's stack (async parents included), or the parser's document. */
  parents: string[];
  start: number;
  end: number;
};

/** Records every request with its initiator. */
function recordRequests(cdp: CDPSession): () => Request[] {
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const parents = new Set<string>();
    if (e.initiator.url && e.initiator.url !== 'about:client') parents.add(e.initiator.url);
    for (let stack = e.initiator.stack; stack; stack = stack.parent) {
      for (const frame of stack.callFrames) if (frame.url) parents.add(frame.url);
    }
    if (!requests.has(e.requestId)) {
      requests.set(e.requestId, {
        url: e.request.url,
        type: e.type ?? 'Other',
        initiator: e.initiator.type,
        parents: [...parents],
        start: e.timestamp,
        end: e.timestamp,
      });
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  return () => [...requests.values()];
}

/** What a request can wait for: the document, scripts and API calls (not images, fonts or styles). */
const GATES = new Set(['Document', 'Script', 'Fetch', 'XHR']);

/**
 * Each request's depth in its chain: the document 1, anything else 1 + its parent's. The parent is the
 * deepest script on the initiator's stack. Two kinds of request name no parent, and are the document's own:
 * what the browser asks for by itself (`other`, not a script: the page's icon), and the scripts the page's
 * inline bootstrap asks for (as it is parsed, or in the next tasks it sets) (`bootScripts`: its `modulepreload` links carry `data-boot`;
 * Chromium names the module loader, `about:client`, as their initiator, with no stack). Any other module script's parent is the gating
 * request (document, script, API call) that finished last before it was sent: whatever made the page ask
 * for it arrived then.
 */
function chainDepths(
  requests: Request[],
  bootScripts: ReadonlySet<string>,
): Map<Request, { depth: number; parent?: Request }> {
  const byUrl = new Map<string, Request>();
  for (const r of requests) if (!byUrl.has(r.url)) byUrl.set(r.url, r);
  const depth = new Map<Request, { depth: number; parent?: Request }>();
  const page = requests.find((r) => r.type === 'Document');
  const visit = (r: Request, trail: Set<Request>): number => {
    const known = depth.get(r);
    if (known !== undefined) return known.depth;
    if (trail.has(r) || r.type === 'Document') {
      depth.set(r, { depth: 1 });
      return 1;
    }
    trail.add(r);
    let parents = r.parents
      .map((url) => byUrl.get(url))
      .filter((p): p is Request => p !== undefined && p !== r);
    const byBrowser = r.initiator === 'other' && r.type !== 'Script';
    if (parents.length === 0 && page && (byBrowser || bootScripts.has(r.url))) {
      parents = [page];
    }
    if (parents.length === 0) {
      const before = requests.filter((p) => p !== r && GATES.has(p.type) && p.end <= r.start);
      const last = before.sort((a, b) => b.end - a.end)[0];
      parents = last ? [last] : [];
    }
    let parent: Request | undefined;
    let d = 1;
    for (const p of parents) {
      const pd = visit(p, trail) + 1;
      if (pd > d) [d, parent] = [pd, p];
    }
    depth.set(r, { depth: d, parent });
    return d;
  };
  for (const r of requests) visit(r, new Set());
  return depth;
}

/** The phone profile on a page: its network, and its slower CPU unless `cpu` is false. */
export async function throttle(cdp: CDPSession, { cpu = true }: { cpu?: boolean } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

type Visit = { contentMs: number; longTasks: number[]; requests?: Request[]; bootScripts: Set<string> };

async function visit(context: BrowserContext, url: string, { chains }: { chains: boolean }): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  let requests: (() => Request[]) | undefined;
  if (chains) {
    await cdp.send('Runtime.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    requests = recordRequests(cdp);
  }
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not source text: the app's Content-Security-Policy forbids eval.
  await page.waitForFunction(
    () => ((globalThis as { __phone?: { contentAt: number } }).__phone?.contentAt ?? 0) > 0,
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  // The page settles (no request for 0.5 s) so that long tasks after the content are counted too.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const seen = await page.evaluate(() => {
    const probe = (
      globalThis as unknown as {
        __phone: { contentAt: number; longTasks: number[]; bootScripts: () => string[] };
      }
    ).__phone;
    return { contentAt: probe.contentAt, longTasks: probe.longTasks, bootScripts: probe.bootScripts() };
  });
  const result: Visit = {
    contentMs: seen.contentAt,
    longTasks: seen.longTasks,
    requests: requests?.(),
    bootScripts: new Set(seen.bootScripts),
  };
  await cdp.detach();
  await page.close();
  return result;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};

/** The columns of a row that come from the loads' own figures. */
function visitTimes(visits: Visit[]) {
  return {
    runs: visits.length,
    'content ms (median)': median(visits.map((v) => v.contentMs)),
    'content ms (max)': Math.max(...visits.map((v) => v.contentMs)),
    'long tasks > 50 ms (median)': median(visits.map((v) => v.longTasks.length)),
    'longest task ms': Math.max(0, ...visits.flatMap((v) => v.longTasks)),
  };
}

/** The floor (blank-page.ts): `RUNS` cold loads of a page with nothing of its own, on the same profile. */
async function measureBlankPage(browser: Browser): Promise<PhoneRow> {
  const blank = await serveBlankPage();
  try {
    const visits: Visit[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      await context.addInitScript({ content: pageProbe(undefined, BLANK_PAGE_READY) });
      visits.push(await visit(context, blank.url, { chains: false }));
      await context.close();
    }
    return {
      screen: BLANK_PAGE_NAME,
      cache: 'cold',
      ...visitTimes(visits),
      'data chain depth': '-',
      'max chain depth': '-',
      requests: '-',
    };
  } finally {
    await blank.close();
  }
}

async function measureScreen(
  browser: Browser,
  app: AppProcess,
  session: Session,
  screen: Screen,
  orderId: number,
): Promise<{ rows: PhoneRow[]; chain: ChainRow[] }> {
  const url = `${app.url}${screen.path(orderId)}`;
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript({
      content: pageProbe({ token: session.token, id: session.user.id }, screen.ready),
    });
    return context;
  };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await newContext();
    cold.push(await visit(context, url, { chains: false }));
    let last: Visit | undefined;
    for (let i = 0; i < WARM; i += 1) last = await visit(context, url, { chains: false });
    warm.push(last!);
    await context.close();
  }
  // The chains, on a cold load of their own: async stacks slow the page down, so none of the times above has them.
  const context = await newContext();
  const traced = await visit(context, url, { chains: true });
  await context.close();
  const requests = (traced.requests ?? []).sort((x, y) => x.start - y.start);
  const depths = chainDepths(requests, traced.bootScripts);
  const t0 = Math.min(...requests.map((r) => r.start));
  const data = requests.find((r) => screen.data.test(r.url));
  // The data request's chain, document first.
  const chain: ChainRow[] = [];
  for (let r = data; r; r = depths.get(r)?.parent) {
    chain.unshift({
      screen: screen.name,
      depth: depths.get(r)!.depth,
      request: r.url.replace(app.url, '').replace(/^(.{70}).+$/, '$1…'),
      'start ms': Math.round((r.start - t0) * 1000),
      'end ms': Math.round((r.end - t0) * 1000),
    });
  }
  if (process.env.BENCH_PHONE_ALL === '1') {
    console.table(
      requests.map((r) => ({
        depth: depths.get(r)!.depth,
        request: r.url.replace(app.url, '').slice(0, 70),
        'start ms': Math.round((r.start - t0) * 1000),
        'end ms': Math.round((r.end - t0) * 1000),
      })),
    );
  }
  const maxDepth = Math.max(0, ...requests.map((r) => depths.get(r)!.depth));
  const row = (cache: 'cold' | 'warm', visits: Visit[]): PhoneRow => ({
    screen: screen.name,
    cache,
    ...visitTimes(visits),
    'data chain depth': cache === 'cold' ? (data ? depths.get(data)!.depth : 0) : '-',
    'max chain depth': cache === 'cold' ? maxDepth : '-',
    requests: cache === 'cold' ? requests.length : '-',
  });
  return { rows: [row('cold', cold), row('warm', warm)], chain };
}

export function phoneBenchSettings(): string {
  return (
    `Chromium, ${PHONE.latencyMs} ms latency, ${PHONE.downKbps / 1000} Mbps down, ${PHONE.upKbps} kbps up, ` +
    `CPU ${PHONE.cpuSlowdown}× slower, Pixel 7 viewport; ${RUNS} runs of a cold load then ${WARM} warm loads ` +
    `(the last counts); signed in as the demo staff user`
  );
}

/** `BENCH_PHONE_SCREENS=/assigned_orders,/order/:id` measures some of the screens (default: all five). */
export async function runPhoneBench(): Promise<{ rows: PhoneRow[]; chains: ChainRow[] }> {
  const wanted = process.env.BENCH_PHONE_SCREENS?.split(',');
  const screens = wanted ? SCREENS.filter((s) => wanted.includes(s.name)) : SCREENS;
  log('starting the app (npm start; builds the web app when stale)');
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    const session = await signIn(app.url, app.staff);
    const list = await fetch(`${app.url}/api/my_orders/?assigned_user=${session.user.id}&limit=1`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const orderId = ((await list.json()) as { results: Array<{ id: number }> }).results[0]?.id;
    if (!orderId) throw new Error('The demo staff user has no orders');
    const rows: PhoneRow[] = [];
    const chains: ChainRow[] = [];
    for (const screen of screens) {
      log(`measuring ${screen.name}`);
      const result = await measureScreen(browser, app, session, screen, orderId);
      rows.push(...result.rows);
      chains.push(...result.chain);
    }
    log('measuring a blank page (the floor of the long-task target)');
    rows.push(await measureBlankPage(browser));
    return { rows, chains };
  } finally {
    await browser.close();
    await app.stop();
  }
}
