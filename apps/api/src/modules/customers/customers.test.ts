import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { DEFAULT_SHOP_TIME_ZONE, shopDate } from '../../lib/clock';

const ctx = useTestContext();
const post = (url: string, payload: object) => ctx.t.call('POST', url, payload);
const get = (url: string) => ctx.t.call('GET', url);

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

  it('lists only the users who joined on from_date or later, and refuses a bad date', async () => {
    const user = await newUser();
    // The filter's dates are the shop's days.
    const today = shopDate(new Date(), DEFAULT_SHOP_TIME_ZONE);
    const joined = (
      await get(`/api/users/?from_date=${today}&query=${encodeURIComponent(user.email)}`)
    ).json();
    expect(joined.results.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await get(`/api/users/?from_date=2999-01-01`)).json().count).toBe(0);
    expect((await get('/api/users/?from_date=yesterday')).statusCode).toBe(400);
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

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/users/'],
  ['POST', '/api/users/', { first_name: 'A', email: 'a@b.co', mobile: '+91 90000 00000' }],
  ['GET', '/api/users/1/'],
]);
