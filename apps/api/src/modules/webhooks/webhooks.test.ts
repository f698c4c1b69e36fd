import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestContext, type TestContext } from '../../../test/helper';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver';
import { webhookEndpoints } from '../../db/schema';

import type { TWebhook, TWebhookDelivery } from '@printhub/contract';

// As production runs: destinations on private addresses refused (no WEBHOOKS_ALLOW_PRIVATE).
const ctx = {} as { t: TestContext; receiver: Receiver };
beforeAll(async () => {
  ctx.receiver = await startReceiver();
  ctx.t = await createTestContext({ config: { webhooksAllowPrivate: false } });
});
afterAll(async () => {
  await ctx.t?.close();
  await ctx.receiver?.close();
});
const call = (...args: Parameters<TestContext['call']>) => ctx.t.call(...args);

describe('webhook endpoints', () => {
  it('creates an endpoint, shows its secret once, edits, lists and deletes it, each change audited', async () => {
    const created = await call('POST', '/api/webhooks/', {
      url: 'https://hooks.example.com/printhub',
      events: ['order.placed', 'order.delivered'],
      description: 'Accounting',
    });
    expect(created.statusCode, created.body).toBe(201);
    const hook = created.json();
    expect(hook).toMatchObject({ active: true, disabled_at: null, description: 'Accounting' });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(hook.secret.slice(6), 'base64')).toHaveLength(24);

    const read = (await call('GET', `/api/webhooks/${hook.id}/`)).json();
    expect(read).not.toHaveProperty('secret');
    const list = (await call('GET', '/api/webhooks/?query=ACCOUNT')).json();
    expect(list.results.map((w: TWebhook) => w.id)).toEqual([hook.id]);
    expect(list.results[0]).not.toHaveProperty('secret');
    expect((await call('GET', '/api/webhooks/?active=false')).json().count).toBe(0);
    const csv = await call('GET', '/api/webhooks/export.csv');
    expect(csv.body).toContain('https://hooks.example.com/printhub');
    expect(csv.body).not.toContain(hook.secret);

    const off = await call('PATCH', `/api/webhooks/${hook.id}/`, { active: false, events: ['qr.redeemed'] });
    expect(off.json()).toMatchObject({ active: false, events: ['qr.redeemed'] });
    expect((await call('DELETE', `/api/webhooks/${hook.id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/api/webhooks/${hook.id}/`)).statusCode).toBe(404);

    const audit = (await call('GET', `/api/audit-log/?resource=webhooks&resource_id=${hook.id}`)).json();
    expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(JSON.stringify(audit)).not.toContain(hook.secret);
  });

  it('refuses a bad address, no events and an unknown event with a 400 on the field', async () => {
    const bad = async (body: object, key: string) => {
      const res = await call('POST', '/api/webhooks/', body);
      expect(res.statusCode, res.body).toBe(400);
      const keys = res.json().errors.map((e: { context: { key: string } }) => e.context.key);
      expect(keys[0], JSON.stringify(body)).toMatch(new RegExp(`^${key}(\\.|$)`));
    };
    await bad({ url: 'ftp://example.com/x', events: ['order.placed'] }, 'url');
    await bad({ url: 'https://example.com/x', events: [] }, 'events');
    await bad({ url: 'https://example.com/x', events: ['order.lost'] }, 'events');
  });

  it('refuses loopback and private destinations with a 400 on url', async () => {
    for (const url of [
      ctx.receiver.url('/x'),
      'http://localhost:8080/hook',
      'http://10.1.2.3/hook',
      'http://192.168.1.20/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://0.0.0.0/hook',
    ]) {
      const res = await call('POST', '/api/webhooks/', { url, events: ['order.placed'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ context: { key: 'url' } });
      expect(res.body, url).toContain('private or loopback');
    }
    const [hook] = await ctx.t.database.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/a', events: ['order.placed'], secret: 'whsec_AAAA' })
      .returning();
    const moved = await call('PATCH', `/api/webhooks/${hook!.id}/`, { url: 'http://127.0.0.1:9/b' });
    expect(moved.statusCode).toBe(400);
  });

  it('checks the destination again when sending, after resolving its name', async () => {
    // Written before the rule (or by hand): sending refuses them, and the receiver hears nothing.
    const rows = await ctx.t.database.db
      .insert(webhookEndpoints)
      .values(
        [ctx.receiver.url('/literal'), ctx.receiver.url('/named').replace('127.0.0.1', 'localhost')].map(
          (url) => ({ url, events: ['order.placed'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
        ),
      )
      .returning();
    for (const row of rows) {
      expect((await call('POST', `/api/webhooks/${row.id}/test`)).statusCode).toBe(202);
      await vi.waitFor(
        async () => {
          const [first] = (await call('GET', `/api/webhooks/${row.id}/deliveries?ordering=id`)).json()
            .results as TWebhookDelivery[];
          expect(first).toMatchObject({ status: 'failed', status_code: null });
          expect(first!.error).toContain('private or loopback');
        },
        { timeout: 30_000, interval: 100 },
      );
    }
    expect(ctx.receiver.received).toEqual([]);
  });

  it('answers 404 for an unknown endpoint and 409 for a test event to one switched off', async () => {
    expect((await call('GET', '/api/webhooks/999999/deliveries')).statusCode).toBe(404);
    expect((await call('POST', '/api/webhooks/999999/test')).statusCode).toBe(404);
    expect((await call('POST', '/api/webhooks/999999/rotate-secret')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/webhooks/999999/', { active: true })).statusCode).toBe(404);
    const [off] = await ctx.t.database.db
      .insert(webhookEndpoints)
      .values({
        url: 'https://hooks.example.com/off',
        events: ['order.placed'],
        secret: 'whsec_AAAA',
        active: false,
      })
      .returning();
    expect((await call('POST', `/api/webhooks/${off!.id}/test`)).statusCode).toBe(409);
  });
});
