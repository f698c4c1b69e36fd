import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { API } from '@printhub/contract';

import { bearer, createTestContext, signupCustomer, type TestContext } from '../../../test/helper';
import { startSmtpServer, type SmtpServer } from '../../../test/smtp-server';
import { notifications } from '../../db/schema';
import { HOUR_MS, VERIFY_EMAIL_RESENDS_PER_HOUR } from '../auth/auth.throttle.service';
import { replaceVerification, VERIFY_TOKEN_TTL_MS } from './customers.email.service';

// A new verification link, e-mailed through a real SMTP server. The app's clock stands in the middle of an
// hour, so that the hourly limit's requests all fall in one window; a test that moves it puts it back.
const NOW = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS / 2);
let now = NOW;
const ctx = {} as { t: TestContext; smtp: SmtpServer };
beforeAll(async () => {
  ctx.smtp = await startSmtpServer();
  ctx.t = await createTestContext({
    now: () => now,
    mail: { smtpUrl: ctx.smtp.url, retryDelaySeconds: 1, pollSeconds: 0.5 },
  });
}, 180_000);
afterAll(async () => {
  await ctx.t?.close();
  await ctx.smtp?.close();
});

const CONFIRM = 'Confirm your e-mail';

/** The tokens of the verification links e-mailed to `email`, oldest first, once `count` have come. */
async function verificationTokens(email: string, count: number): Promise<string[]> {
  let tokens: string[] = [];
  await vi.waitFor(
    () => {
      tokens = ctx.smtp
        .to(email)
        .filter((m) => m.subject.startsWith(CONFIRM))
        .map((m) => decodeURIComponent(/verify-email\?token=([\w%-]+)/.exec(m.decoded)?.[1] ?? ''));
      expect(tokens).toHaveLength(count);
    },
    { timeout: 30_000, interval: 100 },
  );
  return tokens;
}

/** The customer's own account says their e-mail is verified. */
async function expectVerified(token: string) {
  const me = await ctx.t.app.inject({ method: 'GET', url: API.customerMe, headers: bearer(token) });
  expect(me.json()).toMatchObject({ email_verified: true });
}

const verify = (token: string) =>
  ctx.t.app.inject({ method: 'POST', url: API.customerVerifyEmail, payload: { token } });

const resend = (token: string) =>
  ctx.t.app.inject({ method: 'POST', url: API.customerVerifyEmailResend, headers: bearer(token) });

/** The customer's verification messages in the outbox. */
const outboxOf = (customerId: number) =>
  ctx.t.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), eq(notifications.event, 'customer.verify_email')));

describe('a new verification link', () => {
  it('is e-mailed by the mail job; it verifies, and the link before it no longer does', async () => {
    const customer = await signupCustomer(ctx.t);
    const [first] = await verificationTokens(customer.email, 1);

    const res = await resend(customer.token);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: `A new link is on its way to ${customer.email}.` });
    const [, second] = await verificationTokens(customer.email, 2);
    expect(second).not.toBe(first);

    expect((await verify(first!)).statusCode).toBe(422);
    expect((await verify(second!)).statusCode).toBe(200);
    await expectVerified(customer.token);
  });

  it('is refused (409) for an e-mail verified already, and writes nothing', async () => {
    const customer = await signupCustomer(ctx.t);
    const [token] = await verificationTokens(customer.email, 1);
    expect((await verify(token!)).statusCode).toBe(200);

    const res = await resend(customer.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Your e-mail is verified already.' });
    expect(await outboxOf(customer.id)).toHaveLength(1);
  });

  it(`answers 429 past ${VERIFY_EMAIL_RESENDS_PER_HOUR} requests in an hour, and only for that customer`, async () => {
    const customer = await signupCustomer(ctx.t);
    const other = await signupCustomer(ctx.t);
    for (let i = 0; i < VERIFY_EMAIL_RESENDS_PER_HOUR; i += 1)
      expect((await resend(customer.token)).statusCode).toBe(202);
    const refused = await resend(customer.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many links asked for. Try again later.');
    expect(Number(refused.headers['retry-after'])).toBe(HOUR_MS / 2 / 1000);
    // The sign-up's message and one per request let through.
    expect(await outboxOf(customer.id)).toHaveLength(1 + VERIFY_EMAIL_RESENDS_PER_HOUR);
    expect((await resend(other.token)).statusCode).toBe(202);
  });

  it('is not signed in without a customer token', async () => {
    const res = await ctx.t.app.inject({ method: 'POST', url: API.customerVerifyEmailResend });
    expect(res.statusCode).toBe(401);
  });

  it('leaves no message and the old link working when its transaction rolls back', async () => {
    const customer = await signupCustomer(ctx.t);
    const [first] = await verificationTokens(customer.email, 1);
    const app = ctx.t.app;
    const failed = await app.db
      .transaction(async (tx) => {
        await replaceVerification(tx, app.events, customer.id, NOW);
        // The message is written in the transaction…
        expect(
          await tx.select().from(notifications).where(eq(notifications.customerId, customer.id)),
        ).toHaveLength(2);
        throw new Error('the request fails after its message');
      })
      .catch((err: Error) => err.message);
    expect(failed).toBe('the request fails after its message');
    // …and gone with it, the token it made too.
    expect(await outboxOf(customer.id)).toHaveLength(1);
    expect((await verify(first!)).statusCode).toBe(200);
  });
});

describe('a verification link 48 hours after it was issued', () => {
  afterEach(() => {
    now = NOW;
  });
  const later = (ms: number) => new Date(NOW.getTime() + ms);

  it('still verifies a second before', async () => {
    const customer = await signupCustomer(ctx.t);
    const [token] = await verificationTokens(customer.email, 1);
    now = later(VERIFY_TOKEN_TTL_MS - 1000);
    expect((await verify(token!)).statusCode).toBe(200);
  });

  it('is answered as an unknown link is, and the new link the customer asks for verifies', async () => {
    const customer = await signupCustomer(ctx.t);
    const [first] = await verificationTokens(customer.email, 1);
    const unknown = await verify('no-such-token');
    expect(unknown.statusCode).toBe(422);
    now = later(48 * HOUR_MS);
    const expired = await verify(first!);
    expect(expired.statusCode).toBe(unknown.statusCode);
    expect(expired.json()).toEqual(unknown.json());

    expect((await resend(customer.token)).statusCode).toBe(202);
    const [, second] = await verificationTokens(customer.email, 2);
    expect((await verify(second!)).statusCode).toBe(200);
    await expectVerified(customer.token);
  });
});
