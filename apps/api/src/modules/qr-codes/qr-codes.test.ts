import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { bearer, buildTestApp, createTestContext, type TestContext } from '../../../test/helper';
import { qrCodes, qrScans } from '../../db/schema';
import { JPEG_BYTES, makePng } from '../../db/seed/png';
import { DAY_MS as DAY } from '../../lib/time';

let t: TestContext;
let admin: string;
let staffToken: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staffToken = (await t.createStaff()).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`truncate ${qrCodes} restart identity cascade`);
});

const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type Fields = Record<string, string | undefined>;
function form(fields: Fields, image?: { data: Buffer; name?: string; type?: string }): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, v);
  if (image)
    fd.append('image', new Blob([image.data], { type: image.type ?? 'image/png' }), image.name ?? 'qr.png');
  return fd;
}
const urlFields = (over: Fields = {}): Fields => ({
  value: '25',
  validity: dateIn(30),
  company: 'Acme Prints',
  redirection_url: 'https://example.com/offer',
  ...over,
});

const save = (payload: FormData, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/save-qr-codes/', headers: bearer(token), payload });
const update = (id: number, payload: FormData) =>
  t.app.inject({ method: 'POST', url: `/api/update-qr-codes/?qr_id=${id}`, headers: bearer(admin), payload });
const list = async (query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/get-qr-codes/${query}`,
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown> & { id: number; code: string; count: number }>;
};
const rowCount = async () => (await t.database.db.select().from(qrCodes)).length;
const scan = (code: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url: `/?qr_code=${encodeURIComponent(code)}`,
    headers: { 'user-agent': 'test-scanner' },
  });

async function created(fields: Fields, image?: { data: Buffer }) {
  const res = await save(form(fields, image));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; count: number; image: string | null };
}

describe('POST /api/save-qr-codes/', () => {
  it('creates a URL QR with a random code and scan count of 100–999 when none is given', async () => {
    const qr = await created(urlFields());
    expect(qr).toMatchObject({
      company: 'Acme Prints',
      value: 25,
      is_active: true,
      redirection_url: 'https://example.com/offer',
      image: null,
    });
    expect(Number(qr.code)).toBeGreaterThanOrEqual(100);
    expect(Number(qr.code)).toBeLessThanOrEqual(999);
    expect(qr.count).toBeGreaterThanOrEqual(100);
    expect(qr.count).toBeLessThanOrEqual(999);
    expect(qr).toHaveProperty('validity', `${dateIn(30)}T00:00:00.000Z`);
  });

  it('keeps a given code and count', async () => {
    expect(await created(urlFields({ code: 'SPRING-24', count: '0' }))).toMatchObject({
      code: 'SPRING-24',
      count: 0,
    });
  });

  it('refuses a taken code with 409 and stores nothing', async () => {
    await created(urlFields({ code: '555' }));
    const res = await save(form(urlFields({ code: '555', company: 'Other' })));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'The QR code 555 is already taken' });
    expect(await rowCount()).toBe(1);
  });

  it('never hands out a random code that is taken', async () => {
    for (let n = 100; n <= 997; n += 1)
      await t.database.db.insert(qrCodes).values({
        code: String(n),
        company: 'x',
        value: 1,
        validity: new Date(),
        redirectionUrl: 'https://x.test',
      });
    const codes = [(await created(urlFields())).code, (await created(urlFields())).code].sort();
    expect(codes).toEqual(['998', '999']);
    const full = await save(form(urlFields()));
    expect(full.statusCode).toBe(409);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://example.com/file'],
    ['a relative path', '/somewhere'],
    ['over 2,000 characters', `https://example.com/${'a'.repeat(2000)}`],
  ])('refuses a %s redirection URL and stores nothing', async (_label, url) => {
    const res = await save(form(urlFields({ redirection_url: url })));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { context: { key: string } }) => e.context.key)).toEqual([
      'redirection_url',
    ]);
    expect(await rowCount()).toBe(0);
  });

  it('names every missing or bad field', async () => {
    const res = await save(form({ value: '-1', redirection_url: 'https://example.com' }));
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res.json().errors.map((e: { message: string; context: { key: string } }) => [e.context.key, e.message]),
    );
    expect(errors).toEqual({
      value: 'Must be 0 or more',
      validity: 'This field is Required',
      company: 'This field is Required',
    });
  });

  it.each([
    ['a value that is not a number', { value: 'ten' }, 'value'],
    ['a fractional value', { value: '1.5' }, 'value'],
    ['a validity in the past', { validity: dateIn(-1) }, 'validity'],
    ['a malformed validity', { validity: '31/12/2030' }, 'validity'],
    ['a code with spaces', { code: 'a b' }, 'code'],
  ])('refuses %s', async (_label, over, key) => {
    const res = await save(form(urlFields(over)));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].context.key).toBe(key);
    expect(await rowCount()).toBe(0);
  });

  it('accepts today as the validity', async () => {
    await created(urlFields({ validity: new Date().toISOString().slice(0, 10) }));
  });

  it('stores a PNG for an image QR and serves the same bytes', async () => {
    const png = makePng();
    const qr = await created(urlFields({ redirection_url: '' }), { data: png });
    expect(qr.image).toBe(`/api/qr-codes/${qr.id}/image`);
    const res = await t.app.inject({ method: 'GET', url: qr.image!, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: qr.image! });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a JPEG renamed .png, by its bytes', async () => {
    const res = await save(form(urlFields({ redirection_url: '' }), { data: JPEG_BYTES, name: 'photo.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { message: 'The image must be a PNG file', context: { key: 'image' } },
    ]);
    expect(await rowCount()).toBe(0);
  });

  it('refuses a 6 MiB PNG with 413 and stores nothing', async () => {
    const big = makePng(6 * 1024 * 1024);
    const res = await save(form(urlFields({ redirection_url: '' }), { data: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The image must be at most 5 MiB' });
    expect(await rowCount()).toBe(0);
  });

  it('accepts a PNG of exactly 5 MiB', async () => {
    await created(urlFields({ redirection_url: '' }), { data: makePng(5 * 1024 * 1024) });
  });

  it('item 5: refuses a PNG wider or taller than 4096 pixels by its header, and takes 4096 × 4096', async () => {
    for (const size of [
      { width: 4097, height: 1 },
      { width: 1, height: 4097 },
    ]) {
      const res = await save(form(urlFields({ redirection_url: '' }), { data: makePng(0, size) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { message: 'The image must be at most 4096 × 4096 pixels', context: { key: 'image' } },
      ]);
    }
    expect(await rowCount()).toBe(0);
    await created(urlFields({ redirection_url: '' }), { data: makePng(0, { width: 4096, height: 4096 }) });
  });

  it('wants a URL or an image, not both and not neither', async () => {
    const both = await save(form(urlFields(), { data: makePng() }));
    expect(both.statusCode).toBe(400);
    const neither = await save(form(urlFields({ redirection_url: '' })));
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0].context.key).toBe('redirection_url');
    expect(await rowCount()).toBe(0);
  });

  it('refuses JSON (415), unknown fields (400) and staff users (403)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/save-qr-codes/',
      headers: bearer(admin),
      payload: urlFields(),
    });
    expect(json.statusCode).toBe(415);
    const unknown = await save(form(urlFields({ owner: 'me' })));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].context.key).toBe('owner');
    expect((await save(form(urlFields()), staffToken)).statusCode).toBe(403);
    expect(await rowCount()).toBe(0);
  });
});

