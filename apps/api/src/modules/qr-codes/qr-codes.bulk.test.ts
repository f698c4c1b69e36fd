import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
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

const validity = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

async function createQr(code: string): Promise<number> {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    code,
    value: '10',
    validity,
    company: 'Bulk Prints',
    redirection_url: 'https://example.com/bulk',
  }))
    fd.append(k, v);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/save-qr-codes/',
    headers: bearer(admin),
    payload: fd,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const bulk = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/qr-codes/bulk-update/', headers: bearer(token), payload });
const activeById = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/get-qr-codes/', headers: bearer(admin) });
  return Object.fromEntries(
    (res.json() as Array<{ id: number; is_active: boolean }>).map((q) => [q.id, q.is_active]),
  );
};
const scan = (code: string) => t.app.inject({ method: 'GET', url: `/?qr_code=${code}` });

describe('POST /api/qr-codes/bulk-update/', () => {
  it('deactivates and activates several QR codes in one request; a deactivated code no longer scans', async () => {
    const [a, b, c] = [await createQr('BULK-A'), await createQr('BULK-B'), await createQr('BULK-C')];
    const off = await bulk({ ids: [b, a, a], is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ updated: [a, b].sort((x, y) => x - y) });
    expect(await activeById()).toMatchObject({ [a]: false, [b]: false, [c]: true });
    expect((await scan('BULK-A')).statusCode).toBe(410);
    expect((await scan('BULK-C')).statusCode).toBe(302);

    const on = await bulk({ ids: [a], is_active: true });
    expect(on.json()).toEqual({ updated: [a] });
    expect(await activeById()).toMatchObject({ [a]: true, [b]: false, [c]: true });
    expect((await scan('BULK-A')).statusCode).toBe(302);
  });

  it('is all or nothing: one unknown id changes none of them', async () => {
    const d = await createQr('BULK-D');
    const res = await bulk({ ids: [d, 999999], is_active: false });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain('999999');
    expect((await activeById())[d]).toBe(true);
  });

  it('validates the request with the contract and is for super admins only', async () => {
    const none = await bulk({ ids: [], is_active: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      message: 'Select at least one QR code',
      context: { key: 'ids' },
    });
    const tooMany = await bulk({ ids: Array.from({ length: 101 }, (_, i) => i + 1), is_active: true });
    expect(tooMany.json().errors[0].message).toBe('At most 100 QR codes at once');
    const noFlag = await bulk({ ids: [1] });
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().errors[0].context.key).toBe('is_active');
    expect((await bulk({ ids: [1], is_active: true }, staffToken)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/qr-codes/bulk-update/', payload: { ids: [1] } }))
        .statusCode,
    ).toBe(401);
  });
});
