import { customers } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { addCoinEntry } from '../src/modules/coins/coins.service';
import { insertToken } from '../src/modules/customers/customers.auth.repository';
import { bearer, nextAddress, type TestContext } from './context';

let customerCount = 0;

/** A new customer made through the API (a fresh e-mail each time). */
export async function createCustomer(
  t: TestContext,
  over: Record<string, unknown> = {},
): Promise<{ id: number; email: string }> {
  customerCount += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/',
    headers: bearer(await t.adminToken()),
    payload: {
      first_name: 'Meera',
      last_name: `Nair ${customerCount}`,
      email: `customer${customerCount}@example.com`,
      mobile: '+91 90000 00000',
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`customer create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export type CustomerSessionFixture = { id: number; email: string; password: string; token: string };

let signupCount = 0;
/**
 * Sign-ups made here run one after another: the server answers 503 to more simultaneous sign-ups than its
 * share of the hashing pool holds, and tests that sign several customers up at once are about something else.
 */
let signupsDone: Promise<unknown> = Promise.resolve();

/** A customer signed up through the customers' API, with their token (a fresh e-mail each time). */
export function signupCustomer(
  t: TestContext,
  over: Record<string, unknown> = {},
): Promise<CustomerSessionFixture> {
  const next = signupsDone.then(() => signupOne(t, over));
  signupsDone = next.catch(() => {});
  return next;
}

async function signupOne(t: TestContext, over: Record<string, unknown>): Promise<CustomerSessionFixture> {
  signupCount += 1;
  const body = {
    first_name: 'Kavya',
    last_name: `Iyer ${signupCount}`,
    email: `signup${signupCount}-${process.pid}@example.com`,
    mobile: '+91 90000 12345',
    password: `customer-password-${signupCount}`,
    ...over,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/signup',
    payload: body,
    // Sign-ups are throttled per address: tests of other things sign up from addresses of their own.
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`customer signup failed: ${res.statusCode} ${res.body}`);
  const { token, customer } = res.json();
  return { id: customer.id, email: body.email, password: body.password as string, token };
}

/** A customer's sign-in from a fresh address, answered as it is. */
export function customerSignIn(
  t: TestContext,
  email: string,
  password: string,
  remoteAddress = nextAddress(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    payload: { email, password },
    remoteAddress,
  });
}

/** Sets a customer's password as the super admin, signs them in and returns their token. */
export async function customerSessionFor(
  t: TestContext,
  customer: { id: number; email: string | null },
  password = `set-password-${customer.id}`,
): Promise<CustomerSessionFixture> {
  const set = await t.app.inject({
    method: 'POST',
    url: `/api/users/${customer.id}/password`,
    headers: bearer(await t.adminToken()),
    payload: { new_password: password },
  });
  if (set.statusCode !== 200) throw new Error(`set password failed: ${set.statusCode} ${set.body}`);
  if (!customer.email) throw new Error('a customer without an e-mail cannot sign in');
  const res = await customerSignIn(t, customer.email, password);
  if (res.statusCode !== 200) throw new Error(`customer login failed: ${res.statusCode} ${res.body}`);
  return { id: customer.id, email: customer.email, password, token: res.json().token };
}

/**
 * `n` customers inserted directly, each credited `coins` through the ledger and given a token of the
 * customers' realm (no sign-up, no password hashing: for tests that need hundreds of buyers).
 */
export async function customersWithTokens(
  t: TestContext,
  n: number,
  coins: number,
): Promise<{ id: number; token: string }[]> {
  const rows = await t.database.db
    .insert(customers)
    .values(
      Array.from({ length: n }, (_, i) => ({
        firstName: `Buyer ${i}`,
        email: `buyer${i}-${Date.now()}-${Math.random()}@example.com`,
      })),
    )
    .returning({ id: customers.id });
  const made = [];
  for (const { id } of rows) {
    if (coins > 0)
      await t.database.db.transaction((tx) =>
        addCoinEntry(tx, {
          customerId: id,
          amount: coins,
          reason: 'Test credit',
          source: 'admin_adjustment',
        }),
      );
    const token = newToken();
    const now = Date.now();
    await insertToken(t.database.db, {
      customerId: id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + 3_600_000),
      lastUsedAt: new Date(now),
    });
    made.push({ id, token });
  }
  return made;
}
