import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import { createTestContext, placedOrder, signupCustomer, type TestContext } from '../../../test/helper';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { queueWebhookEvent } from './webhooks.events.service';

import type { TEventType, TWebhookDelivery, TWebhookWithSecret } from '@printhub/contract';

// The app's clock, moved by the tests of rotation and of switching a dead endpoint off.
const START = new Date('2026-11-20T09:00:00Z');
let now = START;
const HOUR = 3600_000;

const ctx = {} as { t: TestContext; receiver: Receiver };
beforeAll(async () => {
  ctx.receiver = await startReceiver();
  ctx.t = await createTestContext({
    now: () => now,
    webhooks: { retryDelaysMs: [200, 200], timeoutMs: 4000 },
  });
});
afterAll(async () => {
  await ctx.t?.close();
  await ctx.receiver?.close();
});

async function endpoint(path: string, events: TEventType[] = ['order.placed']): Promise<TWebhookWithSecret> {
  const res = await ctx.t.call('POST', '/api/webhooks/', { url: ctx.receiver.url(path), events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function deliveries(id: number): Promise<TWebhookDelivery[]> {
  const res = await ctx.t.call('GET', `/api/webhooks/${id}/deliveries?limit=100&ordering=id`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** Waits until the endpoint's log has a try that is not pending any more, per `count` (fails after 30 s). */
async function settledTries(id: number, count: number): Promise<TWebhookDelivery[]> {
  let tries: TWebhookDelivery[] = [];
  await vi.waitFor(
    async () => {
      tries = await deliveries(id);
      expect(tries.filter((d) => d.status !== 'pending').length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 30_000, interval: 100 },
  );
  return tries;
}

const testEvent = async (id: number) => {
  const res = await ctx.t.call('POST', `/api/webhooks/${id}/test`);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { message_id: string; delivery_id: number };
};

const headersOf = (h: Record<string, string | string[] | undefined>) => ({
  'webhook-id': String(h['webhook-id']),
  'webhook-timestamp': String(h['webhook-timestamp']),
  'webhook-signature': String(h['webhook-signature']),
});

describe('sending webhooks', () => {
  it('signs each event so that the reference implementation verifies it with the secret', async () => {
    now = START;
    const hook = await endpoint('/signed');
    const sent = await testEvent(hook.id);
    const [delivery] = await settledTries(hook.id, 1);
    expect(delivery).toMatchObject({
      status: 'delivered',
      status_code: 200,
      try: 1,
      message_id: sent.message_id,
    });
    const [request] = ctx.receiver.to('/signed');
    expect(request!.headers['content-type']).toBe('application/json');
    const payload = new Webhook(hook.secret).verify(request!.body, headersOf(request!.headers));
    expect(payload).toMatchObject({ type: 'webhook.test', timestamp: START.toISOString() });
    expect(request!.headers['webhook-id']).toBe(sent.message_id);
    // Another secret does not verify it.
    const other = new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(() => other.verify(request!.body, headersOf(request!.headers))).toThrow();
  });

  it('after a rotation signs with both secrets for a day, then with the new one only', async () => {
    now = START;
    const hook = await endpoint('/rotated');
    const rotated = (await ctx.t.call('POST', `/api/webhooks/${hook.id}/rotate-secret`)).json();
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(rotated.secret).not.toBe(hook.secret);
    now = new Date(START.getTime() + 23 * HOUR);
    await testEvent(hook.id);
    await settledTries(hook.id, 1);
    const [during] = ctx.receiver.to('/rotated');
    for (const secret of [hook.secret, rotated.secret])
      expect(new Webhook(secret).verify(during!.body, headersOf(during!.headers))).toBeTruthy();

    now = new Date(START.getTime() + 25 * HOUR);
    await testEvent(hook.id);
    await settledTries(hook.id, 2);
    const after = ctx.receiver.to('/rotated')[1]!;
    expect(new Webhook(rotated.secret).verify(after.body, headersOf(after.headers))).toBeTruthy();
    expect(() => new Webhook(hook.secret).verify(after.body, headersOf(after.headers))).toThrow();
  });

  it('retries a failed try: a receiver answering 500 then 200 gets the event twice, with one webhook-id', async () => {
    now = START;
    const hook = await endpoint('/flaky', ['order.out_for_delivery']);
    const quiet = await endpoint('/other-events', ['order.placed']);
    ctx.receiver.answer('/flaky', { status: 500, body: 'down for a moment' }, { status: 200 });
    const ids = await ctx.t.app.db.transaction((tx) =>
      queueWebhookEvent(tx, { type: 'order.out_for_delivery', data: { order_id: 42 } }, ctx.t.app),
    );
    expect(ids).toHaveLength(1);
    const tries = await settledTries(hook.id, 2);
    expect(tries.map((d) => [d.try, d.status, d.status_code])).toEqual([
      [1, 'failed', 500],
      [2, 'delivered', 200],
    ]);
    expect(tries[0]!.response).toBe('down for a moment');
    const got = ctx.receiver.to('/flaky');
    expect(got).toHaveLength(2);
    expect(got[1]!.headers['webhook-id']).toBe(got[0]!.headers['webhook-id']);
    expect(got[1]!.body).toBe(got[0]!.body);
    expect(JSON.parse(got[0]!.body)).toEqual({
      type: 'order.out_for_delivery',
      timestamp: START.toISOString(),
      data: { order_id: 42 },
    });
    expect(await deliveries(quiet.id)).toEqual([]);
    // Delivered again: the endpoint is not failing.
    expect((await ctx.t.call('GET', `/api/webhooks/${hook.id}/`)).json().failing_since).toBeNull();
  });

  it('writes no delivery for an event whose transaction rolls back', async () => {
    const hook = await endpoint('/rolled-back', ['voucher.purchased']);
    await ctx.t.app.db
      .transaction(async (tx) => {
        await queueWebhookEvent(tx, { type: 'voucher.purchased', data: {} }, ctx.t.app);
        throw new Error('roll back');
      })
      .catch(() => {});
    await testEvent(hook.id);
    await settledTries(hook.id, 1);
    expect(ctx.receiver.to('/rolled-back').map((r) => JSON.parse(r.body).type)).toEqual(['webhook.test']);
    expect(await deliveries(hook.id)).toHaveLength(1);
  });

  it('does not follow a redirect', async () => {
    const hook = await endpoint('/moved');
    ctx.receiver.answer('/moved', { status: 302, headers: { location: ctx.receiver.url('/target') } });
    await testEvent(hook.id);
    const [first] = await settledTries(hook.id, 1);
    expect(first).toMatchObject({ status: 'failed', status_code: 302 });
    expect(ctx.receiver.to('/target')).toEqual([]);
  });

  it('cuts a receiver that never answers, and other deliveries go on meanwhile', async () => {
    const stuck = await endpoint('/hang');
    const fine = await endpoint('/quick');
    ctx.receiver.answer('/hang', { hang: true });
    await testEvent(stuck.id);
    await vi.waitFor(() => expect(ctx.receiver.hanging).toHaveLength(1), { timeout: 30_000, interval: 50 });
    let cut = false;
    void ctx.receiver.hanging[0]!.closed.then(() => (cut = true));

    await testEvent(fine.id);
    const [quick] = await settledTries(fine.id, 1);
    expect(quick!.status).toBe('delivered');
    expect(cut, 'the stuck request was still open when the other was delivered').toBe(false);

    await ctx.receiver.hanging[0]!.closed;
    const [timedOut] = await settledTries(stuck.id, 1);
    expect(timedOut).toMatchObject({ status: 'failed', status_code: null, error: 'No answer within 4 s' });
    expect(timedOut!.duration_ms).toBeGreaterThanOrEqual(3900);
  });

  it('reads a few kB of a 10 MB answer and closes the connection', async () => {
    const hook = await endpoint('/huge');
    ctx.receiver.answer('/huge', { bytes: 10 * 1024 * 1024 });
    await testEvent(hook.id);
    const [delivery] = await settledTries(hook.id, 1);
    expect(delivery).toMatchObject({ status: 'delivered', status_code: 200 });
    expect(delivery!.response!.length).toBeLessThanOrEqual(2048);
    const [stream] = ctx.receiver.streams;
    await stream!.closed;
    expect(stream!.finished).toBe(false);
    expect(stream!.written).toBeLessThan(10 * 1024 * 1024);
  });

  it('switches off an endpoint whose tries have all failed for three days', async () => {
    now = START;
    const hook = await endpoint('/dead', ['qr.redeemed']);
    ctx.receiver.answer('/dead', { status: 503 });
    const queue = () =>
      ctx.t.app.db.transaction((tx) => queueWebhookEvent(tx, { type: 'qr.redeemed', data: {} }, ctx.t.app));
    await queue();
    await settledTries(hook.id, 3);
    expect((await ctx.t.call('GET', `/api/webhooks/${hook.id}/`)).json()).toMatchObject({
      active: true,
      failing_since: START.toISOString(),
    });

    now = new Date(START.getTime() + 72 * HOUR);
    await queue();
    const tries = await settledTries(hook.id, 4);
    expect(tries).toHaveLength(4);
    const switchedOff = (await ctx.t.call('GET', `/api/webhooks/${hook.id}/`)).json();
    expect(switchedOff).toMatchObject({ active: false, disabled_at: now.toISOString() });
    expect(await queue()).toEqual([]);
    const audit = await ctx.t.call('GET', `/api/audit-log/?resource=webhooks&resource_id=${hook.id}`);
    expect(audit.json().results[0]).toMatchObject({ actor: { id: null, full_name: 'System' } });

    // Switched on again, it starts afresh.
    const on = await ctx.t.call('PATCH', `/api/webhooks/${hook.id}/`, { active: true });
    expect(on.json()).toMatchObject({ active: true, disabled_at: null, failing_since: null });
  });
});

describe('the shop’s events', () => {
  it('an order placed, assigned and moved out for delivery is posted, signed, to the endpoints listening for each', async () => {
    now = START;
    const hook = await endpoint('/orders', ['order.placed', 'order.out_for_delivery']);
    const staff = await ctx.t.createStaff();
    const customer = await signupCustomer(ctx.t);
    const order = await placedOrder(ctx.t, customer.token);
    for (const change of [{ assigned_user: staff.id }, { status: 'out-for-delivery' }]) {
      const res = await ctx.t.call('PATCH', API.order(order.id), { id: order.id, ...change });
      expect(res.statusCode, res.body).toBe(200);
    }
    const tries = await settledTries(hook.id, 2);
    expect(tries.map((d) => [d.type, d.status])).toEqual([
      ['order.placed', 'delivered'],
      ['order.out_for_delivery', 'delivered'],
    ]);
    const posted = ctx.receiver
      .to('/orders')
      .map(
        (r) =>
          new Webhook(hook.secret).verify(r.body, headersOf(r.headers)) as { type: string; data: object },
      );
    // The assignment is not posted: this endpoint does not listen for it.
    expect(posted.map((p) => p.type)).toEqual(['order.placed', 'order.out_for_delivery']);
    for (const p of posted)
      expect(p.data).toMatchObject({
        order_id: order.id,
        customer_id: customer.id,
        mobile: expect.any(String),
      });
  });
});
