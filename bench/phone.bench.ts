/**
 * A staff member's phone: the built app started as `npm start` starts it (scripts/start.mjs, which builds
 * the web app when it is stale) on a fresh data directory with the demo data (a staff user with assigned
 * orders), reached over HTTPS with HTTP/2 through a front as a deployment serves it (https-front.ts), opened
 * in Chromium on a throttled phone profile: 150 ms latency, 1.6 Mbps down, 750 kbps up (CDP
 * Network.emulateNetworkConditions) and the CPU 4× slower (Emulation.setCPUThrottlingRate), on a Pixel 7
 * viewport. Signed in as the staff user (the token in local storage, as signing in leaves it).
 *
 * Per screen and run, in a new browser context (cold: empty HTTP cache, no code cache), then navigations
 * again in the same context (warm: HTTP cache and V8's code cache, which Chromium fills on a script's second
 * load): the time from navigation start to the screen's content on screen (the first order of a list, as a
 * table row or a card, the staff queue of the dashboard, the timeline of an order), measured in the page
 * (performance.now() when a MutationObserver first sees it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Request,
} from 'playwright-core';

import { CHROMIUM_ARGS } from '../e2e/find-chromium.mjs';
import { TRANSPORT, webFront, type WebFront } from './https-front';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const WARM = 2;
/** `BENCH_PHONE_NETLOG=1`: each load's requests printed (start and end from navigation, status, bytes). */
const NETLOG = process.env.BENCH_PHONE_NETLOG === '1';
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
};

/** A screen: its URL and the selector of its content. */
type Screen = { name: string; path: (orderId: number) => string; ready: string };

