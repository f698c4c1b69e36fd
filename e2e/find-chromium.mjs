#!/usr/bin/env node
// Finds the Chromium the browser tests drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium; as root it
// installs Debian's package when neither is there; otherwise it stops and says what to install.
// (No browser is downloaded: this machine reaches only the npm registry and Debian's packages.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_PATH = '/usr/bin/chromium';

/**
 * The flags every Chromium we drive starts with (the browser tests, the phone and Lighthouse benchmarks):
 * without them it keeps trying to reach Google's hosts, which this network refuses.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (fs.existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (fs.existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${r.status}).`);
    }
    if (fs.existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install chromium` (Debian/Ubuntu), ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`Chromium: ${findChromium()}`);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
