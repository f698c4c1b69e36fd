import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  API,
  MAIL_TRIES,
  NO_MAIL_SERVER_ERROR,
  ZNotificationDetail,
  ZNotificationPage,
  type TNotification,
} from '@printhub/contract';

import {
  bearer,
  buildTestApp,
  createTestContext,
  placedOrder,
  signupCustomer,
  type Staff,
  type TestContext,
} from '../../../test/helper';
import { readPdf } from '../../../test/pdf-reader';
import { startSmtpServer, type SmtpServer } from '../../../test/smtp-server';
import { fromPostgres, type Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { publishEvent } from '../events/events.service';

import type { App } from '../../app';

// The app sends to a real SMTP server started here; retries wait about a second (then two).
const MAIL = { retryDelaySeconds: 1, pollSeconds: 0.5 };

const ctx = {} as { t: TestContext; smtp: SmtpServer; second: App; secondDb: Database; staff: Staff };
beforeAll(async () => {
  ctx.smtp = await startSmtpServer();
  const mail = { ...MAIL, smtpUrl: ctx.smtp.url, from: 'PrintHub <shop@printhub.test>' };
  ctx.t = await createTestContext({ mail });
  // A second app on the same database, as a second API process (on PostgreSQL with pools of its own).
  ctx.secondDb = ctx.t.database.url ? fromPostgres(ctx.t.database.url, 2) : ctx.t.database;
  ctx.second = await buildTestApp(ctx.secondDb, { mail });
  ctx.staff = await ctx.t.createStaff({ full_name: 'Ravi Kumar', email: 'ravi.mail@example.com' });
}, 180_000);
afterAll(async () => {
  await ctx.second?.close();
  if (ctx.secondDb !== ctx.t?.database) await ctx.secondDb?.close();
  await ctx.t?.close();
  await ctx.smtp?.close();
});

const moveOrder = (id: number, status: string) =>
  ctx.t.call('PATCH', API.order(id), { id, status }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
  });

