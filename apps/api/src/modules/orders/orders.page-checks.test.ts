import { describe, expect, it } from 'vitest';

import { API, type TCustomerOrderDetail, type TOrderFile, type TPreflight } from '@printhub/contract';

import {
  bearer,
  placedOrder,
  postOrderForm,
  signupCustomer,
  useTestContext,
  waitForQueueIdle,
  type TestContext,
} from '../../../test/helper';
import { PREFLIGHT_FIXTURES } from '../../../test/preflight-fixtures';
import { makePdf } from '../../db/seed/pdf';
import { orderPagesJob } from './orders.pages-pass.service';

type Files = { name: string; preflight: TPreflight | null }[];

/** Each file's preflight by name, as the back office's file list answers it. */
async function officeFiles(t: TestContext, orderId: number) {
  const res = await t.call('GET', `${API.orderFiles}?order_id=${orderId}`);
  expect(res.statusCode).toBe(200);
  return byName(res.json<TOrderFile[]>());
}

/** Each file's preflight by name, as the customer's order answers it. */
async function customerFiles(t: TestContext, token: string, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/customer/orders/${orderId}/`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return byName(res.json<TCustomerOrderDetail>().files);
}

const byName = (files: Files) => Object.fromEntries(files.map((f) => [f.name, f.preflight!]));
const codes = (p: TPreflight) => p.warnings.map((w) => w.code);

describe("issue 37 item 4: a placed order's pages are checked in the background for colour and blanks", () => {
  const ctx = useTestContext();

  it('finds the colour page of a black-and-white order and warns of it, to the shop and the customer', async () => {
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(
      ctx.t,
      customer.token,
      [{ name: 'color.pdf', data: await PREFLIGHT_FIXTURES.colorPage() }],
      { color: 'black-and-white' },
    );
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    const office = (await officeFiles(ctx.t, order.id))['color.pdf']!;
    expect(office).toMatchObject({ color_pages: 1, blank_pages: [] });
    expect(office.warnings).toEqual([
      {
        code: 'color_in_bw',
        message: 'Page 2 (1 of 3) has colour in a black-and-white order: it prints in grey.',
      },
    ]);
    expect((await customerFiles(ctx.t, customer.token, order.id))['color.pdf']).toEqual(office);
  });

  it('finds the blank pages of an order taken at the counter, beside its size warnings', async () => {
    const res = await postOrderForm(
      ctx.t,
      API.allOrders,
      ctx.admin,
      [
        { name: 'blank.pdf', data: await PREFLIGHT_FIXTURES.blankPage() },
        { name: 'gaps.pdf', data: makePdf({ pages: 6, blankPages: [3, 4, 6], landscapePages: [1] }) },
      ],
      { first_name: 'Walk', last_name: 'In', mobile: '+91 90000 23456' },
    );
    expect(res.statusCode, res.body).toBe(201);
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    const files = await officeFiles(ctx.t, res.json<{ id: number }>().id);
    expect(files['blank.pdf']).toMatchObject({
      color_pages: 0,
      blank_pages: [2],
      warnings: [{ code: 'blank_pages', message: 'Page 2 (1 of 3) is blank.' }],
    });
    expect(files['gaps.pdf']).toMatchObject({ color_pages: 0, blank_pages: [3, 4, 6] });
    expect(codes(files['gaps.pdf']!)).toEqual(['mixed_orientation', 'blank_pages']);
    expect(files['gaps.pdf']!.warnings[1]!.message).toBe('Pages 3–4, 6 (3 of 6) are blank.');
  });

  it('counts the colour pages of a colour order without warning of them', async () => {
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(
      ctx.t,
      customer.token,
      [{ name: 'brochure.pdf', data: makePdf({ pages: 4, colorPages: [1, 3] }) }],
      { color: 'color' },
    );
    await waitForQueueIdle(ctx.t.app, orderPagesJob.name);
    const expected = { color_pages: 2, blank_pages: [], warnings: [] };
    expect((await officeFiles(ctx.t, order.id))['brochure.pdf']).toMatchObject(expected);
    expect((await customerFiles(ctx.t, customer.token, order.id))['brochure.pdf']).toMatchObject(expected);
  });
});
