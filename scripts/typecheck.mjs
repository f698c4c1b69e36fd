#!/usr/bin/env node
// `npm run typecheck`: tsc on each workspace, one after another, stopping at the first with errors. Each keeps
// what it learnt in node_modules/.cache/tsc (incremental build info; nothing is emitted), so a run after a
// small change re-checks only the files it affects; a fresh clone checks everything, as before.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const PROJECTS = ['packages/contract', 'apps/api', 'apps/web', 'e2e', 'bench'];

for (const project of PROJECTS) {
  const info = path.join(root, 'node_modules', '.cache', 'tsc', `${project.replace(/\//g, '-')}.tsbuildinfo`);
  const { status } = spawnSync(
    process.execPath,
    [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', info],
    { cwd: root, stdio: 'inherit' },
  );
  if (status !== 0) process.exit(status ?? 1);
}
