/**
 * A customer's e-mail: the link that verifies it (e-mailed at sign-up when a mail server is configured, and
 * again when they ask), the switch that turns their e-mail off, and what waits for a verified address (QR
 * coins, referral rewards).
 */
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import * as throttle from '../auth/auth.throttle.service';
import { addCoinEntry } from '../coins/coins.service';
import { writeMail } from '../notifications/notifications.outbox.service';
import { renderMail } from '../notifications/notifications.templates.service';
import * as repo from './customers.email.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { EventSink } from '../events/events.service';

/** The public page the verification link opens (it posts the token to the API). */
const VERIFY_EMAIL_PAGE = '/verify-email';

/** How long a verification link works once issued (by the app's clock): 48 hours. */
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

const VERIFY_TEMPLATE = {
  subject: 'Confirm your e-mail for {{shop_name}}',
  body: 'Hello {{first_name}},\n\nPlease confirm that this is your e-mail address by opening this link within 48 hours:\n{{print_url}}\n\nIf you did not sign up with {{shop_name}}, ignore this e-mail.\n\n{{shop_name}}',
};

/**
 * With a mail server configured, gives the customer a verification token issued `now` (the app's clock) and
 * writes its e-mail, both in the caller's transaction (the sign-up's, a new link's, an e-mail change's).
 * Without one nothing is written: nobody can verify, so nothing is gated.
 */
export async function sendVerification(
  tx: DbOrTx,
  sink: EventSink,
  customer: { id: number; firstName: string; email: string | null },
  now: Date,
): Promise<void> {
  const { mailer } = sink;
  if (!mailer.enabled || !customer.email) return;
  const token = newToken();
  await repo.setVerifyTokenHash(tx, customer.id, hashToken(token), now);
  const link = `${mailer.publicUrl()}${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(token)}`;
  const mail = renderMail(VERIFY_TEMPLATE, {
    first_name: customer.firstName,
    print_url: link,
    shop_name: mailer.shopName,
    order_id: '',
    title: '',
    due_at: '',
    amount: '',
  });
  await writeMail(tx, sink, {
    event: 'customer.verify_email',
    recipient: customer.email,
    mail,
    customerId: customer.id,
  });
}

/**
 * A new verification link for a signed-in customer, in the caller's transaction: a new token (the last link
 * stops working) and its e-mail in the outbox, sent by the mail job. Refused with 409 for an e-mail verified
 * already, without a mail server (nothing waits for a verified e-mail then) and without an address.
 * Returns the address the link goes to.
 */
export async function replaceVerification(
  tx: DbOrTx,
  sink: EventSink,
  customerId: number,
  now: Date,
): Promise<string> {
  const customer = await repo.lockVerifyState(tx, customerId);
  if (!customer) throw new AppError('UNAUTHORIZED', 'Not signed in');
  if (customer.emailVerifiedAt) throw new AppError('CONFLICT', 'Your e-mail is verified already.');
  if (!sink.mailer.enabled)
    throw new AppError('CONFLICT', 'This shop sends no e-mail: your e-mail needs no verification.');
  if (!customer.email) throw new AppError('CONFLICT', 'Your account has no e-mail address to verify.');
  await sendVerification(tx, sink, customer, now);
  return customer.email;
}

/**
 * POST /api/customer/verify-email/resend: a new verification link, in a transaction of its own. Every request
 * counts against the customer's hourly limit (each may send an e-mail); past it, 429.
 */
export async function resendVerification(
  db: Db,
  sink: EventSink,
  customerId: number,
  now: Date,
): Promise<string> {
  await throttle.countAttempt(
    db,
    [
      {
        key: throttle.throttleKeys.verifyEmailResend(customerId),
        max: throttle.VERIFY_EMAIL_RESENDS_PER_HOUR,
      },
    ],
    { now: now.getTime(), windowMs: throttle.HOUR_MS, message: 'Too many links asked for. Try again later.' },
  );
  return db.transaction((tx) => replaceVerification(tx, sink, customerId, now));
}

/**
 * Verifies the e-mail of the token's customer (the token works once, for 48 hours) and credits the referral
 * rewards held for them, in one transaction. An unknown, used or expired token is a 422 (the customer asks
 * for a new link).
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const issuedAfter = new Date(now.getTime() - VERIFY_TOKEN_TTL_MS);
    const customer = await repo.verifyByTokenHash(tx, hashToken(token), now, issuedAfter);
    if (!customer) throw new AppError('UNPROCESSABLE', 'This link is not valid, or has been used already.');
    if (customer.heldCoins > 0)
      await addCoinEntry(tx, {
        customerId: customer.id,
        amount: customer.heldCoins,
        reason: 'Referral rewards held until the e-mail was verified',
        source: 'referral',
      });
  });
}

/** True when the customer's e-mail counts as verified: verified, or no mail server to verify it with. */
export async function isVerified(tx: DbOrTx, sink: EventSink | null, customerId: number): Promise<boolean> {
  if (!sink?.mailer.enabled) return true;
  return (await repo.emailVerifiedAt(tx, customerId)) !== null;
}

/** Keeps referral rewards for a customer until their e-mail is verified. */
export const holdReferralCoins = repo.addHeldReferralCoins;

/** Takes back up to `coins` of the referral rewards held for a customer; how many it took. */
export const takeHeldReferralCoins = repo.takeHeldReferralCoins;

/** The customer turns their e-mail on or off. */
export const setNotifyEmail = repo.setNotifyEmail;
