import nodemailer from 'nodemailer';

import { MAIL_TRIES } from '@printhub/contract';

import { defineJob } from '../../lib/jobs';
import { invoiceAttachment } from '../invoices/invoices.document.service';
import { unsubscribeUrl, type Mailer, type SendMailData } from './notifications.outbox.service';
import * as repo from './notifications.repository';

import type { AppJob } from '../../plugins/jobs';

/** How the app sends e-mail. */
export type MailOptions = {
  /** The mail server (`smtp://user:pass@host:port`, `smtps://…`); unset: e-mail is off. */
  smtpUrl?: string;
  from: string;
  shopName: string;
  publicUrl: () => string;
  /** Seconds before the first retry of a failed message (about doubled at each one). */
  retryDelaySeconds: number;
  /** Seconds between two looks for messages due to be tried again (tests make it short). */
  pollSeconds?: number;
};

/**
 * The app's mailer and the job that sends the outbox's messages: one try per job try, five in all. A message
 * sent already (its job tried again after a crash, say) is not sent twice.
 */
export function createMailer(opts: MailOptions): { mailer: Mailer; close: () => void } {
  // One pooled transport for the process: up to 5 connections stay open and carry message after message,
  // instead of a connection, a greeting and a goodbye per message. Every wait of a send is bounded well
  // inside the job's 60 s: a try cut short by a crash is tried again then.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 20_000,
      })
    : null;
  const retryLimit = MAIL_TRIES - 1;
  const job: AppJob<SendMailData> = defineJob(
    'mail.send',
    {
      retryLimit,
      retryDelay: opts.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 60,
      ...(opts.pollSeconds !== undefined && { pollSeconds: opts.pollSeconds }),
    },
    async (data, run) => {
      const db = run.app.db;
      const message = await repo.findNotification(db, data.id);
      if (!message || message.status === 'sent' || !transport) return;
      const unsubscribe = message.unsubscribeToken
        ? unsubscribeUrl(opts.publicUrl, message.unsubscribeToken)
        : null;
      // The delivered order's e-mail carries its invoice, drawn now from the order as it is.
      const invoice =
        message.event === 'order.delivered' && message.orderId !== null
          ? await invoiceAttachment(db, message.orderId)
          : null;
      try {
        await transport.sendMail({
          from: message.mailFrom,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(invoice && { attachments: [invoice] }),
          ...(unsubscribe && {
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }),
        });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await repo.markTryFailed(db, data.id, error, run.retryCount >= retryLimit);
        throw err;
      }
      await repo.markSent(db, data.id, new Date());
    },
  );
  const mailer: Mailer = {
    enabled: transport !== null,
    from: opts.from,
    shopName: opts.shopName,
    publicUrl: opts.publicUrl,
    job,
  };
  return { mailer, close: () => transport?.close() };
}
