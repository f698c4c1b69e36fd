import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, createTestContext, type TestContext } from '../../test/helper';
import { contactUs, customers, subscriptionPlans, userSubscriptionPlans } from '../db/schema';

let t: TestContext;
let admin: string;
let staff: Awaited<ReturnType<TestContext['createStaff']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staff = await t.createStaff();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('super-admin calls of the people screens', () => {
  const calls: Array<['GET' | 'POST' | 'PUT' | 'PATCH', string, object?]> = [
    ['GET', '/api/users/'],
    ['POST', '/api/users/', { first_name: 'A', email: 'a@b.co', mobile: '+91 90000 00000' }],
    ['GET', '/api/users/1/'],
    ['GET', '/api/get-user-coin-info/?user_id=1'],
    ['POST', '/api/coin-adjustments/', { user_id: 1, amount: 5, reason: 'x' }],
    ['GET', '/api/staff_users/'],
    ['PATCH', '/api/staff_users/1/', { is_active: false }],
    ['POST', '/api/staff_users_create/', { full_name: 'A', email: 'a@b.co', password: 'long-enough' }],
    ['GET', '/api/contact_us/'],
    ['PATCH', '/api/contact_us/1/', { handled: true }],
    ['GET', '/api/subscription-plans/'],
    ['POST', '/api/subscription-plans/', { name: 'P', price: 1, period: 'monthly', pages_included: 1 }],
    ['PUT', '/api/subscription-plans/1/', { name: 'P', price: 1, period: 'monthly', pages_included: 1 }],
    ['GET', '/api/user-subscription-plans/'],
    ['GET', '/api/configurations'],
    ['PATCH', '/api/configurations', { referral_reward_coins: 1 }],
    ['GET', '/api/dashboard'],
  ];
  for (const [method, url, payload] of calls) {
    it(`${method} ${url} answers 403 to staff and 401 without a token`, async () => {
      expect((await call(method, url, payload, staff.token)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    });
  }
});

describe('staff users', () => {
  it('lists staff (never super admins) and filters by active', async () => {
    const all = (await call('GET', '/api/staff_users/')).json();
    expect(all.map((s: { email: string }) => s.email)).toContain(staff.email);
    expect(all.every((s: { is_superuser: boolean }) => !s.is_superuser)).toBe(true);
  });

  it('deactivating stops the user’s tokens at once and refuses sign-in; reactivating allows it again', async () => {
    const victim = await t.createStaff();
    const off = await call('PATCH', `/api/staff_users/${victim.id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ id: victim.id, is_active: false });
    expect((await call('GET', '/api/profile/', undefined, victim.token)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin-login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(login.statusCode).toBe(422);
    expect(
      (await call('GET', '/api/staff_users/?is_active=false')).json().map((s: { id: number }) => s.id),
    ).toEqual([victim.id]);
    await call('PATCH', `/api/staff_users/${victim.id}/`, { is_active: true });
    expect(await t.login(victim.email, victim.password)).toBeTruthy();
  });

  it('cannot deactivate a super admin through this call', async () => {
    const adminId = (await call('GET', '/api/profile/')).json().id;
    expect((await call('PATCH', `/api/staff_users/${adminId}/`, { is_active: false })).statusCode).toBe(404);
  });
});

describe('leads', () => {
  it('lists newest first, searches, filters handled and marks handled', async () => {
    const [older, newer] = await t.database.db
      .insert(contactUs)
      .values([
        {
          name: 'Kiran Rao',
          email: 'kiran@example.com',
          mobile: '+91 91111 11111',
          message: 'Bulk printing quote?',
          createdAt: new Date('2026-01-01'),
        },
        {
          name: 'Leela Das',
          email: 'leela@example.com',
          mobile: '',
          message: 'Do you deliver to Kochi?',
          createdAt: new Date('2026-02-01'),
        },
      ])
      .returning();
    expect((await call('GET', '/api/contact_us/')).json().results.map((l: { id: number }) => l.id)).toEqual([
      newer!.id,
      older!.id,
    ]);
    expect(
      (await call('GET', '/api/contact_us/?query=KOCHI')).json().results.map((l: { id: number }) => l.id),
    ).toEqual([newer!.id]);
    const handled = await call('PATCH', `/api/contact_us/${older!.id}/`, { handled: true });
    expect(handled.json()).toMatchObject({ handled: true, handled_by_name: 'Test Admin' });
    expect(
      (await call('GET', '/api/contact_us/?handled=false')).json().results.map((l: { id: number }) => l.id),
    ).toEqual([newer!.id]);
    expect((await call('GET', '/api/contact_us/?handled=maybe')).statusCode).toBe(400);
    expect((await call('PATCH', '/api/contact_us/999999/', { handled: true })).statusCode).toBe(404);
  });
});

describe('subscription plans and user plans', () => {
  it('creates, edits and deactivates a plan; refuses bad values', async () => {
    const created = await call('POST', '/api/subscription-plans/', {
      name: 'Student',
      price: 199,
      period: 'monthly',
      pages_included: 300,
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    const edited = await call('PUT', `/api/subscription-plans/${plan.id}/`, {
      ...plan,
      price: 249,
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ price: 249, is_active: false });
    const bad = await call('POST', '/api/subscription-plans/', {
      name: '',
      price: -1,
      period: 'weekly',
      pages_included: 0,
    });
    expect(
      bad
        .json()
        .errors.map((e: { context: { key: string } }) => e.context.key)
        .sort(),
    ).toEqual(['name', 'pages_included', 'period', 'price']);
    expect(
      (
        await call('PUT', '/api/subscription-plans/999999/', {
          name: 'X',
          price: 1,
          period: 'yearly',
          pages_included: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists user plans with the user and plan names, filtered by status', async () => {
    const [customer] = await t.database.db
      .insert(customers)
      .values({ firstName: 'Sara', lastName: 'Khan', email: 'sara.plan@example.com' })
      .returning();
    const [plan] = await t.database.db
      .insert(subscriptionPlans)
      .values({ name: 'Office', price: 999, period: 'quarterly', pagesIncluded: 2000 })
      .returning();
    await t.database.db.insert(userSubscriptionPlans).values([
      {
        customerId: customer!.id,
        planId: plan!.id,
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        status: 'expired',
      },
      {
        customerId: customer!.id,
        planId: plan!.id,
        startDate: '2026-04-01',
        endDate: '2026-06-30',
        status: 'active',
      },
    ]);
    const active = (await call('GET', '/api/user-subscription-plans/?status=active')).json();
    expect(active.count).toBe(1);
    expect(active.results[0]).toMatchObject({
      user_name: 'Sara Khan',
      plan_name: 'Office',
      start_date: '2026-04-01',
      status: 'active',
    });
    expect((await call('GET', `/api/user-subscription-plans/?user=${customer!.id}`)).json().count).toBe(2);
    expect((await call('GET', '/api/user-subscription-plans/?status=paused')).statusCode).toBe(400);
  });
});

describe('configurations', () => {
  it('shows every setting with its default, and saves a valid change', async () => {
    const before = (await call('GET', '/api/configurations')).json();
    expect(before.find((c: { key: string }) => c.key === 'referral_reward_coins')).toMatchObject({
      value: 50,
      updated_at: null,
    });
    const saved = await call('PATCH', '/api/configurations', {
      referral_reward_coins: 75,
      support_email: 'help@printhub.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call('GET', '/api/configurations')).json();
    expect(after.find((c: { key: string }) => c.key === 'referral_reward_coins').value).toBe(75);
    expect(after.find((c: { key: string }) => c.key === 'support_email').value).toBe('help@printhub.test');
  });

  it('refuses unknown keys, wrong types and an empty change, saving nothing', async () => {
    for (const body of [{ nope: 1 }, { referral_reward_coins: 'many' }, { support_email: 'x' }, {}]) {
      expect((await call('PATCH', '/api/configurations', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await call('GET', '/api/configurations')).json();
    expect(after.map((c: { key: string }) => c.key)).not.toContain('nope');
  });
});
