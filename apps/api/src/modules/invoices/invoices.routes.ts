import { API, ZIdParams } from '@printhub/contract';

import { attachmentDisposition } from '../../lib/content-disposition';
import { requireCustomer } from '../../plugins/auth';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { invoicePdf, receiptPdf } from './invoices.document.service';

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const INVOICE_ANSWER = {
  200: { description: 'The tax invoice, an A4 PDF download.', type: 'application/pdf' },
} as const;
const RECEIPT_ANSWER = {
  200: { description: 'The payment’s (or refund’s) receipt, an A4 PDF download.', type: 'application/pdf' },
} as const;

const sendPdf = (reply: FastifyReply, { pdf, name }: { pdf: Buffer; name: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'no-store')
    .send(pdf);

/**
 * The documents of an order's money: its tax invoice (back office: a super admin, or the staff user it is
 * assigned to or who placed it; the customer: their own), and a payment's receipt (back office).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.orderInvoicePdf(':id'),
    { config: { access: 'staff', answers: INVOICE_ANSWER }, schema: { params: ZIdParams } },
    async (req, reply) =>
      sendPdf(reply, await invoicePdf(app.db, { kind: 'account', actor: actorOf(req) }, req.params.id)),
  );

  app.get(
    API.customerOrderInvoicePdf(':id'),
    { config: { access: 'customer', answers: INVOICE_ANSWER }, schema: { params: ZIdParams } },
    async (req, reply) =>
      sendPdf(
        reply,
        await invoicePdf(app.db, { kind: 'customer', id: requireCustomer(req).id }, req.params.id),
      ),
  );

  app.get(
    API.paymentReceipt(':id'),
    { config: { access: 'staff', answers: RECEIPT_ANSWER }, schema: { params: ZIdParams } },
    async (req, reply) =>
      sendPdf(reply, await receiptPdf(app.db, actorOf(req), req.params.id, app.clock.timeZone)),
  );
};
