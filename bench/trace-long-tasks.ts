/**
 * What each long task is (issue #22, item 3): a page loaded in Chromium on the phone profile (4× slower CPU,
 * 150 ms latency, 1.6 Mbps; bench/phone.bench.ts) with a Chrome performance trace (CDP Tracing, the
 * devtools.timeline categories and V8's sampling profiler), and, per main-thread task over 50 ms: its start,
 * its length, the trace events inside it (script evaluation and compilation with the script's name, React's
 * work shows as function calls, style recalculation, layout, paint) and the JavaScript functions that took
 * the most of it (self time from the profiler's samples, with their script).
 *
 * Not part of `npm run bench` (a trace slows the page down): a tool to find what to fix.
 *
 *   npx tsx bench/trace-long-tasks.ts http://127.0.0.1:3000 /assigned_orders /order/12 --token <token> \
 *     [--user-id <id>] [--warm] [--save <dir>]
 *
 * With `--token`, the token (and user id) are put in local storage before the page's scripts run, as signing
 * in leaves them. `--warm` loads the page twice first in the same context and traces the third load (HTTP
 * cache and V8's code cache filled). `--no-profile` leaves the sampling profiler off: the profiler slows the page
 * down (tasks look longer than they are), so the lengths are best read from a run without it. `--cpu`: on a
 * busy machine, load the page without CPU throttling and count a task by the main thread's CPU time in it
 * times the slowdown (as Lighthouse's simulation does), which the machine's load does not lengthen. `--save` writes each trace's JSON (open it in Chrome's Performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';

import { chromium, devices, type CDPSession } from 'playwright-core';

import { CHROMIUM_ARGS } from '../e2e/find-chromium.mjs';
import { PHONE, throttle } from './phone.bench';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
};

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
];

const LONG_MS = 50;

function args(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--') && !['--warm', '--no-profile', '--cpu'].includes(a)) {
        flags[a.slice(2)] = next;
        i += 1;
      } else flags[a.slice(2)] = true;
    } else positional.push(a);
  }
  return { positional, flags };
}

async function trace(cdp: CDPSession, profile: boolean, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: profile ? CATEGORIES : CATEGORIES.filter((c) => !c.includes('cpu_profiler')),
      excludedCategories: ['*'],
    },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const short = (url: string | undefined) =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/^(.{60}).+$/, '$1…') || '(page)';

/** The profiler's samples in the trace (Profile / ProfileChunk events) of one thread: [time, node id]. */
function profileSamples(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const ids = new Set(
    events
      .filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
      .map((e) => (e as unknown as { id: string }).id),
  );
  let ts = 0;
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (start) ts = (start.args?.data as { startTime: number }).startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !ids.has((e as unknown as { id: string }).id)) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const s = data.cpuProfile?.samples ?? [];
    const d = data.timeDeltas ?? [];
    for (let i = 0; i < s.length; i += 1) {
      ts += d[i] ?? 0;
      samples.push({ ts, node: s[i]! });
    }
  }
  return { nodes, samples };
}

/** The events directly and indirectly inside a task worth naming, with their script or element. */
const NAMED = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'v8.produceCache',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'V8.GC_SCAVENGER',
  'MajorGC',
  'MinorGC',
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'XHRReadyStateChange',
  'ResourceReceiveResponse',
  'HitTest',
  'UpdateLayerTree',
  'Commit',
  'v8.parseOnBackground',
]);

function describe(e: TraceEvent): string {
  const data = (e.args?.data ?? e.args ?? {}) as Record<string, unknown>;
  const url = (data.url ?? data.fileName ?? data.scriptName ?? '') as string;
  const fn = (data.functionName ?? '') as string;
  const extra = [url ? short(url) : '', fn].filter(Boolean).join(' ');
  return extra ? `${e.name} ${extra}` : e.name;
}

/**
 * A task's length as the report counts it: its wall time, or with `cpu` (an unthrottled load, as Lighthouse's
 * simulation does it) the main thread's CPU time in it times the phone's slowdown: on a machine busy with
 * other work the wall time of a throttled load grows with the load, the CPU time does not.
 */
let taskLength = (e: TraceEvent) => e.dur!;

