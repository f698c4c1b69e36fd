import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../test/helper';

// Found by an audit: API answers (a profile, an order, a list) carried no Cache-Control, so a shared or
// browser cache was free to keep them.

let t: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-security-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>PrintHub</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
  t = await createTestContext({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer, errors included', async () => {
    const admin = await t.adminToken();
    const answers = [
      await t.app.inject({ url: '/api/profile/', headers: bearer(admin) }),
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/profile/' }),
      await t.app.inject({ url: '/api/no-such-thing/' }),
      await t.app.inject({ method: 'POST', url: '/api/admin-login', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin-login',
        payload: { email: 'a@b.co', password: 'x' },
      }),
      await t.app.inject({ url: '/coupon_app/api/coupons/', headers: bearer(admin) }),
      await t.app.inject({ url: '/api/%zz' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400, 422, 200, 400]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
  });

  it('is left to the web files: hashed assets are cached, the app page is revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/orders' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
