import { API, ZIdParams, ZLead, ZLeadListQuery, ZLeadPage, ZUpdateLeadRequest } from '@printhub/contract';

import { paginated } from '../../lib/pagination';
import { requireAccount } from '../../plugins/auth';
import { listLeads, setLeadHandled } from './leads.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
    async (req) => {
      const { account } = requireAccount(req);
      return setLeadHandled(
        app.db,
        { id: account.id, name: account.fullName },
        req.params.id,
        req.body.handled,
      );
    },
  );
};
