import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { coinLedger, customers } from '../../db/schema';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

let userCount = 0;
async function newUser(overrides: object = {}) {
  userCount += 1;
  const res = await post('/api/users/', {
    first_name: 'Meera',
    last_name: `Nair ${userCount}`,
    email: `meera${userCount}@example.com`,
    mobile: '+91 90000 00000',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; email: string };
}

describe('POST /api/users/ and GET /api/users/', () => {
  it('creates a user with a zero balance and finds them by name, e-mail or phone, 10 per page', async () => {
    const user = await newUser({
      first_name: 'Ishaan',
      email: 'ishaan.unique@example.com',
      mobile: '+91 98111 22233',
    });
    expect(user).toMatchObject({ first_name: 'Ishaan', coin_balance: 0 });
    for (const q of ['ISHAAN', 'ishaan.unique@', '98111 222']) {
      const res = await get(`/api/users/?query=${encodeURIComponent(q)}`);
      expect(
        res.json().results.map((u: { id: number }) => u.id),
        q,
      ).toEqual([user.id]);
    }
    for (let i = 0; i < 11; i += 1) await newUser();
    const page = (await get('/api/users/')).json();
    expect(page.results).toHaveLength(10);
    expect(page.count).toBe(userCount);
    expect(page.next).toBe('/api/users/?limit=10&offset=10');
    expect((await get(`/api/users/${user.id}/`)).json().email).toBe('ishaan.unique@example.com');
    expect((await get('/api/users/999999/')).statusCode).toBe(404);
  });

  it('answers 400 on email for an e-mail already taken, whatever its case', async () => {
    const user = await newUser();
    const res = await post('/api/users/', {
      first_name: 'X',
      email: user.email.toUpperCase(),
      mobile: '+91 90000 11111',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ message: 'A user with this email already exists', context: { key: 'email' } }],
    });
  });

  it('answers 400 naming each bad field', async () => {
    const res = await post('/api/users/', { first_name: '', email: 'nope', mobile: 'x' });
    expect(
      res
        .json()
        .errors.map((e: { context: { key: string } }) => e.context.key)
        .sort(),
    ).toEqual(['email', 'first_name', 'mobile']);
  });
});

describe('coins', () => {
  it('an adjustment moves the balance and adds exactly one ledger entry', async () => {
    const user = await newUser();
    const credit = await post('/api/coin-adjustments/', {
      user_id: user.id,
      amount: 120,
      reason: 'Welcome bonus',
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({
      balance: 120,
      entry: { amount: 120, reason: 'Welcome bonus', source: 'admin_adjustment' },
    });
    const debit = await post('/api/coin-adjustments/', {
      user_id: user.id,
      amount: -20,
      reason: 'Correction',
    });
    expect(debit.json().balance).toBe(100);
    const info = (await get(`/api/get-user-coin-info/?user_id=${user.id}`)).json();
    expect(info).toMatchObject({ user_id: user.id, balance: 100 });
    expect(info.history.map((h: { amount: number }) => h.amount)).toEqual([-20, 120]);
    expect(info.balance).toBe(info.history.reduce((s: number, h: { amount: number }) => s + h.amount, 0));
  });

  it('never lets a balance go negative: the call fails with 422 and changes nothing', async () => {
    const user = await newUser();
    await post('/api/coin-adjustments/', { user_id: user.id, amount: 50, reason: 'Bonus' });
    const res = await post('/api/coin-adjustments/', { user_id: user.id, amount: -51, reason: 'Too much' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'Not enough coins: the balance is 50' });
    const entries = await t.database.db.select().from(coinLedger).where(eq(coinLedger.customerId, user.id));
    expect(entries).toHaveLength(1);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, user.id));
    expect(row!.coinBalance).toBe(50);
  });

  it('keeps the balance equal to the ledger under concurrent debits', async () => {
    const user = await newUser();
    await post('/api/coin-adjustments/', { user_id: user.id, amount: 100, reason: 'Start' });
    const results = await Promise.all(
      Array.from({ length: 15 }, () =>
        post('/api/coin-adjustments/', { user_id: user.id, amount: -10, reason: 'Spend' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const info = (await get(`/api/get-user-coin-info/?user_id=${user.id}`)).json();
    expect(info.balance).toBe(0);
    expect(info.history.reduce((s: number, h: { amount: number }) => s + h.amount, 0)).toBe(0);
  });

  it('refuses zero, fractional and unknown-user adjustments', async () => {
    const user = await newUser();
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 0, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 1.5, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: user.id, amount: 5, reason: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/coin-adjustments/', { user_id: 999999, amount: 5, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await get('/api/get-user-coin-info/?user_id=999999')).statusCode).toBe(404);
  });
});
