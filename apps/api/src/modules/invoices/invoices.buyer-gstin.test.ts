import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gstinCheckCharacter, toPaise, type TOrderDetail } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  placedOrder,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { formatRupees } from './invoices.amounts.service';
import { splitTax } from './invoices.tax.service';

const SELLER = '27AAPFU0939F1ZV';
/** Another business in the seller's state, Maharashtra (27). */
const MAHARASHTRA = `27AABCT3518Q1Z${gstinCheckCharacter('27AABCT3518Q1Z')}`;
/** A business in Karnataka (29): another state than the seller's. */
const KARNATAKA = '29AAGCB7383J1Z4';

let t: TestContext;
let staff: Staff;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date('2026-11-28T12:00:00+05:30') });
  staff = await t.createStaff();
  const settings = await t.call('PATCH', '/api/configurations', {
    legal_name: 'PrintHub Services LLP',
    address: '4 Residency Road, Pune 411001',
    gstin: SELLER,
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(() => t.close());

const get = (url: string) => t.call('GET', url);
const setGstin = async (customerId: number, gstin: string) =>
  expect((await t.call('PATCH', `/api/users/${customerId}/`, { gstin })).statusCode).toBe(200);

async function deliver(id: number): Promise<TOrderDetail> {
  expect((await t.call('PATCH', `/api/all-orders/${id}/`, { id, assigned_user: staff.id })).statusCode).toBe(
    200,
  );
  expect((await t.call('PATCH', `/api/all-orders/${id}/`, { id, status: 'delivered' })).statusCode).toBe(200);
  return (await get(`/api/all-orders/${id}/`)).json() as TOrderDetail;
}

/** The text of an order's invoice, as the back office downloads it and as the customer does. */
async function invoiceText(order: TOrderDetail, customerToken: string): Promise<string> {
  const res = await get(`/api/all-orders/${order.id}/invoice.pdf`);
  expect(res.statusCode).toBe(200);
  const own = await t.app.inject({
    url: `/api/customer/orders/${order.id}/invoice.pdf`,
    headers: bearer(customerToken),
  });
  const [text, ownText] = await Promise.all(
    [res.rawPayload, own.rawPayload].map(async (pdf) =>
      (await readPdf(pdf, { qrOn: () => false })).map((p) => p.text).join(' '),
    ),
  );
  expect(ownText).toBe(text);
  return text!;
}

const taxOf = (order: TOrderDetail, buyerGstin: string | null) =>
  splitTax(toPaise(order.amount_due), { rate: 18, pricesIncludeGst: true, sellerGstin: SELLER, buyerGstin });

describe('the buyer’s GSTIN on the invoice', () => {
  it('a buyer in another state: their GSTIN and IGST, whole, instead of CGST and SGST', async () => {
    const customer = await signupCustomer(t);
    const { id } = await placedOrder(t, customer.token);
    // Set after the order was placed and before it was numbered: the invoice takes it.
    const me = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer/me',
      headers: bearer(customer.token),
      payload: { gstin: KARNATAKA },
    });
    expect(me.statusCode, me.body).toBe(200);
    const order = await deliver(id);
    const text = await invoiceText(order, customer.token);
    const tax = taxOf(order, KARNATAKA);
    expect(tax.interState).toBe(true);
    expect(text).toContain(`GSTIN: ${KARNATAKA}`);
    expect(text).toContain(`IGST @ 18% ${formatRupees(tax.igst)}`);
    expect(text).toContain(`Total ${formatRupees(toPaise(order.amount_due))}`);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('a buyer in the seller’s state: their GSTIN, CGST and SGST', async () => {
    const customer = await signupCustomer(t);
    await setGstin(customer.id, MAHARASHTRA);
    const order = await deliver((await placedOrder(t, customer.token)).id);
    const text = await invoiceText(order, customer.token);
    const tax = taxOf(order, MAHARASHTRA);
    expect(text).toContain(`GSTIN: ${MAHARASHTRA}`);
    expect(text).toContain(`CGST @ 9% ${formatRupees(tax.cgst)}`);
    expect(text).toContain(`SGST @ 9% ${formatRupees(tax.sgst)}`);
    expect(text).not.toContain('IGST');
  });

  it('stays as it was when the invoice was numbered, whatever the customer’s record says later', async () => {
    const customer = await signupCustomer(t);
    await setGstin(customer.id, KARNATAKA);
    const delivered = await deliver((await placedOrder(t, customer.token)).id);
    // Numbered early by a super admin, before the GSTIN is removed.
    const early = (await placedOrder(t, customer.token)).id;
    expect((await t.call('POST', `/api/all-orders/${early}/invoice`)).statusCode).toBe(200);
    const before = await Promise.all([
      invoiceText(delivered, customer.token),
      invoiceText((await get(`/api/all-orders/${early}/`)).json(), customer.token),
    ]);

    await setGstin(customer.id, MAHARASHTRA);
    await setGstin(customer.id, '');
    const after = await Promise.all([
      invoiceText(delivered, customer.token),
      invoiceText((await get(`/api/all-orders/${early}/`)).json(), customer.token),
    ]);
    expect(after).toEqual(before);
    for (const text of after) {
      expect(text).toContain(`GSTIN: ${KARNATAKA}`);
      expect(text).toContain('IGST @ 18%');
    }

    // Numbered now, without a GSTIN on record: none on the invoice, and it stays so once one is added.
    const plain = await deliver((await placedOrder(t, customer.token)).id);
    await setGstin(customer.id, KARNATAKA);
    const text = await invoiceText(plain, customer.token);
    expect(text).not.toContain(KARNATAKA);
    expect(text).toContain('CGST @ 9%');
    expect(text).not.toContain('IGST');
  });
});
