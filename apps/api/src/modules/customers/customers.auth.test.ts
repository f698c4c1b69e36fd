import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ZCustomerAccount, ZCustomerSession } from '@printhub/contract';

import {
  bearer,
  createCustomer,
  customerSessionFor,
  customerSignIn,
  nextAddress,
  signupCustomer,
  useTestContext,
} from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { customerTokens, referrals, referrers } from '../../db/schema';

const ctx = useTestContext();
// Each request from an address of its own: sign-ups are throttled per address (customers.signup-flood.test).
const inject = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  ctx.t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
const me = (token: string) => inject('GET', '/api/customer/me', token);

let n = 0;
const signupBody = (over: object = {}) => {
  n += 1;
  return {
    first_name: 'Anita',
    last_name: 'Desai',
    email: `anita${n}@example.com`,
    mobile: '+91 91234 56789',
    password: `anita-password-${n}`,
    ...over,
  };
};
const signup = (body: object) => inject('POST', '/api/customer/signup', null, body);

describe('POST /api/customer/signup', () => {
  it('makes a customer with a password, signed in: 201 {token, customer}', async () => {
    const body = signupBody();
    const res = await signup(body);
    expect(res.statusCode, res.body).toBe(201);
    const session = ZCustomerSession.parse(res.json());
    expect(session.customer).toEqual({
      id: expect.any(Number),
      first_name: 'Anita',
      last_name: 'Desai',
      email: body.email,
      mobile: '+91 91234 56789',
      gstin: null,
      referral_code: `PH${String(session.customer.id).padStart(6, '0')}`,
      coin_balance: 0,
      // E-mail is on for a new customer; unverified (without a mail server nothing waits for it).
      notify_email: true,
      email_verified: false,
    });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await me(session.token)).json()).toEqual(session.customer);
    // The back office sees the new customer.
    const user = await ctx.t.call('GET', `/api/users/${session.customer.id}/`);
    expect(user.json()).toMatchObject({ email: body.email });
  });

  it('answers 409 for an e-mail already taken, in any case (also one made in the back office)', async () => {
    const first = await signupCustomer(ctx.t);
    const again = await signup(signupBody({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists' });
    const made = await createCustomer(ctx.t);
    expect((await signup(signupBody({ email: made.email }))).statusCode).toBe(409);
  });

  it('answers 400 per bad field, and for a common or short password', async () => {
    const res = await signup({ first_name: '', email: 'nope', mobile: 'x', password: 'short' });
    expect(res.statusCode).toBe(400);
    const keys = res.json().errors.map((e: { context: { key: string } }) => e.context.key);
    expect(keys.sort()).toEqual(['email', 'first_name', 'mobile', 'password']);
    const common = await signup(signupBody({ password: 'Password1' }));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      errors: [{ message: 'This password is too common. Choose another.', context: { key: 'password' } }],
    });
  });

  it('records the referral of a code typed in any case; an unknown code is a 400 on referral_code', async () => {
    const referrer = await signupCustomer(ctx.t);
    const code = `ph${String(referrer.id).padStart(6, '0')}`;
    const res = await signup(signupBody({ referral_code: ` ${code} ` }));
    expect(res.statusCode, res.body).toBe(201);
    const referred = res.json().customer.id;
    const db = ctx.t.database.db;
    expect(await db.select().from(referrers).where(eq(referrers.customerId, referrer.id))).toHaveLength(1);
    const rows = await db.select().from(referrals).where(eq(referrals.referredId, referred));
    expect(rows).toMatchObject([{ referrerId: referrer.id, referredId: referred, saleAmount: 0 }]);
    // A second referral of the same referrer keeps one referrer row.
    expect((await signup(signupBody({ referral_code: code.toUpperCase() }))).statusCode).toBe(201);
    expect(await db.select().from(referrals).where(eq(referrals.referrerId, referrer.id))).toHaveLength(2);

    const body = signupBody({ referral_code: 'PH999999' });
    const unknown = await signup(body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: [{ message: 'No customer has this referral code', context: { key: 'referral_code' } }],
    });
    // Nothing was made: the e-mail is still free.
    expect((await signup({ ...body, referral_code: '' })).statusCode).toBe(201);
  });
});