/** The outbox's messages about the order, oldest first. */
async function messagesOf(orderId: number): Promise<TNotification[]> {
  const res = await ctx.t.call('GET', `${API.notifications}?order_id=${orderId}&ordering=id&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return ZNotificationPage.parse(res.json()).results;
}

/** Waits until the order's message of `event` reaches `status`. */
async function settled(orderId: number, event: string, status = 'sent') {
  let found: TNotification | undefined;
  await vi.waitFor(
    async () => {
      found = (await messagesOf(orderId)).find((m) => m.event === event);
      expect(found?.status).toBe(status);
    },
    { timeout: 30_000, interval: 100 },
  );
  return found!;
}

/** A customer's order, assigned to the staff user (ready to go out for delivery). */
async function customerWithOrder() {
  const customer = await signupCustomer(ctx.t);
  const order = await placedOrder(ctx.t, customer.token);
  const res = await ctx.t.call('PATCH', API.order(order.id), { id: order.id, assigned_user: ctx.staff.id });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, order };
}

describe('e-mail on the steps of an order', () => {
  it('an order moved to out-for-delivery sends one e-mail to its customer, with the order number in the subject', async () => {
    const { customer, order } = await customerWithOrder();
    await moveOrder(order.id, 'out-for-delivery');
    const message = await settled(order.id, 'order.out_for_delivery');
    expect(message).toMatchObject({ recipient: customer.email, customer_id: customer.id, tries: 1 });

    const mails = ctx.smtp.to(customer.email).filter((m) => m.subject.includes(`#${order.id} `));
    const outForDelivery = mails.filter((m) => /out for delivery/.test(m.subject));
    expect(outForDelivery).toHaveLength(1);
    const mail = outForDelivery[0]!;
    expect(mail.subject).toBe(`Order #${order.id} is out for delivery`);
    // HTML and plain text, the print page's link, and the one-click unsubscribe.
    expect(mail.headers['content-type']).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.decoded).toContain(`http://printhub.test/print/${order.print_ref}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/printhub\.test\/api\/unsubscribe\/[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The placing wrote its own message too, sent once.
    await settled(order.id, 'order.placed');
    expect(mails.filter((m) => /received/.test(m.subject))).toHaveLength(1);
  });

  it('the delivered e-mail carries the order’s invoice as a PDF, drawn when it is sent', async () => {
    const { customer, order } = await customerWithOrder();
    await moveOrder(order.id, 'delivered');
    await settled(order.id, 'order.delivered');
    const { invoice_number: number } = (await ctx.t.call('GET', API.order(order.id))).json();
    expect(number).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    const mail = ctx.smtp
      .to(customer.email)
      .find((m) => m.subject.includes(`#${order.id} `) && /deliver/.test(m.subject))!;
    expect(mail.headers['content-type']).toMatch(/multipart\/mixed/);
    const file = `${number.replaceAll('/', '-')}.pdf`;
    const part = mail.raw.split(/\r?\n--/).find((p) => p.includes('Content-Type: application/pdf'))!;
    expect(part).toContain(`filename=${file}`);
    const base64 = part.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '');
    const pages = await readPdf(Buffer.from(base64, 'base64'), { qrOn: () => false });
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain(number);
    expect(text).toContain('Tax Invoice');
    // Other steps' e-mails carry nothing.
    const placed = ctx.smtp
      .to(customer.email)
      .find((m) => /received/.test(m.subject) && m.subject.includes(`#${order.id} `))!;
    expect(placed.raw).not.toContain('application/pdf');
  });

  it('messages sent one after another go over one connection to the mail server', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestContext({ mail: { ...MAIL, smtpUrl: smtp.url } });
    try {
      const customer = await signupCustomer(t);
      await vi.waitFor(() => expect(smtp.to(customer.email)).toHaveLength(1), { timeout: 30_000 });
      const order = await placedOrder(t, customer.token);
      await vi.waitFor(() => expect(smtp.to(customer.email)).toHaveLength(2), { timeout: 30_000 });
      const moved = await t.call('PATCH', API.order(order.id), {
        id: order.id,
        status: 'cancelled',
        cancel_reason: 'Duplicate order',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await vi.waitFor(() => expect(smtp.to(customer.email)).toHaveLength(3), { timeout: 30_000 });
      expect(smtp.connections()).toBe(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a mail server refusing twice, then accepting, gives one delivery after three tries', async () => {
    const flaky = await startSmtpServer({ refuse: 2 });
    const t = await createTestContext({ mail: { ...MAIL, smtpUrl: flaky.url } });
    try {
      const customer = await signupCustomer(t);
      // The sign-up's verification e-mail takes the two refusals: wait for it to be sent.
      await vi.waitFor(() => expect(flaky.to(customer.email)).toHaveLength(1), { timeout: 30_000 });
      const [verification] = await t.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipient, customer.email));
      expect(verification).toMatchObject({ status: 'sent', tries: 3, event: 'customer.verify_email' });
      expect(flaky.attempts()).toBe(3);
      expect(flaky.received).toHaveLength(1);
    } finally {
      await t.close();
      await flaky.close();
    }
  });

  it('changing an order with e-mail off for its customer writes no message', async () => {
    const { customer, order } = await customerWithOrder();
    const off = await ctx.t.app.inject({
      method: 'PATCH',
      url: API.customerMe,
      headers: bearer(customer.token),
      payload: { notify_email: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ notify_email: false });
    const before = (await messagesOf(order.id)).length;
    await moveOrder(order.id, 'out-for-delivery');
    await moveOrder(order.id, 'delivered');
    expect(await messagesOf(order.id)).toHaveLength(before);
  });

  it('the unsubscribe link turns the customer’s e-mail off', async () => {
    const { customer, order } = await customerWithOrder();
    await settled(order.id, 'order.placed');
    const mail = ctx.smtp.to(customer.email).find((m) => m.subject.includes(`#${order.id} `))!;
    const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const res = await ctx.t.app.inject({ method: 'POST', url: new URL(link).pathname });
    expect(res.statusCode).toBe(200);
    const me = await ctx.t.app.inject({
      method: 'GET',
      url: API.customerMe,
      headers: bearer(customer.token),
    });
    expect(me.json()).toMatchObject({ notify_email: false });
    await moveOrder(order.id, 'out-for-delivery');
    const toCustomer = (await messagesOf(order.id)).filter((m) => m.customer_id !== null);
    expect(toCustomer.map((m) => m.event)).toEqual(['order.placed']);
  });

  it('assigning an order e-mails the staff user', async () => {
    const { order } = await customerWithOrder();
    const message = await settled(order.id, 'order.assigned');
    expect(message).toMatchObject({ recipient: ctx.staff.email, customer_id: null });
    const mails = ctx.smtp.to(ctx.staff.email).filter((m) => m.subject.startsWith(`Order #${order.id} `));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Order #${order.id} is assigned to you`);
    expect(mails[0]!.decoded).toContain('Hello Ravi,');
    expect(mails[0]!.headers['list-unsubscribe']).toBeUndefined();
  });
});

