/**
 * A customer's e-mail: the link that verifies it (e-mailed at sign-up when a mail server is configured), the
 * switch that turns their e-mail off, and what waits for a verified address (QR coins, referral rewards).
 */
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import { addCoinEntry } from '../coins/coins.service';
import { writeMail } from '../notifications/notifications.outbox.service';
import { renderMail } from '../notifications/notifications.templates.service';
import * as repo from './customers.email.repository';

import type { Db, DbOrTx } from '../../db/client';
import type { EventSink } from '../events/events.service';

/** The public page the verification link opens (it posts the token to the API). */
const VERIFY_EMAIL_PAGE = '/verify-email';

const VERIFY_TEMPLATE = {
  subject: 'Confirm your e-mail for {{shop_name}}',
  body: 'Hello {{first_name}},\n\nPlease confirm that this is your e-mail address by opening this link:\n{{print_url}}\n\nIf you did not sign up with {{shop_name}}, ignore this e-mail.\n\n{{shop_name}}',
};

/**
 * With a mail server configured, gives the new customer a verification token and writes its e-mail, both in
 * the sign-up's transaction. Without one nothing is written: nobody can verify, so nothing is gated.
 */
export async function sendVerification(
  tx: DbOrTx,
  sink: EventSink,
  customer: { id: number; firstName: string; email: string | null },
): Promise<void> {
  const { mailer } = sink;
  if (!mailer.enabled || !customer.email) return;
  const token = newToken();
  await repo.setVerifyTokenHash(tx, customer.id, hashToken(token));
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
 * Verifies the e-mail of the token's customer (the token works once) and credits the referral rewards held
 * for them, in one transaction. An unknown or used token is a 422.
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const customer = await repo.verifyByTokenHash(tx, hashToken(token), now);
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