describe('POST /api/customer/login and logout, GET /api/customer/me', () => {
  it('signs in with the e-mail in any case; wrong password and unknown e-mail get the same 422', async () => {
    const c = await signupCustomer(ctx.t);
    const res = await customerSignIn(ctx.t, c.email.toUpperCase(), c.password);
    expect(res.statusCode).toBe(200);
    expect(ZCustomerSession.parse(res.json()).customer.id).toBe(c.id);
    const wrong = await customerSignIn(ctx.t, c.email, 'not-the-password');
    const unknown = await customerSignIn(ctx.t, 'nobody-here@example.com', 'whatever-it-is');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    const missing = await inject('POST', '/api/customer/login', null, {});
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a customer made in the back office until a super admin sets a password', async () => {
    const made = await createCustomer(ctx.t);
    expect((await customerSignIn(ctx.t, made.email, 'any-password-at-all')).statusCode).toBe(422);
    const session = await customerSessionFor(ctx.t, made, 'chosen-by-admin-1');
    expect(ZCustomerAccount.parse((await me(session.token)).json()).email).toBe(made.email);
  });

  it('logout revokes that token only; an expired or idle token is no session', async () => {
    const c = await signupCustomer(ctx.t);
    const other = (await customerSignIn(ctx.t, c.email, c.password)).json().token as string;
    expect((await inject('POST', '/api/customer/logout', c.token)).statusCode).toBe(204);
    expect((await me(c.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);

    const db = ctx.t.database.db;
    await db
      .update(customerTokens)
      .set({ lastUsedAt: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(customerTokens.customerId, c.id));
    expect((await me(other)).json()).toEqual({ error: 'Not signed in' });
    const third = (await customerSignIn(ctx.t, c.email, c.password)).json().token as string;
    await db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.customerId, c.id));
    expect((await me(third)).statusCode).toBe(401);
  });

  it('keeps apart the two realms: a customer token is none on the back office, a staff token none here', async () => {
    const c = await signupCustomer(ctx.t);
    expect((await inject('GET', '/api/profile/', c.token)).statusCode).toBe(401);
    expect((await inject('GET', '/api/users/', c.token)).statusCode).toBe(401);
    expect((await me(ctx.admin)).statusCode).toBe(401);
    const staff = await ctx.t.createStaff();
    expect((await me(staff.token)).statusCode).toBe(401);
  });

  it('stores the password and the tokens only as hashes', async () => {
    const c = await signupCustomer(ctx.t, { password: 'recognisable-customer-secret' });
    const dump = await ctx.t.database.db.execute(
      sql`select (select json_agg(c)::text from customers c) || (select json_agg(t)::text from customer_tokens t) as all_text`,
    );
    const text = String(rowsOf<{ all_text: string }>(dump)[0]!.all_text);
    expect(text).toContain(c.email);
    expect(text).not.toContain('recognisable-customer-secret');
    expect(text).not.toContain(c.token);
  });
});

describe('passwords', () => {
  const change = (token: string, payload: object) => inject('POST', '/api/customer/password', token, payload);

  it('POST /api/customer/password changes it and revokes the other tokens, keeping this one', async () => {
    const c = await signupCustomer(ctx.t);
    const other = (await customerSignIn(ctx.t, c.email, c.password)).json().token as string;
    const wrong = await change(c.token, {
      old_password: 'not-my-password',
      new_password: 'fresh-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ message: 'Current password is incorrect', context: { key: 'old_password' } }],
    });
    const common = await change(c.token, { old_password: c.password, new_password: 'password123' });
    expect(common.json().errors[0].context.key).toBe('new_password');
    const res = await change(c.token, { old_password: c.password, new_password: 'fresh-password-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password updated' });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(c.token)).statusCode).toBe(200);
    expect((await customerSignIn(ctx.t, c.email, c.password)).statusCode).toBe(422);
    expect((await customerSignIn(ctx.t, c.email, 'fresh-password-1')).statusCode).toBe(200);
  });

  it('POST /api/users/{id}/password sets or resets it and revokes every token of the customer', async () => {
    const c = await signupCustomer(ctx.t);
    const set = (id: number, payload: object, token: string | null = ctx.admin) =>
      inject('POST', `/api/users/${id}/password`, token, payload);
    const res = await set(c.id, { new_password: 'reset-by-admin-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password set' });
    expect((await me(c.token)).statusCode).toBe(401);
    expect((await customerSignIn(ctx.t, c.email, c.password)).statusCode).toBe(422);
    expect((await customerSignIn(ctx.t, c.email, 'reset-by-admin-1')).statusCode).toBe(200);

    expect((await set(999_999, { new_password: 'reset-by-admin-1' })).statusCode).toBe(404);
    const short = await set(c.id, { new_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].context.key).toBe('new_password');
    const common = await set(c.id, { new_password: 'iloveyou1' });
    expect(common.json().errors[0].message).toBe('This password is too common. Choose another.');
    const staff = await ctx.t.createStaff();
    expect((await set(c.id, { new_password: 'reset-by-staff-1' }, staff.token)).statusCode).toBe(403);
    expect((await set(c.id, { new_password: 'reset-by-self-1' }, c.token)).statusCode).toBe(401);
  });
});
