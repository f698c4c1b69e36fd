import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createCustomer,
  createTestContext,
  postOrderForm,
  signupCustomer,
  type TestContext,
} from '../../../test/helper';
import { auditLog } from '../../db/schema';
import { makePdf } from '../../db/seed/pdf';

// Published GSTINs (their check characters are the registry's): Karnataka (29) and Tamil Nadu (33).
const KARNATAKA = '29AAGCB7383J1Z4';
const TAMIL_NADU = '33AAACH7409R1Z8';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const patchUser = (id: number, payload: object, token?: string) =>
  t.call('PATCH', `/api/users/${id}/`, payload, token);
const patchMe = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/customer/me', headers: bearer(token), payload });
const fieldErrors = (body: string) =>
  (JSON.parse(body) as { errors: Array<{ context: { key: string } }> }).errors.map((e) => e.context.key);

describe('PATCH /api/users/{id}/ (a customer’s GSTIN)', () => {
  it('sets it in upper case, shows it in the user’s answers and the export, and removes it with ""', async () => {
    const customer = await createCustomer(t);
    expect((await t.call('GET', `/api/users/${customer.id}/`)).json().gstin).toBeNull();

    const set = await patchUser(customer.id, { gstin: ` ${KARNATAKA.toLowerCase()} ` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: customer.id, gstin: KARNATAKA });
    expect((await t.call('GET', `/api/users/${customer.id}/`)).json().gstin).toBe(KARNATAKA);
    const listed = (await t.call('GET', `/api/users/?query=${encodeURIComponent(customer.email)}`)).json();
    expect(listed.results[0].gstin).toBe(KARNATAKA);
    const csv = await t.call('GET', `/api/users/export.csv?query=${encodeURIComponent(customer.email)}`);
    expect(csv.body).toContain(KARNATAKA);

    const removed = await patchUser(customer.id, { gstin: '' });
    expect(removed.json().gstin).toBeNull();
  });

  it('writes one audit entry with the GSTIN before and after', async () => {
    const customer = await createCustomer(t);
    await patchUser(customer.id, { gstin: KARNATAKA });
    await patchUser(customer.id, { gstin: TAMIL_NADU });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'customers'), eq(auditLog.resourceId, String(customer.id))))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['update', { gstin: [KARNATAKA, TAMIL_NADU] }],
      ['update', { gstin: [null, KARNATAKA] }],
      ['create', expect.any(Object)],
    ]);
    expect(entries[0]!.summary).toMatch(/^Updated the user /);
  });

  it('refuses a wrong GSTIN on its field, an unknown user with 404, and staff users', async () => {
    const customer = await createCustomer(t);
    for (const gstin of ['29AAGCB7383J1Z5', '29AAGCB7383', '00AAGCB7383J1Z4', 42]) {
      const res = await patchUser(customer.id, { gstin });
      expect(res.statusCode, String(gstin)).toBe(400);
      expect(fieldErrors(res.body)).toEqual(['gstin']);
    }
    expect((await patchUser(customer.id, {})).statusCode).toBe(400);
    expect((await patchUser(999_999, { gstin: KARNATAKA })).statusCode).toBe(404);
    const staff = await t.createStaff();
    expect((await patchUser(customer.id, { gstin: KARNATAKA }, staff.token)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/users/${customer.id}/`)).json().gstin).toBeNull();
  });
});

describe('PATCH /api/customer/me (the customer’s own GSTIN)', () => {
  it('sets and removes it, alone or with the e-mail switch, and shows it in GET /api/customer/me', async () => {
    const customer = await signupCustomer(t);
    const set = await patchMe(customer.token, { gstin: TAMIL_NADU.toLowerCase() });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ gstin: TAMIL_NADU, notify_email: true });
    const both = await patchMe(customer.token, { gstin: '', notify_email: false });
    expect(both.json()).toMatchObject({ gstin: null, notify_email: false });
    const me = await t.app.inject({ url: '/api/customer/me', headers: bearer(customer.token) });
    expect(me.json()).toMatchObject({ gstin: null, notify_email: false });
  });

  it('refuses a wrong GSTIN on its field and an empty change, changing nothing', async () => {
    const customer = await signupCustomer(t);
    const wrong = await patchMe(customer.token, { gstin: '33AAACH7409R1Z9', notify_email: false });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong.body)).toEqual(['gstin']);
    expect((await patchMe(customer.token, {})).statusCode).toBe(400);
    const me = await t.app.inject({ url: '/api/customer/me', headers: bearer(customer.token) });
    expect(me.json()).toMatchObject({ gstin: null, notify_email: true });
  });
});

describe('a new customer at the counter', () => {
  const files = [{ name: 'walk-in.pdf', data: makePdf({ pages: 1 }) }];
  const walkIn = { first_name: 'Ravi', last_name: 'Traders', mobile: '+91 90000 77777' };

  it('may be given a GSTIN with the order (checked), and has it on record', async () => {
    const admin = await t.adminToken();
    const res = await postOrderForm(t, '/api/all-orders/', admin, files, { ...walkIn, gstin: KARNATAKA });
    expect(res.statusCode, res.body).toBe(201);
    const customer = (await t.call('GET', `/api/users/${res.json().user}/`)).json();
    expect(customer).toMatchObject({ first_name: 'Ravi', gstin: KARNATAKA });

    const wrong = await postOrderForm(t, '/api/all-orders/', admin, files, {
      ...walkIn,
      gstin: 'NOT-A-GSTIN',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong.body)).toEqual(['gstin']);
    // A GSTIN is a new customer's detail: with an existing customer it is refused as the others are.
    const existing = await postOrderForm(t, '/api/all-orders/', admin, files, {
      customer_id: String(customer.id),
      gstin: KARNATAKA,
    });
    expect(existing.statusCode).toBe(400);
    expect(fieldErrors(existing.body)).toEqual(['gstin']);
  });
});
