import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, ZIdParams, ZLead, ZLeadListQuery, ZLeadPage, ZUpdateLeadRequest } from '@printhub/contract';
import { requireAccount } from '../../plugins/auth';
import { paginated } from '../../lib/pagination';
import { listLeads, setLeadHandled } from './leads.service';

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.leads,
    { schema: { querystring: ZLeadListQuery, response: { 200: ZLeadPage } } },
    async (req) => {
      const page = await listLeads(app.db, req.query);
      return paginated(req.url, req.query, page);
    },
  );

  app.patch(
    '/api/contact_us/:id/',
    { schema: { params: ZIdParams, body: ZUpdateLeadRequest, response: { 200: ZLead } } },
    async (req) => setLeadHandled(app.db, req.params.id, req.body.handled, requireAccount(req).account.id),
  );
};
