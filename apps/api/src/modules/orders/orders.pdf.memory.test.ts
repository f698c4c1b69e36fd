import fs from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { orderForm } from '../../../test/customer-order-fixtures';
import { objectStreamBombPdf } from '../../../test/pdf-bomb';
import { serverDatabase, startServer, type ServerProcess } from '../../../test/server-process';
import { makePdf } from '../../db/seed/pdf';

const MB = 1024 * 1024;
/** How far above its idle resident size the server may grow while it reads the bomb. */
const BUDGET_BYTES = 300 * MB;

/** A field of /proc/<pid>/status, in bytes (0 once the process is gone). */
async function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The server's child processes (its PDF workers). */
async function childrenOf(pid: number): Promise<number[]> {
  const list = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
  return list.split(' ').filter(Boolean).map(Number);
}

let server: ServerProcess;
let drop: () => Promise<void>;
let token: string;

beforeAll(async () => {
  const database = await serverDatabase();
  drop = database.drop;
  server = await startServer({ ...database.env, REQUEST_TIMEOUT_S: '120' });
  const signup = await fetch(`${server.url}/api/customer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bomb',
      last_name: 'Maker',
      email: 'bomb.maker@example.com',
      mobile: '+91 90000 11111',
      password: 'not-a-common-password-36',
    }),
  });
  expect(signup.status, await signup.clone().text()).toBe(201);
  token = ((await signup.json()) as { token: string }).token;
}, 180_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  await drop?.();
});

const order = (files: { name: string; data: Uint8Array }[], path = '/api/customer/orders') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: orderForm(files),
  });

describe('issue #36 item 1: the PDF check’s memory is bounded', () => {
  it('refuses a 1.5 GB object-stream bomb within 300 MB above idle, answering /api/health meanwhile', async () => {
    const bomb = await objectStreamBombPdf();
    expect(bomb.length).toBeLessThan(2 * MB);
    // The first inspection loads PDF.js: that is part of idle, not of what a file costs. A quote inspects
    // as an order does, and leaves no background work (an order's pages drawn and checked) to start a
    // second worker.
    const warm = await order([{ name: 'warm.pdf', data: makePdf({ pages: 2 }) }], '/api/customer/quote');
    expect(warm.status, await warm.text()).toBe(200);

    const pid = server.child.pid!;
    const idle = await statusBytes(pid, 'VmRSS');
    // Resets the peak (VmHWM) to the current size, so the peak read afterwards is the bomb's own.
    await fs.writeFile(`/proc/${pid}/clear_refs`, '5');

    let settled = false;
    const answer = order([{ name: 'bomb.pdf', data: bomb }]).finally(() => (settled = true));
    const health: number[] = [];
    // The PDF worker is a child process: its peak counts too, sampled as the server is polled.
    const childPeaks = new Map<number, number>();
    while (!settled) {
      health.push((await fetch(`${server.url}/api/health`)).status);
      for (const child of await childrenOf(pid)) {
        const hwm = await statusBytes(child, 'VmHWM');
        childPeaks.set(child, Math.max(childPeaks.get(child) ?? 0, hwm));
      }
    }
    const res = await answer;
    const childrenPeak = [...childPeaks.values()].reduce((a, b) => a + b, 0);
    const peak = (await statusBytes(pid, 'VmHWM')) + childrenPeak;

    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toBe(
      '"bomb.pdf" could not be read within the limits: a compressed part of it expands to more than 64 MB.',
    );
    expect(childPeaks.size).toBe(1);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
    expect(
      peak - idle,
      `peak ${Math.round(peak / MB)} MB (worker ${Math.round(childrenPeak / MB)} MB), idle ${Math.round(idle / MB)} MB`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  }, 180_000);
});
