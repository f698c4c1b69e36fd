import { DAY_MS, isoDay } from '../src/lib/time';
import { bearer } from './context';

import type { TestContext } from './context';

export const ADDRESS = { city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411001' };

export const clientBody = (over: Record<string, unknown> = {}) => ({
  name: 'Acme Prints',
  contact: 9876543210,
  client_type: 2,
  potential: 'High',
  address: JSON.stringify(ADDRESS),
  is_advertisible: true,
  ...over,
});

export const dateIn = (days: number) => isoDay(Date.now() + days * DAY_MS);

/** POSTs as the super admin and returns the created object (fails the test on any answer but 201). */
async function created(t: TestContext, url: string, payload: object): Promise<{ id: number }> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(await t.adminToken()), payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const createClient = (t: TestContext, over: Record<string, unknown> = {}) =>
  created(t, '/api/save-clients/', clientBody(over));

export const voucherBody = (client: number, codes: string[], over: Record<string, unknown> = {}) => ({
  client,
  voucher_detail: 'Free coffee',
  cost: 50,
  expiry_date: dateIn(30),
  is_single: codes.length === 1,
  vouchers: codes.map((voucher_code) => ({ voucher_code, is_assigned: false, is_active: true })),
  ...over,
});

export const createVoucher = (
  t: TestContext,
  client: number,
  codes: string[],
  over: Record<string, unknown> = {},
) => created(t, '/api/save-voucher/', voucherBody(client, codes, over));
