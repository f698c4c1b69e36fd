#!/usr/bin/env node
// `npm test`: every check, in stages. The static checks (lint, types) and the contract's small unit tests
// are single-threaded, so they run side by side; the other stages use both cores themselves and run one
// after another. Stops at the first red stage and ends with a table of how long each took.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const STAGES = [['lint', 'typecheck', 'test:contract'], ['test:api'], ['test:web'], ['test:e2e']];

/** Runs `npm run <script>`; its output is shown as it comes when alone, or in one piece when it ends. */
function run(script, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent'], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (buffered) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered && output.trim()) process.stdout.write(`\n── ${script} ──\n${output}`);
      resolve({
        script,
        ok: code === 0,
        detail: signal ?? `exit ${code}`,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const results = [];
const started = Date.now();
for (const stage of STAGES) {
  const done = await Promise.all(stage.map((script) => run(script, stage.length > 1)));
  results.push(...done);
  if (done.some((r) => !r.ok)) break;
}

const total = (Date.now() - started) / 1000;
console.log('\n| stage | result | seconds |\n| --- | --- | ---: |');
for (const r of results)
  console.log(`| ${r.script} | ${r.ok ? 'passed' : `FAILED (${r.detail})`} | ${r.seconds.toFixed(0)} |`);
console.log(`| total | | ${total.toFixed(0)} |`);
process.exit(results.every((r) => r.ok) && results.length === STAGES.flat().length ? 0 : 1);
