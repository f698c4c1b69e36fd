// Lighthouse's default mobile profile (simulated 4G, 4x CPU slowdown) on a list of pages, each measured
// `runs` times in a browser of its own (a cold cache and a fresh profile every time). Run under Node 24 by
// the bench's lighthouse part (../lighthouse.bench.ts), which starts the app and passes, as one JSON
// argument: { "base": "https://127.0.0.1:PORT", "runs": 2, "reportDir"?: "...", "chromiumFlags"?: [...],
//   "pages": [{ "name": "/login", "path": "/login", "token"?: "..." }] }; a page with a "url" instead of a
//   "path" is measured at that address (the floor's blank page, served apart from the app).
// A page with a token gets it (and the user's id) in local storage, set on a same-origin JSON address that
// loads no script, before Lighthouse navigates; Lighthouse keeps local storage and clears the HTTP cache.
// Prints one JSON line: [{ name, runs: [{ score, lcpMs, tbtMs, longTasks }] }]. Any Lighthouse error (a
// runtime error, a missing metric) fails the process: the bench reports it instead of a table.
import fs from 'node:fs';
import path from 'node:path';

import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

import { CHROMIUM_ARGS } from '../../e2e/find-chromium.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// puppeteer's `headless: true` is Chromium's new headless mode (--headless=new).
const CHROMIUM_FLAGS = ['--no-sandbox', ...CHROMIUM_ARGS];

const input = JSON.parse(process.argv[2] ?? 'null');
if (!input || typeof input.base !== 'string' || !Array.isArray(input.pages)) {
  throw new Error(
    'usage: node measure.mjs \'{"base":"http://…","runs":2,"pages":[{"name","path" or "url","token?"}]}\'',
  );
}
const runs = Number(input.runs ?? 2);
// The front's certificate, trusted by its key (../https-front.ts).
const chromiumFlags = [...CHROMIUM_FLAGS, ...(input.chromiumFlags ?? [])];

async function measureOnce(page, index) {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: chromiumFlags,
    defaultViewport: null,
  });
  try {
    const tab = await browser.newPage();
    if (page.token) {
      await tab.goto(`${input.base}/api/health`);
      await tab.evaluate(
        ({ token, userId, isSuperuser }) => {
          localStorage.setItem('token', token);
          if (userId) localStorage.setItem('id', String(userId));
          localStorage.setItem('is_superuser', isSuperuser ? 'true' : 'false');
        },
        { token: page.token, userId: page.userId, isSuperuser: Boolean(page.isSuperuser) },
      );
    }
    const result = await lighthouse(
      page.url ?? `${input.base}${page.url ?? page.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.url ?? page.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${page.url ?? page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    if (input.reportDir) {
      fs.mkdirSync(input.reportDir, { recursive: true });
      const file = `${page.name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${index + 1}.json`;
      fs.writeFileSync(path.join(input.reportDir, file), JSON.stringify(lhr));
    }
    const score = lhr.categories.performance?.score;
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
    const tbt = lhr.audits['total-blocking-time']?.numericValue;
    if (typeof score !== 'number' || typeof lcp !== 'number' || typeof tbt !== 'number') {
      const warnings = (lhr.runWarnings ?? []).join('; ');
      throw new Error(
        `Lighthouse measured no score, LCP or TBT on ${page.url ?? page.path}${warnings ? `: ${warnings}` : ''}`,
      );
    }
    const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => Math.round(t.duration));
    return { score: Math.round(score * 100), lcpMs: Math.round(lcp), tbtMs: Math.round(tbt), longTasks };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is tried once
 * more, and said so; a second failure fails the part.
 */
async function measureWithRetry(page, index) {
  try {
    return await measureOnce(page, index);
  } catch (error) {
    console.error(
      `Retrying ${page.name} run ${index + 1} once: ${error instanceof Error ? error.message : error}`,
    );
    return measureOnce(page, index);
  }
}

const results = [];
for (const page of input.pages) {
  const measured = [];
  for (let i = 0; i < runs; i += 1) measured.push(await measureWithRetry(page, i));
  results.push({ name: page.name, runs: measured });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
