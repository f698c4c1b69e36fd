import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { serverDatabase, startServer, type ServerProcess } from '../../test/server-process';
import { spoolDir, sweepSpool } from './spool';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The id of a process that has run and exited (nothing runs under it now). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

/** Resolves with the first spooled file under `dir` once one exists (the server writes it as it reads). */
async function spooledFile(dir: string): Promise<string> {
  for (;;) {
    const files = (await fs.readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((f) =>
      /upload-[^/]+\/0$/.test(f),
    );
    if (files[0]) return path.join(dir, files[0]);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the upload spool', () => {
  it('item 5: the sweep at start removes the spool directories of dead processes of this host, and only those', async () => {
    const root = await tempDir('printhub-spool-');
    const host = os.hostname();
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    cleanups.push(async () => {
      live.kill('SIGKILL');
    });
    const dead = await deadPid();
    const dirs = {
      dead: `${dead}@${host}`,
      live: `${live.pid}@${host}`,
      ownEarlierLife: `${process.pid}@${host}`,
      otherHost: `${dead}@another-host`,
      notOurs: 'something-else',
    };
    for (const name of Object.values(dirs)) {
      await fs.mkdir(path.join(root, name, 'upload-x'), { recursive: true });
      await fs.writeFile(path.join(root, name, 'upload-x', '0'), 'a leftover upload');
    }

    expect((await sweepSpool(root)).sort()).toEqual([dirs.dead, dirs.ownEarlierLife].sort());
    expect((await fs.readdir(root)).sort()).toEqual([dirs.live, dirs.otherHost, dirs.notOurs].sort());

    // This process spools into a directory of its own, private to its user.
    const mine = await spoolDir(root);
    expect(path.dirname(mine)).toBe(path.join(root, dirs.ownEarlierLife));
    expect((await fs.stat(path.dirname(mine))).mode & 0o777).toBe(0o700);
  });

  it('item 5: an order upload cut short by kill -9 leaves its file, and the next start removes it', async () => {
    const tmp = await tempDir('printhub-spool-server-');
    const database = await serverDatabase();
    cleanups.push(database.drop);
    const env = { ...database.env, TMPDIR: tmp, LOG_LEVEL: 'warn' };
    let server: ServerProcess = await startServer(env);
    cleanups.push(async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });

    const signup = await fetch(`${server.url}${API.customerSignup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Spool',
        last_name: 'Test',
        email: 'spool@example.com',
        mobile: '+91 90000 55555',
        password: 'a-spool-test-password',
      }),
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { token } = (await signup.json()) as { token: string };

    // The order's PDF part starts, and the rest of the body never comes.
    const boundary = 'printhub-spool-test';
    const req = http.request(`${server.url}${API.customerOrders}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('error', () => {}); // the server dies under it
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n${'x'.repeat(64 * 1024)}`,
    );
    const spoolOfServer = path.join(tmp, 'printhub-uploads', `${server.child.pid}@${os.hostname()}`);
    const leftover = await spooledFile(spoolOfServer);

    server.child.kill('SIGKILL');
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    req.destroy();
    expect(await exists(leftover)).toBe(true);

    server = await startServer(env);
    expect(await exists(spoolOfServer)).toBe(false);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 180_000);
});
