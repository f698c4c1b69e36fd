#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the API,
// which migrates the database, ensures the super admin and serves everything on one port.
import './require-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(distIndex)) return true;
  const built = fs.statSync(distIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

// The build's own output is shown only when it fails, so that the API's address and the sign-in details are
// the last lines printed.
if (webIsStale()) {
  console.log('Building the web app…');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error(
      build.error ? `The web build did not run: ${build.error.message}` : 'The web build failed.',
    );
    process.exit(build.status ?? 1);
  }
  console.log(`Built the web app in ${Math.round((Date.now() - started) / 1000)} s`);
}

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