describe('GET /api/get-qr-codes/', () => {
  it('lists newest first and limits to ?id=', async () => {
    const a = await created(urlFields({ code: 'A1' }));
    const b = await created(urlFields({ code: 'B2' }));
    expect((await list()).map((q) => q.code)).toEqual(['B2', 'A1']);
    expect((await list(`?id=${a.id}`)).map((q) => q.code)).toEqual(['A1']);
    expect(await list(`?id=${b.id + 100}`)).toEqual([]);
  });

  it('is for super admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/get-qr-codes/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get-qr-codes/', headers: bearer(staffToken) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/update-qr-codes/?qr_id=N', () => {
  it('saves every field and may flip is_active on an expired QR', async () => {
    const qr = await created(urlFields({ code: 'OLD' }));
    await t.database.db.update(qrCodes).set({ validity: new Date(Date.now() - 5 * DAY) });
    const res = await update(
      qr.id,
      form({
        ...urlFields({ code: 'NEW', company: 'Renamed', value: '40', count: '1000', is_active: 'false' }),
        validity: dateIn(-5),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'NEW',
      company: 'Renamed',
      value: 40,
      count: 1000,
      is_active: false,
    });
  });

  it('never loses scans counted after the editor loaded the QR (the count only goes up)', async () => {
    const qr = await created(urlFields({ code: 'STALE', count: '10' }));
    await scan('STALE');
    await scan('STALE');
    const stale = await update(qr.id, form(urlFields({ code: 'STALE', count: '10', is_active: 'false' })));
    expect(stale.json()).toMatchObject({ count: 12, is_active: false });
    const raised = await update(qr.id, form(urlFields({ code: 'STALE', count: '50' })));
    expect(raised.json()).toMatchObject({ count: 50 });
  });

  it('switches between URL and image, clearing the other', async () => {
    const qr = await created(urlFields());
    const toImage = await update(qr.id, form(urlFields({ redirection_url: '' }), { data: makePng() }));
    expect(toImage.json()).toMatchObject({ redirection_url: '', image: `/api/qr-codes/${qr.id}/image` });
    const keep = await update(qr.id, form(urlFields({ redirection_url: '', company: 'Kept image' })));
    expect(keep.json()).toMatchObject({ company: 'Kept image', image: `/api/qr-codes/${qr.id}/image` });
    const toUrl = await update(qr.id, form(urlFields({ redirection_url: 'https://example.org/' })));
    expect(toUrl.json()).toMatchObject({ redirection_url: 'https://example.org/', image: null });
    const [row] = await t.database.db.select({ image: qrCodes.image }).from(qrCodes);
    expect(row!.image).toBeNull();
  });

  it('refuses a code another QR has (409), an unknown id (404) and bad fields (400), changing nothing', async () => {
    await created(urlFields({ code: 'TAKEN' }));
    const qr = await created(urlFields({ code: 'MINE' }));
    expect((await update(qr.id, form(urlFields({ code: 'TAKEN' })))).statusCode).toBe(409);
    expect((await update(qr.id + 50, form(urlFields()))).statusCode).toBe(404);
    expect(
      (await update(qr.id, form(urlFields({ redirection_url: 'javascript:alert(1)' })))).statusCode,
    ).toBe(400);
    expect((await list(`?id=${qr.id}`))[0]).toMatchObject({
      code: 'MINE',
      redirection_url: 'https://example.com/offer',
    });
  });
});

describe('DELETE /api/delete-qr-codes/', () => {
  it('deletes every qr_id given', async () => {
    const [a, b, c] = [await created(urlFields()), await created(urlFields()), await created(urlFields())];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-qr-codes/?qr_id=${a.id}&qr_id=${c.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: [a.id, c.id] });
    expect((await list()).map((q) => q.id)).toEqual([b.id]);
  });

  it('deletes nothing when one id is unknown', async () => {
    const a = await created(urlFields());
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-qr-codes/?qr_id=${a.id}&qr_id=${a.id + 9}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(404);
    expect(await rowCount()).toBe(1);
  });

  it('refuses staff users', async () => {
    const a = await created(urlFields());
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-qr-codes/?qr_id=${a.id}`,
      headers: bearer(staffToken),
    });
    expect(res.statusCode).toBe(403);
    expect(await rowCount()).toBe(1);
  });
});

describe('GET /?qr_code=CODE (public scan)', () => {
  const countOf = async (id: number) => (await list(`?id=${id}`))[0]!.count;

  it('counts one scan, logs it and redirects to the URL', async () => {
    const qr = await created(urlFields({ code: '321', count: '10' }));
    const res = await scan('321');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/offer');
    expect(await countOf(qr.id)).toBe(11);
    const log = await t.database.db.select().from(qrScans);
    expect(log).toMatchObject([{ qrId: qr.id, outcome: 'redirect', userAgent: 'test-scanner' }]);
  });

  it('shows the image of an image QR on a small page, and serves that image publicly', async () => {
    const png = makePng();
    const qr = await created(urlFields({ code: 'IMG', count: '0', redirection_url: '' }), { data: png });
    const res = await scan('IMG');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<img src="/api/qr-image/IMG"');
    const image = await t.app.inject({ method: 'GET', url: '/api/qr-image/IMG' });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(await countOf(qr.id)).toBe(1);
  });

  it('says an inactive code is inactive (410) and leaves its count alone', async () => {
    const qr = await created(urlFields({ code: '400', count: '5', is_active: 'false' }));
    const res = await scan('400');
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This QR code is no longer active.');
    expect(await countOf(qr.id)).toBe(5);
    expect(await t.database.db.select({ outcome: qrScans.outcome }).from(qrScans)).toEqual([
      { outcome: 'inactive' },
    ]);
  });

  it('says an expired code has expired (410), and stops serving its image', async () => {
    const qr = await created(urlFields({ code: 'EXP', count: '5', redirection_url: '' }), {
      data: makePng(),
    });
    await t.database.db.update(qrCodes).set({ validity: new Date(Date.now() - 2 * DAY) });
    const res = await scan('EXP');
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This QR code has expired.');
    expect(await countOf(qr.id)).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: '/api/qr-image/EXP' })).statusCode).toBe(404);
  });

  it('is still valid on the last day of its validity', async () => {
    const qr = await created(
      urlFields({ code: 'TODAY', count: '0', validity: new Date().toISOString().slice(0, 10) }),
    );
    expect((await scan('TODAY')).statusCode).toBe(302);
    expect(await countOf(qr.id)).toBe(1);
  });

  it('says an unknown code does not exist (404)', async () => {
    const res = await scan('nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This QR code does not exist.');
  });

  it('does not count a HEAD request, and serves the app without qr_code', async () => {
    const qr = await created(urlFields({ code: '777', count: '3' }));
    await scan('777', 'HEAD');
    expect(await countOf(qr.id)).toBe(3);
    const app = await t.app.inject({ method: 'GET', url: '/' });
    expect(app.headers['content-type']).toContain('text/html');
    expect(app.body).toContain('npm run build'); // the "not built" page: the test app has no web build
  });

  it('counts 1,000 concurrent scans exactly once each', async () => {
    const qr = await created(urlFields({ code: 'RUSH', count: '0' }));
    // On PostgreSQL a second app on its own pool plays a second server sharing the database.
    const servers = [t.app];
    let second: TestContext['app'] | null = null;
    if (t.database.kind === 'postgres') {
      const { fromPostgres } = await import('../../db/client');
      const url = (t.database.client as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const database = fromPostgres(url, 5);
      second = await buildTestApp(database, {
        beforeReady: (app) => app.addHook('onClose', () => database.close()),
      });
      servers.push(second);
    }
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        servers[i % servers.length]!.inject({ method: 'GET', url: '/?qr_code=RUSH' }),
      ),
    );
    await second?.close();
    expect(results.every((r) => r.statusCode === 302)).toBe(true);
    expect(await countOf(qr.id)).toBe(1000);
    const [logged] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(qrScans);
    expect(logged!.n).toBe(1000);
  });
});

describe('GET /api/qr-codes/{id}/scans/', () => {
  it('gives scans per day from the log, with the days in between at zero', async () => {
    const qr = await created(urlFields({ code: 'CHART' }));
    const now = Date.now();
    await t.database.db.insert(qrScans).values([
      { qrId: qr.id, outcome: 'redirect', scannedAt: new Date(now - 2 * DAY) },
      { qrId: qr.id, outcome: 'redirect', scannedAt: new Date(now - 2 * DAY) },
      { qrId: qr.id, outcome: 'inactive', scannedAt: new Date(now - DAY) },
      { qrId: qr.id, outcome: 'redirect', scannedAt: new Date(now - 40 * DAY) },
    ]);
    await scan('CHART');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/qr-codes/${qr.id}/scans/?days=7`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.days).toHaveLength(7);
    const day = (msAgo: number) => new Date(now - msAgo).toISOString().slice(0, 10);
    expect(body.days.at(-1)).toEqual({ date: day(0), scans: 1, redemptions: 0 });
    expect(body.days.at(-3)).toEqual({ date: day(2 * DAY), scans: 2, redemptions: 0 });
    expect(body.days.at(-2)).toEqual({ date: day(DAY), scans: 0, redemptions: 0 });
  });
});
