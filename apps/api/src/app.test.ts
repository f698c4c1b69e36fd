import { once } from 'node:events';
import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, createTestContext, type TestContext } from '../test/helper';

import type { App } from './app';

// Found by an audit: a body sent a byte every 5 s kept its connection (and the request) open for as long as
// the client liked. REQUEST_TIMEOUT_S now bounds the whole request.

let t: TestContext;
let app: App;
let port: number;
beforeAll(async () => {
  t = await createTestContext();
  app = await buildTestApp(t.database, { config: { requestTimeoutMs: 1000 } });
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

describe('the request timeout', () => {
  it('answers 408 and closes a connection whose body trickles in past REQUEST_TIMEOUT_S', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {}); // a write racing the close
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    // Not `once(socket, 'close')`, which rejects on an 'error' first: the server closes while bytes still
    // arrive, and the reset that follows (ECONNRESET, after its answer) may come before the close.
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/admin-login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    // One byte at a time, never finishing, until the server gives up on the request.
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 100);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves a request that arrives in time alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});

// Found by a tester: a /clientVouchers link of 155,062 characters, reloaded, showed a raw JSON 431.
describe('an address too long to read', () => {
  const longQuery = `clientName=Acme&voucherList=${'A'.repeat(100_000)}`;

  it('answers a browser opening a screen with a page that says so and leads on, not JSON', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/clientVouchers?${longQuery}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await res.text();
    expect(page).toContain('<h1>This link is too long to open</h1>');
    expect(page).toContain('<a href="/clientVouchers">');
    expect(page).toContain('<a href="/">go to the dashboard</a>');
  });

  it('answers an API call with the API error shape', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/get-voucher/?${longQuery}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ error: 'The request headers or address are too long' });
  });
});
