import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { bearer, useTestContext } from '../../../test/helper';
import { qrCodes, qrScans } from '../../db/schema';
import { DAY_MS } from '../../lib/time';

const ctx = useTestContext();
beforeEach(async () => {
  await ctx.t.database.db.execute(sql`truncate ${qrCodes} restart identity cascade`);
});

/** A row as it may have been stored before addresses were normalised: straight into the table. */
async function storedRaw(code: string, redirectionUrl: string) {
  const [row] = await ctx.t.database.db
    .insert(qrCodes)
    .values({
      code,
      company: 'Acme Prints',
      value: 5,
      validity: new Date(Date.now() + 30 * DAY_MS),
      count: 7,
      redirectionUrl,
    })
    .returning({ id: qrCodes.id });
  return row!.id;
}
const scan = (code: string) => ctx.t.app.inject({ method: 'GET', url: `/?qr_code=${code}` });
const countOf = async (id: number) =>
  (await ctx.t.database.db.select({ count: qrCodes.count }).from(qrCodes).where(eq(qrCodes.id, id)))[0]!
    .count;
const logged = async () => ctx.t.database.db.select({ outcome: qrScans.outcome }).from(qrScans);

describe('GET /?qr_code=CODE on addresses stored before they were normalised', () => {
  it.each([
    ['https://example.com/中文', 'https://example.com/%E4%B8%AD%E6%96%87'],
    ['https://exämple.com/é', 'https://xn--exmple-cua.com/%C3%A9'],
    ['HTTPS://Example.COM/a b?q=ü', 'https://example.com/a%20b?q=%C3%BC'],
  ])('redirects %s to its ASCII form %s, and counts the scan', async (stored, location) => {
    const id = await storedRaw('RAW', stored);
    const res = await scan('RAW');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(await countOf(id)).toBe(8);
    expect(await logged()).toEqual([{ outcome: 'redirect' }]);
  });

  it.each(['http:evil.example', 'https:/evil.example', 'javascript:alert(1)', 'https://a.example/\r\nX: 1'])(
    'never redirects to %j: a 410 page, the scan neither counted nor logged',
    async (stored) => {
      const id = await storedRaw('BAD', stored);
      const res = await scan('BAD');
      expect(res.statusCode).toBe(410);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('cannot be opened');
      expect(await countOf(id)).toBe(7);
      expect(await logged()).toEqual([]);
    },
  );
});

describe('GET /?qr_code=CODE after its address was changed under it', () => {
  // A scan remembers the address it checked; a later scan is counted only while the row still holds it.
  const setAddress = (id: number, redirectionUrl: string) =>
    ctx.t.database.db.update(qrCodes).set({ redirectionUrl }).where(eq(qrCodes.id, id));

  it('redirects to the new address and counts each scan once', async () => {
    const id = await storedRaw('MOVED', 'https://example.com/old');
    expect((await scan('MOVED')).headers.location).toBe('https://example.com/old');
    await setAddress(id, 'https://example.com/new');
    const res = await scan('MOVED');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/new');
    expect(await countOf(id)).toBe(9);
    expect(await logged()).toEqual([{ outcome: 'redirect' }, { outcome: 'redirect' }]);
  });

  it('never redirects to an address that cannot be opened, even after scans of a good one', async () => {
    const id = await storedRaw('SPOILED', 'https://example.com/good');
    expect((await scan('SPOILED')).statusCode).toBe(302);
    expect((await scan('SPOILED')).statusCode).toBe(302);
    await setAddress(id, 'javascript:alert(1)');
    const res = await scan('SPOILED');
    expect(res.statusCode).toBe(410);
    expect(res.headers.location).toBeUndefined();
    expect(await countOf(id)).toBe(9);
    expect(await logged()).toEqual([{ outcome: 'redirect' }, { outcome: 'redirect' }]);
  });

  it('counts a scan after the first with one statement and no transaction', async () => {
    const id = await storedRaw('ONE', 'https://example.com/one');
    await scan('ONE');
    const sent: string[] = [];
    const driver =
      ctx.t.database.kind === 'postgres'
        ? (pg.Client.prototype as unknown as { query: (q: unknown) => Promise<unknown> })
        : (ctx.t.database.client as unknown as { query: (q: unknown) => Promise<unknown> });
    const spy = vi.spyOn(driver, 'query');
    try {
      const res = await scan('ONE');
      expect(res.statusCode).toBe(302);
      for (const [q] of spy.mock.calls) sent.push(typeof q === 'string' ? q : (q as { text: string }).text);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/update qr_codes/);
    expect(await countOf(id)).toBe(9);
  });
});

describe('POST /api/save-qr-codes/ and update store addresses normalised', () => {
  const form = (url: string) => {
    const fd = new FormData();
    fd.append('value', '5');
    fd.append('validity', new Date(Date.now() + DAY_MS).toISOString().slice(0, 10));
    fd.append('company', 'Acme Prints');
    fd.append('redirection_url', url);
    return fd;
  };
  const post = (url: string, payload: FormData) =>
    ctx.t.app.inject({ method: 'POST', url, headers: bearer(ctx.admin), payload });

  it('stores the ASCII form, and refuses an address that is not a full http(s):// one', async () => {
    const created = await post('/api/save-qr-codes/', form('https://exämple.com/中文'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().redirection_url).toBe('https://xn--exmple-cua.com/%E4%B8%AD%E6%96%87');
    const updated = await post(
      `/api/update-qr-codes/?qr_id=${created.json().id}`,
      form('https://b.example/é'),
    );
    expect(updated.json().redirection_url).toBe('https://b.example/%C3%A9');
    for (const bad of ['http:evil.example', '//evil.example', 'https://user:pw@evil.example/']) {
      const res = await post('/api/save-qr-codes/', form(bad));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].context.key).toBe('redirection_url');
    }
    const [row] = await ctx.t.database.db.select({ url: qrCodes.redirectionUrl }).from(qrCodes);
    expect(row!.url).toBe('https://b.example/%C3%A9');
  });
});

describe('the scan counter at the top of its column', () => {
  it('stays at 2^31−1 instead of overflowing: the scan is still answered and logged', async () => {
    const id = await storedRaw('FULL', 'https://example.com/');
    await ctx.t.database.db
      .update(qrCodes)
      .set({ count: 2 ** 31 - 2 })
      .where(eq(qrCodes.id, id));
    for (let i = 0; i < 3; i += 1) {
      const res = await scan('FULL');
      expect(res.statusCode, res.body).toBe(302);
    }
    expect(await countOf(id)).toBe(2 ** 31 - 1);
    expect(await logged()).toHaveLength(3);
  });

  it('refuses a count past 2^31−1 on create (400, not a database error)', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      value: '5',
      validity: new Date(Date.now() + DAY_MS).toISOString().slice(0, 10),
      company: 'Acme',
      redirection_url: 'https://example.com/',
      count: String(2 ** 31),
    }))
      fd.append(k, v);
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/save-qr-codes/',
      headers: bearer(ctx.admin),
      payload: fd,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].context.key).toBe('count');
  });
});