describe('the outbox and the transaction of the change', () => {
  const rowsOf = (orderId: number) =>
    ctx.t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.event, 'order.delivered')));

  it('a message is never there when the change rolls back, and always there when it commits', async () => {
    const { order } = await customerWithOrder();
    const event = { type: 'order.delivered' as const, data: { order_id: order.id } };
    const app = ctx.t.app;
    const failed = await app.db
      .transaction(async (tx) => {
        await publishEvent(tx, event, app.events);
        // The message is written in the transaction…
        expect(await tx.select().from(notifications).where(eq(notifications.orderId, order.id))).not.toEqual(
          [],
        );
        throw new Error('the change fails after its event');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('the change fails after its event');
    // …and gone with it: no message, and no job sends one.
    expect(await rowsOf(order.id)).toEqual([]);

    await app.db.transaction((tx) => publishEvent(tx, event, app.events));
    const [row] = await rowsOf(order.id);
    expect(row).toBeDefined();
    await settled(order.id, 'order.delivered');
    expect(await rowsOf(order.id)).toHaveLength(1);
  });

  it('two API processes working one queue send each message once', async () => {
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push(await customerWithOrder());
    // Moved through both apps at once: each writes its messages; either app's worker may send them.
    const admin = await ctx.t.adminToken();
    const apps = [ctx.t.app, ctx.second];
    const moves = await Promise.all(
      placed.map(({ order }, i) =>
        apps[i % 2]!.inject({
          method: 'PATCH',
          url: API.order(order.id),
          headers: bearer(admin),
          payload: { id: order.id, status: 'out-for-delivery' },
        }),
      ),
    );
    expect(moves.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    for (const { order, customer } of placed) {
      await settled(order.id, 'order.out_for_delivery');
      const mails = ctx.smtp.to(customer.email);
      expect(mails.filter((m) => m.subject === `Order #${order.id} is out for delivery`)).toHaveLength(1);
      expect(mails.filter((m) => m.subject.startsWith(`Order #${order.id} received`))).toHaveLength(1);
    }
  });
});

describe('without a mail server', () => {
  it('messages wait in the outbox marked so, and a resend leaves them so', async () => {
    const t = await createTestContext();
    try {
      const customer = await signupCustomer(t);
      const order = await placedOrder(t, customer.token);
      const list = await t.call('GET', `${API.notifications}?order_id=${order.id}`);
      const [message] = ZNotificationPage.parse(list.json()).results;
      expect(message).toMatchObject({ status: 'not_sent', last_error: NO_MAIL_SERVER_ERROR, tries: 0 });
      const resent = await t.call('POST', API.notificationResend(message!.id));
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toMatchObject({ status: 'not_sent', last_error: NO_MAIL_SERVER_ERROR });
      // No verification link is sent, so the customer is not asked for one.
      const me = await t.app.inject({ method: 'GET', url: API.customerMe, headers: bearer(customer.token) });
      expect(me.json()).toMatchObject({ email_verified: false, notify_email: true });
    } finally {
      await t.close();
    }
  });
});

describe('reading and resending a message', () => {
  it('GET /api/notifications/{id} shows it as sent; a resend sends it again', async () => {
    const { customer, order } = await customerWithOrder();
    const placed = await settled(order.id, 'order.placed');
    const res = await ctx.t.call('GET', API.notification(placed.id));
    const detail = ZNotificationDetail.parse(res.json());
    expect(detail).toMatchObject({ from: 'PrintHub <shop@printhub.test>', status: 'sent', tries: 1 });
    expect(detail.text).toContain(`order #${order.id}`);
    expect(detail.html).toContain(`<a href="http://printhub.test/print/${order.print_ref}">`);

    const resent = await ctx.t.call('POST', API.notificationResend(placed.id));
    expect(resent.statusCode, resent.body).toBe(200);
    await vi.waitFor(
      () => expect(ctx.smtp.to(customer.email).filter((m) => m.subject === detail.subject)).toHaveLength(2),
      { timeout: 30_000 },
    );
    const audit = await ctx.t.call('GET', `${API.auditLog}?resource=notifications&resource_id=${placed.id}`);
    expect(audit.json().results[0]).toMatchObject({ action: 'resend' });
    expect(MAIL_TRIES).toBe(5);
  });
});
