import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toPaise, type TOrderDetail } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  placedOrder,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { amountInWords, formatRupees } from './invoices.amounts.service';
import { splitTax } from './invoices.tax.service';

let t: TestContext;
let staff: Staff;
let otherStaff: Staff;
beforeAll(async () => {
  t = await createTestContext({ now: () => new Date('2026-11-28T12:00:00+05:30') });
  [staff, otherStaff] = [await t.createStaff(), await t.createStaff()];
  const settings = await t.call('PATCH', '/api/configurations', {
    legal_name: 'PrintHub Services LLP',
    address: '4 Residency Road, Pune 411001',
    gstin: '27AAPFU0939F1ZV',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await t.database.db.insert(webhookEndpoints).values({
    url: 'http://127.0.0.1:9/invoices',
    events: ['invoice.issued'],
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  });
});
afterAll(() => t.close());

const textOf = async (pdf: Buffer) =>
  (await readPdf(pdf, { qrOn: () => false })).map((p) => p.text).join(' ');
const get = (url: string, token?: string) => t.call('GET', url, undefined, token);
const asCustomer = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

/** A customer's order, delivered by the staff user (which gives it its invoice number). */
async function deliveredOrder(customerToken: string, fields: Record<string, string> = {}) {
  const { id } = await placedOrder(t, customerToken, undefined, fields);
  expect((await t.call('PATCH', `/api/all-orders/${id}/`, { id, assigned_user: staff.id })).statusCode).toBe(
    200,
  );
  expect((await t.call('PATCH', `/api/all-orders/${id}/`, { id, status: 'delivered' })).statusCode).toBe(200);
  return (await get(`/api/all-orders/${id}/`)).json() as TOrderDetail;
}

describe('the invoice PDF of an order', () => {
  it('is a 404 until the order has a number, then prints the order’s lines, taxes, total and payments', async () => {
    const customer = await signupCustomer(t);
    const { id } = await placedOrder(t, customer.token, undefined, { rush: 'true', copies: '3' });
    expect((await get(`/api/all-orders/${id}/invoice.pdf`)).statusCode).toBe(404);
    expect((await asCustomer(`/api/customer/orders/${id}/invoice.pdf`, customer.token)).statusCode).toBe(404);

    await t.call('PATCH', `/api/all-orders/${id}/`, { id, assigned_user: staff.id });
    await t.call('PATCH', `/api/all-orders/${id}/`, { id, status: 'delivered' });
    expect(
      (await t.call('POST', `/api/all-orders/${id}/payments`, { amount: 5, method: 'cash' })).statusCode,
    ).toBe(201);
    const order = (await get(`/api/all-orders/${id}/`)).json() as TOrderDetail;
    expect(order.invoice_number).toBe('INV/2026-27/000001');

    const res = await get(`/api/all-orders/${id}/invoice.pdf`, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('INV-2026-27-000001.pdf');
    const text = await textOf(res.rawPayload);
    const due = toPaise(order.amount_due);
    const tax = splitTax(due, {
      rate: 18,
      pricesIncludeGst: true,
      sellerGstin: '27AAPFU0939F1ZV',
      buyerGstin: null,
    });
    expect(order.price_lines.length).toBeGreaterThan(1);
    for (const expected of [
      'INV/2026-27/000001',
      '28 Nov 2026',
      'PrintHub Services LLP',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (code 27)',
      `${order.user_data.first_name} ${order.user_data.last_name}`.trim(),
      ...order.price_lines.map((l) => `${l.label} ${l.quantity}`),
      ...order.price_lines.map((l) => formatRupees(toPaise(l.amount))),
      `Taxable value ${formatRupees(tax.taxable)}`,
      `CGST @ 9% ${formatRupees(tax.cgst)}`,
      `SGST @ 9% ${formatRupees(tax.sgst)}`,
      `Total ${formatRupees(due)}`,
      'Amount paid ₹5.00',
      `Balance due ${formatRupees(due - 500)}`,
      amountInWords(due),
    ])
      expect(text).toContain(expected);
  });

  it('adds GST to an order priced without it, and its total is what the order owes', async () => {
    await t.call('PATCH', '/api/configurations', { prices_include_gst: false });
    const customer = await signupCustomer(t);
    const order = await deliveredOrder(customer.token);
    await t.call('PATCH', '/api/configurations', { prices_include_gst: true });
    expect(order.amount_due).toBeGreaterThan(order.amount);
    const text = await textOf((await get(`/api/all-orders/${order.id}/invoice.pdf`)).rawPayload);
    expect(text).toContain(`Taxable value ${formatRupees(toPaise(order.amount))}`);
    expect(text).toContain(`Total ${formatRupees(toPaise(order.amount_due))}`);
    expect(text).toContain('GST is added to the prices.');
  });

  it('is the customer’s own (another customer’s is a 404), and the assigned staff user’s', async () => {
    const [owner, stranger] = [await signupCustomer(t), await signupCustomer(t)];
    const order = await deliveredOrder(owner.token);
    const own = await asCustomer(`/api/customer/orders/${order.id}/invoice.pdf`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(await textOf(own.rawPayload)).toContain(order.invoice_number!);
    const other = await asCustomer(`/api/customer/orders/${order.id}/invoice.pdf`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect((await get(`/api/all-orders/${order.id}/invoice.pdf`, otherStaff.token)).statusCode).toBe(404);
  });

  it('publishes invoice.issued when an order is numbered', async () => {
    const customer = await signupCustomer(t);
    const order = await deliveredOrder(customer.token);
    const bodies = await t.database.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.type, 'invoice.issued'));
    const data = bodies.map((b) => JSON.parse(b.body).data).find((d) => d.order_id === order.id);
    expect(data).toMatchObject({
      invoice_number: order.invoice_number,
      invoice_date: '2026-11-28',
      customer_id: order.user,
      amount_due: order.amount_due,
    });
  });
});

describe('a payment’s receipt', () => {
  it('prints the payment (or refund) with its number, order, method and amount in words', async () => {
    const customer = await signupCustomer(t);
    const order = await deliveredOrder(customer.token);
    const paid = await t.call('POST', `/api/all-orders/${order.id}/payments`, {
      amount: 3.5,
      method: 'upi',
      reference: 'UTR123',
    });
    const refund = await t.call('POST', `/api/all-orders/${order.id}/payments`, {
      amount: -1.25,
      method: 'cash',
      reason: 'Smudged page',
    });
    const receipt = await get(`/api/payments/${paid.json().id}/receipt.pdf`, staff.token);
    expect(receipt.statusCode).toBe(200);
    const text = await textOf(receipt.rawPayload);
    for (const expected of [
      'Payment Receipt',
      `RCT-${order.id}-1`,
      `#${order.id}`,
      order.invoice_number!,
      'UPI',
      'UTR123',
      'Test Admin',
      '₹3.50',
      'Rupees Three and Fifty Paise Only',
    ])
      expect(text).toContain(expected);
    const back = await textOf((await get(`/api/payments/${refund.json().id}/receipt.pdf`)).rawPayload);
    expect(back).toContain('Refund Receipt');
    expect(back).toContain('Smudged page');
    expect((await get(`/api/payments/${paid.json().id}/receipt.pdf`, otherStaff.token)).statusCode).toBe(404);
    expect((await get('/api/payments/999999/receipt.pdf')).json()).toEqual({ error: 'Payment not found' });
  });
});
