import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../test/helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every line the app's logger wrote, parsed. */
const lines: Array<{ reqId?: string; msg?: string; level: number }> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    logger: { level: 'info', stream },
    // A route with a bug in it: the 500 a user would quote.
    beforeReady: (app) =>
      app.get('/api/test-request-id-bug', { config: { access: 'public' } }, async (req) => {
        req.log.info('about to fail');
        throw new Error('a bug');
      }),
  });
});
afterAll(() => t?.close());

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

describe('X-Request-Id', () => {
  it('takes a sane id from the request and puts it on the answer and every log line of the request', async () => {
    const id = 'edge-7f3a.91:retry-2_x';
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes a new one when none is sent, or the sent one is not sane', async () => {
    for (const sent of [undefined, '', 'a'.repeat(129), 'has space', 'new\u2028line', 'semi;colon', 'é']) {
      const res = await t.app.inject({
        url: '/api/health',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, sent).toMatch(UUID);
      expect(linesOf(id)).toHaveLength(2);
    }
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const longest = 'b'.repeat(128);
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': longest } });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('is on refusals too: a missing token, an unknown path, the router’s own 400', async () => {
    for (const url of ['/api/profile/', '/api/nope/', '/api/users/%zz/']) {
      const res = await t.app.inject({ url, headers: { 'x-request-id': `refused-${url.length}` } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id'], url).toBe(`refused-${url.length}`);
    }
  });

  it('is in the body of a 5xx and on the error’s log lines, and in no 4xx body', async () => {
    const res = await t.app.inject({ url: '/api/test-request-id-bug', headers: { 'x-request-id': 'bug-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error', request_id: 'bug-1' });
    expect(linesOf('bug-1').map((l) => l.msg)).toEqual([
      'incoming request',
      'about to fail',
      'request failed',
      'request completed',
    ]);
    const generated = await t.app.inject({ url: '/api/test-request-id-bug' });
    expect(generated.json().request_id).toBe(generated.headers['x-request-id']);
    const refused = await t.app.inject({ url: '/api/profile/', headers: bearer('x'.repeat(43)) });
    expect(refused.json()).toEqual({ error: 'Not signed in' });
  });
});