/** What "the screen shows its content" means per screen: a CSS selector checked in the page. */
const SCREENS: Screen[] = [
  {
    name: '/assigned_orders',
    path: () => '/assigned_orders',
    ready: 'main a[href^="/order/"]',
  },
  {
    name: '/dashboard',
    path: () => '/dashboard',
    ready: 'main [data-testid="kpi-value"]',
  },
  {
    name: '/out_for_delivery_orders',
    path: () => '/out_for_delivery_orders',
    ready: 'main a[href^="/order/"]',
  },
  {
    name: '/completed_orders',
    path: () => '/completed_orders',
    ready: 'main a[href^="/order/"]',
  },
  {
    name: '/order/:id',
    path: (id) => `/order/${id}`,
    ready: '[aria-label="Timeline"] li',
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
 * stored session (as signing in stores it) and the watch for the screen's content. `window.__phone` holds
 * what was seen.
 */
function pageProbe(session: { token: string; id: number }, ready: string): string {
  return `(() => {
  localStorage.setItem('token', ${JSON.stringify(session.token)});
  localStorage.setItem('id', ${JSON.stringify(String(session.id))});
  localStorage.setItem('is_superuser', 'false');
  const ready = ${JSON.stringify(ready)};
  const seen = { contentAt: 0 };
  window.__phone = seen;
  const check = () => {
    if (seen.contentAt === 0 && document.querySelector(ready)) seen.contentAt = Math.round(performance.now());
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;
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

type Logged = { url: string; kind: string; startAt: number; endAt?: number; status?: number; bytes?: number };

/** The requests of one load as the page's clock sees them (performance.timeOrigin is the navigation start). */
function watchRequests(page: Page): { done(contentAt: number, label: string): Promise<void> } {
  const started = new Map<Request, Logged>();
  page.on('request', (request) => {
    started.set(request, { url: request.url(), kind: request.resourceType(), startAt: Date.now() });
  });
  page.on('requestfinished', (request) => {
    const entry = started.get(request);
    if (!entry) return;
    entry.endAt = Date.now();
    void request
      .response()
      .then(async (response) => {
        entry.status = response?.status();
        entry.bytes = (await request.sizes()).responseBodySize;
      })
      .catch(() => undefined);
  });
  return {
    async done(contentAt, label) {
      const origin = await page.evaluate(() => performance.timeOrigin);
      const rel = (t: number | undefined) => (t === undefined ? '…' : String(Math.round(t - origin)));
      log(`${label}: content at ${contentAt} ms; requests (start → end ms from navigation):`);
      for (const e of [...started.values()].sort((a, b) => a.startAt - b.startAt)) {
        const where = new URL(e.url);
        log(
          `  ${rel(e.startAt).padStart(6)} → ${rel(e.endAt).padStart(6)}  ${String(e.status ?? '').padEnd(3)} ` +
            `${String(e.bytes ?? '').padStart(8)} B  ${e.kind.padEnd(9)} ${where.pathname}${where.search}`,
        );
      }
    },
  };
}

async function visit(context: BrowserContext, url: string, label: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  const requests = NETLOG ? watchRequests(page) : undefined;
  await page.goto(url, { waitUntil: 'commit' });
  // A function, not source text: the app's Content-Security-Policy forbids eval.
  await page.waitForFunction(
    () => ((globalThis as { __phone?: { contentAt: number } }).__phone?.contentAt ?? 0) > 0,
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  const contentAt = await page.evaluate(
    () => (globalThis as unknown as { __phone: { contentAt: number } }).__phone.contentAt,
  );
  if (requests) {
    // Printed when the content shows, as the bench goes on then: requests still under way end in "…".
    await requests.done(contentAt, label);
  }
  await cdp.detach();
  await page.close();
  return contentAt;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor((s.length - 1) / 2)]!;
};

async function measureScreen(
  browser: Browser,
  base: string,
  session: Session,
  screen: Screen,
  orderId: number,
): Promise<PhoneRow[]> {
  const url = `${base}${screen.path(orderId)}`;
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addInitScript({
      content: pageProbe({ token: session.token, id: session.user.id }, screen.ready),
    });
    cold.push(await visit(context, url, `${screen.name} run ${run + 1} cold`));
    let last = 0;
    for (let i = 0; i < WARM; i += 1)
      last = await visit(context, url, `${screen.name} run ${run + 1} warm ${i + 1}`);
    warm.push(last);
    await context.close();
  }
  const row = (cache: 'cold' | 'warm', times: number[]): PhoneRow => ({
    screen: screen.name,
    cache,
    runs: times.length,
    'content ms (median)': median(times),
    'content ms (max)': Math.max(...times),
  });
  return [row('cold', cold), row('warm', warm)];
}

export function phoneBenchSettings(): string {
  return (
    `Chromium over ${TRANSPORT}, ${PHONE.latencyMs} ms latency, ${PHONE.downKbps / 1000} Mbps down, ${PHONE.upKbps} kbps up, ` +
    `CPU ${PHONE.cpuSlowdown}× slower, Pixel 7 viewport; ${RUNS} runs of a cold load then ${WARM} warm loads ` +
    `(the last counts); signed in as the demo staff user`
  );
}

/** `BENCH_PHONE_SCREENS=/assigned_orders,/order/:id` measures some of the screens (default: all five). */
export async function runPhoneBench(): Promise<PhoneRow[]> {
  const wanted = process.env.BENCH_PHONE_SCREENS?.split(',');
  const screens = wanted ? SCREENS.filter((s) => wanted.includes(s.name)) : SCREENS;
  log('starting the app (npm start; builds the web app when stale)');
  const app = await startApp();
  // Started inside the try, so that the app stops also when the front or the browser does not start.
  let front: WebFront | undefined;
  let browser: Browser | undefined;
  try {
    front = await webFront(app.url);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, ...front.chromiumFlags],
    });
    const session = await signIn(app.url, app.staff);
    const list = await fetch(`${app.url}/api/my_orders/?assigned_user=${session.user.id}&limit=1`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const orderId = ((await list.json()) as { results: Array<{ id: number }> }).results[0]?.id;
    if (!orderId) throw new Error('The demo staff user has no orders');
    const rows: PhoneRow[] = [];
    for (const screen of screens) {
      log(`measuring ${screen.name}`);
      rows.push(...(await measureScreen(browser, front.url, session, screen, orderId)));
    }
    return rows;
  } finally {
    await browser?.close();
    await front?.close();
    await app.stop();
  }
}
