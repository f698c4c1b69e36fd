import { bearer, type TestContext } from './context';

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
