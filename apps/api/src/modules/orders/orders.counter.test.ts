import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  bearer,
  createTestContext,
  dateIn,
  nextAddress,
  postOrderForm,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { makePdf } from '../../db/seed/pdf';

let t: TestContext;
let admin: string;
let staff: Staff;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  staff = await t.createStaff({ full_name: 'Counter Clerk' });
  const res = await t.call('PATCH', '/api/configurations', {
    price_per_page_bw: 2,
    price_per_page_bw_double: 1,
    binding_fee_spiral: 3,
    max_upload_pages: 12,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const pdf = (pages = 3) => [{ name: 'walk-in.pdf', data: makePdf({ pages }) }];
const counter = (token: string, fields: Record<string, string>, files = pdf()) =>
  postOrderForm(t, '/api/all-orders/', token, files, fields);

let n = 0;
const newCustomer = (over: Record<string, string> = {}) => {
  n += 1;
  return {
    first_name: 'Walk',
    last_name: `In ${n}`,
    mobile: `+91 90000 ${String(n).padStart(5, '0')}`,
    ...over,
  };
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const counts = async () =>
  (
    await rows<{ orders: number; customers: number; uses: number }>(sql`select
      (select count(*)::int from orders) as orders, (select count(*)::int from customers) as customers,
      (select coalesce(sum(usage_count), 0)::int from coupons) as uses`)
  )[0]!;

describe('issue 37 item 6: orders taken at the counter', () => {
  it('issue 37 item 6: a staff user takes an order for a new customer without an e-mail: assigned to them, placed_by, audited', async () => {
    const res = await counter(staff.token, newCustomer({ first_name: 'Sunita' }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'assigned',
      assigned_user: staff.id,
      placed_by: { id: staff.id, full_name: 'Counter Clerk' },
      pdf_page_count: 3,
      // Double-sided: 3 pages × 2 copies × Rs 1, and spiral binding, 2 copies × Rs 3.
      amount: 12,
      discount: 0,
      amount_due: 12,
      user_data: { first_name: 'Sunita', email: '' },
    });
    expect(order.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'assigned', changed_by: staff.id }),
    ]);
    // The customer exists with no e-mail and no password.
    const [customer] = await rows<{ email: string | null; password_hash: string | null }>(
      sql`select email, password_hash from customers where id = ${order.user}`,
    );
    expect(customer).toEqual({ email: null, password_hash: null });
    const user = await t.call('GET', `/api/users/${order.user}/`);
    expect(user.json()).toMatchObject({ first_name: 'Sunita', email: null });
    // It is in the staff user's own list with who placed it, and both changes are in the audit log.
    const mine = await t.call('GET', '/api/my_orders/?limit=100', undefined, staff.token);
    const listed = mine.json().results.find((o: { id: number }) => o.id === order.id);
    expect(listed.placed_by).toEqual({ id: staff.id, full_name: 'Counter Clerk' });
    const audit = await t.call('GET', `/api/audit-log/?actor=${staff.id}&limit=100`);
    const summaries = audit.json().results.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Took order #${order.id} at the counter for user #${order.user}`,
        expect.stringMatching(/^Created the user Sunita/),
      ]),
    );
  });

  it('issue 37 item 6: assign_to_me=false leaves it to a super admin; a super admin’s counter order is unassigned', async () => {
    const left = await counter(staff.token, { ...newCustomer(), assign_to_me: 'false' });
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json()).toMatchObject({
      status: 'confirmed',
      assigned_user: null,
      placed_by: { id: staff.id },
    });
    expect(
      (await t.call('GET', `/api/all-orders/${left.json().id}/`, undefined, staff.token)).statusCode,
    ).toBe(404);
    const existing = await signupCustomer(t);
    const byAdmin = await counter(admin, { customer_id: String(existing.id) });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      status: 'confirmed',
      assigned_user: null,
      user: existing.id,
      user_data: { email: existing.email },
      placed_by: { full_name: expect.any(String) },
    });
  });

  it('issue 37 item 6: refuses a missing or doubled customer, an unknown one and a taken e-mail, writing nothing', async () => {
    const existing = await signupCustomer(t);
    const before = await counts();
    const cases: Array<[Record<string, string>, string[]]> = [
      [{}, ['first_name', 'mobile']],
      [{ first_name: 'Only' }, ['mobile']],
      [{ ...newCustomer(), mobile: 'call me' }, ['mobile']],
      [{ ...newCustomer(), email: 'not-an-email' }, ['email']],
      [{ customer_id: String(existing.id), first_name: 'Both' }, ['first_name']],
      [{ customer_id: '999999' }, ['customer_id']],
      [{ ...newCustomer(), email: existing.email.toUpperCase() }, ['email']],
    ];
    for (const [fields, errorFields] of cases) {
      const res = await counter(staff.token, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { context: { key: string } }) => e.context.key)).toEqual(errorFields);
    }
    expect(await counts()).toEqual(before);
  });

  it('issue 37 item 6: a new customer with an e-mail keeps it; sign-up with it then stays 409', async () => {
    const email = `counter-${process.pid}@example.com`;
    const res = await counter(staff.token, newCustomer({ email }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user_data.email).toBe(email);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/signup',
      remoteAddress: nextAddress(),
      payload: { first_name: 'Late', email, mobile: '+91 90000 11111', password: 'a long enough password 1' },
    });
    expect(signup.statusCode, signup.body).toBe(409);
  });

  it('issue 37 item 6: two counter orders for the same new e-mail at once make one customer, one order, one coupon use', async () => {
    const coupon = await t.call('POST', '/coupon_app/api/coupons/', {
      name: 'Race',
      code: `RACE${process.pid}`,
      discount_percentage: 10,
      valid_from: `${dateIn(-1)}T00:00`,
      valid_to: `${dateIn(30)}T00:00`,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const other = await t.createStaff();
    const before = await counts();
    const fields = {
      ...newCustomer({ email: `race-${process.pid}@example.com` }),
      coupon_code: coupon.json().code,
    };
    const answers = await Promise.all([counter(staff.token, fields), counter(other.token, fields)]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      201, 400,
    ]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json().errors[0]).toMatchObject({ context: { key: 'email' } });
    expect(await counts()).toEqual({
      orders: before.orders + 1,
      customers: before.customers + 1,
      uses: before.uses + 1,
    });
  });

  it('issue 37 item 6: the customer order’s rules apply (one-time coupon, page limit), and customers may not call it', async () => {
    const customer = await signupCustomer(t);
    const coupon = await t.call('POST', '/coupon_app/api/coupons/', {
      name: 'Once',
      code: `ONCE${process.pid}`,
      discount_percentage: 10,
      valid_from: `${dateIn(-1)}T00:00`,
      valid_to: `${dateIn(30)}T00:00`,
      one_time_only: true,
    });
    const fields = { customer_id: String(customer.id), coupon_code: coupon.json().code };
    expect((await counter(staff.token, fields)).statusCode).toBe(201);
    const again = await counter(staff.token, fields);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].context.key).toBe('coupon_code');
    const tooMany = await counter(staff.token, { customer_id: String(customer.id) }, [...pdf(7), ...pdf(6)]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].context.key).toBe('files');
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/api/all-orders/',
      headers: bearer(customer.token),
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});
