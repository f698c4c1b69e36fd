/**
 * Lighthouse on the built app (BENCH_ONLY=lighthouse): performance score, LCP and TBT on Lighthouse's default
 * mobile profile (simulated 4G, 4x CPU slowdown), best of LIGHTHOUSE_RUNS (2) runs per page.
 *
 * The app runs as `npm start` runs it: `npm run build`, then the API serving the build, here on a fresh
 * embedded database with the demo data (a print order for /print/{ref}, a staff user with orders), reached
 * over HTTPS with HTTP/2 through a front as a deployment serves it (https-front.ts). Lighthouse
 * 13.5 and its browser driver are large, so it lives in bench/lighthouse with a package.json of its own (not a
 * workspace: the root `npm ci` never installs it), is installed there on first use and runs on the project's
 * Node, with Debian's Chromium. Any Lighthouse error fails the part.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { API } from '@printhub/contract';

import { TRANSPORT, webFront, type WebFront } from './https-front';
import { signIn, startApi } from './processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_DIR = path.join(ROOT, 'bench/lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 2);
const ADMIN = { email: 'bench@example.com', password: 'bench-lighthouse-password' };

/** The pages held to the targets (bench/targets.ts); the staff screens are measured and reported. */
export const PUBLIC_PAGES = ['/login', '/welcome', '/print/{ref}'] as const;

export type LighthouseRun = { score: number; lcpMs: number; tbtMs: number };
export type LighthouseRow = {
  page: string;
  score: number;
  'LCP ms': number;
  'TBT ms': number;
  runs: string;
};

type PageInput = { name: string; path: string; token?: string; userId?: number; isSuperuser?: boolean };

/** Runs a command to its end and resolves with what it printed. */
function run(command: string, args: string[], what: string): Promise<string> {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  // Decoded as a stream: a chunk may end inside a character.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${what} failed (${error.message})`)));
    child.once('close', (status, signal) => {
      if (status !== 0) {
        const ended = signal ? `signal ${signal}` : `exit ${status}`;
        reject(new Error(`${what} failed (${ended}):\n${stdout}\n${stderr}`));
        return;
      }
      for (const line of stderr.split('\n')) if (line.startsWith('Retrying')) console.warn(line);
      resolve(stdout);
    });
  });
}

/** Lighthouse on first use: `npm ci` in bench/lighthouse (its lock file pins lighthouse 13.5.0). */
async function ensureLighthouse(): Promise<void> {
  if (fs.existsSync(path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json'))) return;
  console.log('Installing Lighthouse in bench/lighthouse…');
  await run(
    'npm',
    ['ci', '--prefix', LIGHTHOUSE_DIR, '--ignore-scripts', '--no-audit', '--no-fund'],
    'npm ci (Lighthouse)',
  );
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The server prints the demo staff user's generated password just after it starts listening. */
async function demoStaff(output: () => string): Promise<{ email: string; password: string }> {
  for (let i = 0; i < 100; i += 1) {
    const match = /Demo staff user: (\S+) with password (\S+)/.exec(output());
    if (match) return { email: match[1]!, password: match[2]! };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server printed no demo staff user:\n${output()}`);
}

const best = (runs: LighthouseRun[]) =>
  [...runs].sort((a, b) => b.score - a.score || a.lcpMs - b.lcpMs || a.tbtMs - b.tbtMs)[0]!;

export async function runLighthouseBench(): Promise<{ rows: LighthouseRow[]; settings: string }> {
  await ensureLighthouse();
  console.log('Building the web app…');
  await run('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], 'The web build');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'printhub-lighthouse-'));
  const api = await startApi({
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  });
  // Started inside the try, so that the app stops also when the front does not start.
  let front: WebFront | undefined;
  try {
    front = await webFront(api.url);
    const staff = await demoStaff(api.output);
    const adminToken = await signIn(api.url, ADMIN);
    const printRef = (
      await getJson<{ results: { print_ref: string }[] }>(`${api.url}${API.allOrders}?limit=1`, adminToken)
    ).results[0]?.print_ref;
    if (!printRef) throw new Error('The demo data has no order to print');
    const staffLogin = await fetch(`${api.url}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    if (!staffLogin.ok) throw new Error(`staff sign-in: ${staffLogin.status} ${await staffLogin.text()}`);
    const session = (await staffLogin.json()) as { token: string; user: { id: number } };
    const staffOrder = (
      await getJson<{ results: { id: number }[] }>(`${api.url}${API.myOrders}?limit=1`, session.token)
    ).results[0]?.id;
    if (!staffOrder) throw new Error('The demo staff user has no order');

    const signedIn = { token: session.token, userId: session.user.id, isSuperuser: false };
    const pages: PageInput[] = [
      { name: '/login', path: '/login' },
      { name: '/welcome', path: '/welcome' },
      { name: '/print/{ref}', path: `/print/${encodeURIComponent(printRef)}` },
      { name: '/dashboard (staff)', path: '/dashboard', ...signedIn },
      { name: '/assigned_orders (staff)', path: '/assigned_orders', ...signedIn },
      { name: '/order/{id} (staff)', path: `/order/${staffOrder}`, ...signedIn },
    ];
    const input = {
      base: front.url,
      chromiumFlags: front.chromiumFlags,
      runs: RUNS,
      pages,
      ...(process.env.LIGHTHOUSE_REPORTS ? { reportDir: path.resolve(process.env.LIGHTHOUSE_REPORTS) } : {}),
    };
    const out = await run(
      process.execPath,
      [path.join(LIGHTHOUSE_DIR, 'measure.mjs'), JSON.stringify(input)],
      'Lighthouse',
    );
    const lastLine = out.trim().split('\n').at(-1) ?? '';
    const measured = JSON.parse(lastLine) as { name: string; runs: LighthouseRun[] }[];
    if (measured.length !== pages.length)
      throw new Error(`Lighthouse measured ${measured.length} pages:\n${out}`);
    const rows = measured.map(({ name, runs }) => {
      const top = best(runs);
      return {
        page: name,
        score: top.score,
        'LCP ms': top.lcpMs,
        'TBT ms': top.tbtMs,
        runs: runs.map((r) => `${r.score}/${r.lcpMs}/${r.tbtMs}`).join(', '),
      };
    });
    return {
      rows,
      settings: `Lighthouse 13.5.0 over ${TRANSPORT}, default mobile profile (simulated 4G, 4x CPU), best of ${RUNS} runs per page (runs: score/LCP ms/TBT ms)`,
    };
  } finally {
    await front?.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