function analyse(events: TraceEvent[], label: string): void {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('No renderer main thread in the trace');
  // The renderer with the page: the main thread with the most EvaluateScript events.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const rendererScore = (m: TraceEvent) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'EvaluateScript').length +
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'v8.evaluateModule').length;
  const thread = mains.sort((a, b) => rendererScore(b) - rendererScore(a))[0]!;
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === thread.pid &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const t0 = nav?.ts ?? own[0]!.ts;
  const tasks = own.filter(
    (e) =>
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && taskLength(e) > LONG_MS * 1000,
  );
  // Only the outermost RunTask of each.
  const top = tasks.filter(
    (t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur! >= t.ts + t.dur! && o.dur! > t.dur!),
  );
  const { nodes, samples } = profileSamples(events, thread.pid, thread.tid);
  const longest = Math.round(Math.max(0, ...top.map(taskLength)) / 1000);
  console.log(
    `\n=== ${label}: ${top.length} tasks > ${LONG_MS} ms, longest ${longest} ms (times from navigation start)`,
  );
  for (const task of top) {
    const end = task.ts + task.dur!;
    console.log(
      `\n--- task at ${Math.round((task.ts - t0) / 1000)} ms: ${Math.round(taskLength(task) / 1000)} ms (wall ${Math.round(task.dur! / 1000)} ms)`,
    );
    const inside = own.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && NAMED.has(e.name),
    );
    // Sum per description, keep the biggest.
    const sums = new Map<string, { ms: number; n: number }>();
    for (const e of inside) {
      const key = describe(e);
      const s = sums.get(key) ?? { ms: 0, n: 0 };
      s.ms += e.dur! / 1000;
      s.n += 1;
      sums.set(key, s);
    }
    const rows = [...sums.entries()]
      .filter(([, s]) => s.ms >= 2)
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 18);
    for (const [k, s] of rows)
      console.log(`   ${s.ms.toFixed(1).padStart(7)} ms  ${s.n > 1 ? `${s.n}× ` : ''}${k}`);
    // Self time per function from the samples inside the task.
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    if (inTask.length > 1) {
      const self = new Map<string, number>();
      const byScript = new Map<string, number>();
      for (let i = 0; i < inTask.length; i += 1) {
        const dt = i + 1 < inTask.length ? inTask[i + 1]!.ts - inTask[i]!.ts : 0;
        const node = nodes.get(inTask[i]!.node);
        if (!node) continue;
        const cf = node.callFrame;
        const key = `${cf.functionName || '(anonymous)'} ${short(cf.url)}:${cf.lineNumber + 1}:${cf.columnNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + dt / 1000);
        // The script: the deepest frame with a URL.
        let n: ProfileNode | undefined = node;
        while (n && !n.callFrame.url && n.parent !== undefined) n = nodes.get(n.parent);
        const script = n?.callFrame.url ? short(n.callFrame.url) : cf.functionName || '(native)';
        byScript.set(script, (byScript.get(script) ?? 0) + dt / 1000);
      }
      console.log('   self time by script:');
      for (const [k, ms] of [...byScript.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8))
        console.log(`   ${ms.toFixed(1).padStart(7)} ms  ${k}`);
      console.log('   self time by function:');
      for (const [k, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
        console.log(`   ${ms.toFixed(1).padStart(7)} ms  ${k}`);
    }
  }
}

async function main() {
  const { positional, flags } = args(process.argv.slice(2));
  if (flags.cpu) taskLength = (e) => (e.tdur ?? e.dur!) * PHONE.cpuSlowdown;
  const [base, ...paths] = positional;
  if (!base || paths.length === 0)
    throw new Error('usage: trace-long-tasks.ts <base url> <path>… [--token t]');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const p of paths) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      if (typeof flags.token === 'string') {
        await context.addInitScript({
          content: `localStorage.setItem('token', ${JSON.stringify(flags.token)});
localStorage.setItem('id', ${JSON.stringify(String(flags['user-id'] ?? '1'))});
localStorage.setItem('is_superuser', 'false');`,
        });
      }
      const load = async () => {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await throttle(cdp, { cpu: !flags.cpu });
        return { page, cdp };
      };
      if (flags.warm) {
        for (let i = 0; i < 2; i += 1) {
          const { page } = await load();
          await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
          await page.close();
        }
      }
      const { page, cdp } = await load();
      const events = await trace(cdp, !flags['no-profile'], async () => {
        await page.goto(`${base}${p}`, { waitUntil: 'networkidle', timeout: 120_000 });
      });
      if (typeof flags.save === 'string') {
        fs.mkdirSync(flags.save, { recursive: true });
        const file = path.join(
          flags.save,
          `${p.replace(/[^a-z0-9]+/gi, '_')}${flags.warm ? '-warm' : ''}.json`,
        );
        fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
      }
      analyse(events, `${p}${flags.warm ? ' (warm)' : ' (cold)'}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
