import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp } from '../../test/helper';
import { fromPostgres, type Database } from '../db/client';
import { isDatabaseUnavailable } from '../lib/app-error';

/** An API whose PostgreSQL is not there (nothing listens on port 1): every database call is refused. */
let app: Awaited<ReturnType<typeof buildTestApp>>;
let database: Database;
beforeAll(async () => {
  database = fromPostgres('postgres://nobody@127.0.0.1:1/none', 1);
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('while the database is away', () => {
  it('answers 503 (not 500) to a signed-in call, to sign-in and to the health check', async () => {
    const token = 'x'.repeat(43);
    for (const req of [
      { method: 'GET' as const, url: '/api/get-clients/', headers: { authorization: `Bearer ${token}` } },
      {
        method: 'POST' as const,
        url: '/api/admin-login',
        payload: { email: 'a@example.com', password: 'secret-pw' },
      },
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: '/api/ready' },
    ]) {
      const res = await app.inject(req);
      expect(res.statusCode, req.url).toBe(503);
      expect(res.json()).toHaveProperty('error');
      // The id the person who saw it can quote, the one on the answer and on the request's log lines.
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json().request_id, req.url).toBe(id);
    }
  });

  it('is not ready (503), and says the database is away', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'x-request-id': 'probe-1' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The database is not reachable', request_id: 'probe-1' });
  });
});

describe('isDatabaseUnavailable', () => {
  it('looks through wrappers for refused, lost and shut-down connections', () => {
    const wrap = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('bye'), { code: '57P01' })))).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('dup'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
