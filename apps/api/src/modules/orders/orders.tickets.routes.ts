import { API, ZIdParams, ZTicketsRequest } from '@printhub/contract';

import { attachmentDisposition } from '../../lib/content-disposition';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import { ticketsPdf, type TicketContext } from './orders.tickets.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';

const PDF_ANSWER = {
  200: { description: 'The job tickets, one A4 page per order, as a PDF download.', type: 'application/pdf' },
} as const;

/** One order's job ticket, and many orders' in one PDF: a super admin's any order, a staff user's their own. */
export const orderTicketsRoutes: FastifyPluginAsyncZod<{ appName: string; publicUrl: () => string }> = async (
  app,
  opts,
) => {
  const context = (): TicketContext => ({
    shopName: opts.appName,
    timeZone: app.clock.timeZone,
    publicUrl: opts.publicUrl(),
    storage: app.storage,
  });
  const pdf = (stream: Readable, name: string) => ({
    type: 'application/pdf',
    headers: { 'content-disposition': attachmentDisposition(name), 'cache-control': 'no-store' },
    stream,
  });

  app.get(
    API.orderTicket(':id'),
    { config: { access: 'staff', answers: PDF_ANSWER }, schema: { params: ZIdParams } },
    async (req, reply) => {
      const { id } = req.params;
      const answer = pdf(await ticketsPdf(app.db, actorOf(req), [id], context()), `ticket-${id}.pdf`);
      return reply.type(answer.type).headers(answer.headers).send(answer.stream);
    },
  );

  app.post(
    API.tickets,
    { config: { access: 'staff', answers: PDF_ANSWER }, schema: { body: ZTicketsRequest } },
    async (req, reply) => {
      const ids = req.body.order_ids;
      const answer = pdf(await ticketsPdf(app.db, actorOf(req), ids, context()), `tickets-${ids.length}.pdf`);
      return reply.type(answer.type).headers(answer.headers).send(answer.stream);
    },
  );
};
