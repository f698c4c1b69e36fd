import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';

// Issue #36 item 5: a failed query's 500 logged its SQL with its parameters: the customer's name, e-mail and
// mobile went to the log.

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const EMAIL = 'meera.private@example.com';
const MOBILE = '+91 98450 12345';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    logger: { level: 'info', stream },
    // A query that fails on the customer's data, as the negative page count's insert did.
    beforeReady: (app) =>
      app.get('/api/test-failing-query', { config: { access: 'public' } }, async () =>
        app.db.execute(sql`select ${EMAIL}::int as n, ${MOBILE}::text as m`),
      ),
  });
});
afterAll(() => t?.close());

describe('issue #36 item 5: personal data in the log of a failed query', () => {
  it('logs the SQL and the database error code, and none of the values', async () => {
    const res = await t.app.inject({ url: '/api/test-failing-query' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(MOBILE);
    const failed = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> });
    const entry = failed.find((l) => l.msg === 'request failed');
    expect(entry?.err).toMatchObject({
      message: expect.stringContaining('select $1::int as n, $2::text as m'),
      cause: { code: '22P02' },
    });
  });
});
