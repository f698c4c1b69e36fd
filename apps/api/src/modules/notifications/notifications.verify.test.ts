import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import {
  bearer,
  createTestContext,
  placedOrder,
  signupCustomer,
  type TestContext,
} from '../../../test/helper';
import { startSmtpServer, type SmtpServer } from '../../../test/smtp-server';
import { notifications, qrCodes } from '../../db/schema';
import { configurationValue } from '../configurations/configurations.service';

// With a mail server: templates, their preview, and the verified e-mail that QR coins and referral rewards need.
const ctx = {} as { t: TestContext; smtp: SmtpServer };
beforeAll(async () => {
  ctx.smtp = await startSmtpServer();
  ctx.t = await createTestContext({
    mail: { smtpUrl: ctx.smtp.url, retryDelaySeconds: 1, pollSeconds: 0.5 },
  });
}, 180_000);
afterAll(async () => {
  await ctx.t?.close();
  await ctx.smtp?.close();
});

/** The token of the verification link e-mailed to `email` (waits for the e-mail). */
async function verificationToken(email: string): Promise<string> {
  let token = '';
  await vi.waitFor(
    () => {
      const mail = ctx.smtp.to(email).find((m) => m.subject.startsWith('Confirm your e-mail'));
      token = /verify-email\?token=([\w%-]+)/.exec(mail?.decoded ?? '')?.[1] ?? '';
      expect(token).not.toBe('');
    },
    { timeout: 30_000, interval: 100 },
  );
  return decodeURIComponent(token);
}

const verify = (token: string) =>
  ctx.t.app.inject({ method: 'POST', url: API.customerVerifyEmail, payload: { token } });

async function qrWorth(value: number) {
  const [qr] = await ctx.t.app.db
    .insert(qrCodes)
    .values({
      code: `V${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      company: 'Acme',
      value,
      validity: new Date(Date.now() + 7 * 86_400_000),
      redirectionUrl: 'https://example.com/',
    })
    .returning();
  return qr!;
}

describe('templates', () => {
  it('an unknown placeholder is a 400 on its field; the preview fills the known ones', async () => {
    const bad = await ctx.t.call('PUT', API.notificationTemplate('order.delivered'), {
      subject: 'Order {{order_id}}',
      body: 'Hello {{fist_name}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('{{fist_name}}'),
        context: { key: 'body' },
      }),
    ]);

    const preview = await ctx.t.call('POST', API.notificationTemplatePreview('order.delivered'), {
      subject: 'Order #{{order_id}} <done>',
      body: 'Hello {{first_name}}, see {{print_url}}',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().subject).toBe('Order #1042 <done>');
    expect(preview.json().text).toBe('Hello Asha, see http://printhub.test/print/EXAMPLE');
    expect(preview.json().html).toContain('<a href="http://printhub.test/print/EXAMPLE">');
  });

  it('a saved template is what the next message says', async () => {
    const saved = await ctx.t.call('PUT', API.notificationTemplate('order.placed'), {
      subject: 'We have order {{order_id}}',
      body: 'Dear {{first_name}}, thank you. {{shop_name}}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ is_default: false, subject: 'We have order {{order_id}}' });
    const customer = await signupCustomer(ctx.t, { first_name: 'Leela' });
    const order = await placedOrder(ctx.t, customer.token);
    const [row] = await ctx.t.app.db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(row).toMatchObject({ subject: `We have order ${order.id}` });
    expect(row!.text).toMatch(/^Dear Leela, thank you\. PrintHub/);
    const audit = await ctx.t.call('GET', `${API.auditLog}?resource=notifications&resource_id=order.placed`);
    expect(audit.json().results[0]).toMatchObject({ action: 'update' });
  });
});

describe('verified e-mail', () => {
  it('a QR redemption by an unverified customer is a 422 and not recorded; verified, it is credited', async () => {
    const customer = await signupCustomer(ctx.t);
    const me = () =>
      ctx.t.app.inject({ method: 'GET', url: API.customerMe, headers: bearer(customer.token) });
    expect((await me()).json()).toMatchObject({ email_verified: false });
    const qr = await qrWorth(40);
    const redeem = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: API.customerQrRedemptions,
        headers: bearer(customer.token),
        payload: { code: qr.code },
      });
    const refused = await redeem();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatch(/Verify your e-mail/);
    expect((await me()).json()).toMatchObject({ coin_balance: 0 });

    const token = await verificationToken(customer.email);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({ email_verified: true });
    // The link works once.
    expect((await verify(token)).statusCode).toBe(422);
    const credited = await redeem();
    expect(credited.statusCode, credited.body).toBe(201);
    expect((await me()).json()).toMatchObject({ coin_balance: 40 });
  });

  it('a referral reward for an unverified referrer is held until they verify', async () => {
    const referrer = await signupCustomer(ctx.t);
    const me = await ctx.t.app.inject({
      method: 'GET',
      url: API.customerMe,
      headers: bearer(referrer.token),
    });
    const code = me.json().referral_code as string;
    const friend = await signupCustomer(ctx.t, { referral_code: code });
    // The friend's delivered order makes one claim.
    const order = await placedOrder(ctx.t, friend.token);
    const staff = await ctx.t.createStaff();
    for (const change of [
      { assigned_user: staff.id },
      { status: 'out-for-delivery' },
      { status: 'delivered' },
    ]) {
      const res = await ctx.t.call('PATCH', API.order(order.id), { id: order.id, ...change });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fulfil = await ctx.t.call('POST', API.markFulfilled, { referral_code: code });
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    expect(fulfil.json()).toMatchObject({ fulfilled: 1 });
    const coins = () =>
      ctx.t.app
        .inject({ method: 'GET', url: API.customerMe, headers: bearer(referrer.token) })
        .then((r) => r.json().coin_balance as number);
    expect(await coins()).toBe(0);

    expect((await verify(await verificationToken(referrer.email))).statusCode).toBe(200);
    const reward = await configurationValue(ctx.t.app.db, 'referral_reward_coins');
    expect(reward).toBeGreaterThan(0);
    expect(await coins()).toBe(reward);
  });
});
