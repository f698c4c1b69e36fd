import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ADDRESS,
  bearer,
  clientBody,
  createClient,
  createTestContext,
  createVoucher,
  type TestContext,
} from '../../../test/helper';
import { clients, customers, voucherCodes, voucherInfos } from '../../db/schema';

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
  await t.database.db.execute(sql`truncate ${clients}, ${customers} restart identity cascade`);
});

const list = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/get-clients/', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, unknown> & { id: number; name: string }>;
};

describe('POST /api/save-clients/', () => {
  it('creates a client with joined_on set by the server and the address as a JSON string', async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-clients/',
      headers: bearer(admin),
      payload: clientBody({ joined_on: '1999-01-01T00:00:00Z', conatctName: 'ignored' }),
    });
    expect(res.statusCode).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      name: 'Acme Prints',
      contact: 9876543210,
      client_type: 2,
      potential: 'High',
      is_advertisible: true,
      vouchers: [],
    });
    expect(JSON.parse(client.address)).toEqual(ADDRESS);
    expect(Date.parse(client.joined_on)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts numbers as strings and a numeric pincode, and stores a missing potential as empty', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-clients/',
      headers: bearer(admin),
      payload: clientBody({
        contact: '9123456789',
        client_type: '1',
        potential: undefined,
        address: JSON.stringify({ ...ADDRESS, pincode: 560001 }),
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contact: 9123456789, client_type: 1, potential: '' });
    expect(JSON.parse(res.json().address).pincode).toBe('560001');
  });

  it('names every missing or bad field, and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-clients/',
      headers: bearer(admin),
      payload: { contact: 'call me', client_type: 'x', address: JSON.stringify({ city: 'Pune' }) },
    });
    expect(res.statusCode).toBe(400);
    const keys = res
      .json()
      .errors.map((e: { context: { key: string } }) => e.context.key)
      .sort();
    expect(keys).toEqual([
      'address.country',
      'address.pincode',
      'address.state',
      'client_type',
      'contact',
      'name',
    ]);
    expect(await list()).toEqual([]);
  });

  it('refuses an address that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-clients/',
      headers: bearer(admin),
      payload: clientBody({ address: 'Pune, India' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].context.key).toBe('address');
  });

  it('item 10: refuses a PIN code that is not six digits starting 1-9, saying so, on create and update', async () => {
    const send = (url: string, pincode: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(admin),
        payload: clientBody({ address: JSON.stringify({ ...ADDRESS, pincode }) }),
      });
    const existing = await createClient(t, { name: 'Kept' });
    for (const url of ['/api/save-clients/', `/api/update-clients/?client_id=${existing.id}`]) {
      for (const pincode of ['011001', '41100', '4110011', '4110 01', 41100, '1e5']) {
        const res = await send(url, pincode);
        expect(res.statusCode, `${url} ${String(pincode)}`).toBe(400);
        expect(res.json().errors).toEqual([
          { message: 'PIN code must be 6 digits, not starting with 0', context: { key: 'address.pincode' } },
        ]);
      }
    }
    expect((await list()).map((c) => c.name)).toEqual(['Kept']);
    const res = await send('/api/save-clients/', ' 110001 ');
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.json().address).pincode).toBe('110001');
  });

  it('is for super admins only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-clients/',
      headers: bearer(staffToken),
      payload: clientBody(),
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/get-clients/' })).statusCode).toBe(401);
  });
});

describe('GET /api/get-clients/', () => {
  it('lists newest joined first, with the ids of their vouchers', async () => {
    const a = await createClient(t, { name: 'First' });
    const b = await createClient(t, { name: 'Second' });
    const v = await createVoucher(t, a.id, ['A-1']);
    expect((await list()).map((c) => [c.name, c.vouchers])).toEqual([
      ['Second', []],
      ['First', [v.id]],
    ]);
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('pages with limit, and its query matches the name or the contact, ignoring case', async () => {
    await createClient(t, { name: 'Acme Prints', contact: '9876543210' });
    await createClient(t, { name: 'Bolt Media', contact: '9000011111' });
    const names = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/get-clients/?limit=10&query=${encodeURIComponent(query)}`,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { results: { name: string }[] }).results.map((c) => c.name);
    };
    expect(await names('ACME')).toEqual(['Acme Prints']);
    expect(await names('90000')).toEqual(['Bolt Media']);
    expect(await names('nobody')).toEqual([]);
  });
});

describe('POST /api/update-clients/?client_id=N', () => {
  it('saves the new values and keeps joined_on', async () => {
    const a = await createClient(t);
    const [before] = await list();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/update-clients/?client_id=${a.id}`,
      headers: bearer(admin),
      payload: clientBody({ name: 'Renamed', is_advertisible: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      is_advertisible: false,
      joined_on: before!.joined_on,
    });
  });

  it('answers 404 for an unknown client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-clients/?client_id=999',
      headers: bearer(admin),
      payload: clientBody(),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/delete-clients/', () => {
  it('deletes the clients and their vouchers and codes', async () => {
    const a = await createClient(t);
    const b = await createClient(t);
    const keep = await createClient(t);
    await createVoucher(t, a.id, ['A-1', 'A-2'], { is_single: false });
    await createVoucher(t, keep.id, ['K-1']);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-clients/?client_id=${a.id}&client_id=${b.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: [a.id, b.id] });
    expect((await list()).map((c) => c.id)).toEqual([keep.id]);
    expect((await t.database.db.select().from(voucherInfos)).map((v) => v.clientId)).toEqual([keep.id]);
    expect((await t.database.db.select().from(voucherCodes)).map((c) => c.voucherCode)).toEqual(['K-1']);
  });

  it('refuses while a user holds one of its codes, deleting nothing', async () => {
    const a = await createClient(t);
    const v = await createVoucher(t, a.id, ['A-1'], { cost: 0 });
    const [user] = await t.database.db
      .insert(customers)
      .values({ firstName: 'Buyer', email: 'buyer@example.com' })
      .returning();
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/save-purchased-voucher/',
      headers: bearer(admin),
      payload: { user_id: user!.id, voucher_id: v.id },
    });
    expect(bought.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-clients/?client_id=${a.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(409);
    expect(await list()).toHaveLength(1);
  });

  it('deletes nothing when one id is unknown', async () => {
    const a = await createClient(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/delete-clients/?client_id=${a.id}&client_id=${a.id + 5}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(404);
    expect(await list()).toHaveLength(1);
  });
});
