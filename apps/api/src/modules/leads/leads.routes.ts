import { API, ZLead, ZLeadListQuery, ZUpdateLeadRequest } from '@printhub/contract';

import { updateRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { requireAccount } from '../../plugins/auth';
import { leadList, setLeadHandled } from './leads.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.leads,
    exportPath: API.leadsExport,
    name: 'leads',
    query: ZLeadListQuery,
    item: ZLead,
    ...listReads(app, leadList),
    columns: {
      id: (l) => l.id,
      name: (l) => l.name,
      email: (l) => l.email,
      mobile: (l) => l.mobile,
      message: (l) => l.message,
      created_at: (l) => l.created_at,
      handled: (l) => l.handled,
      handled_at: (l) => l.handled_at,
      handled_by: (l) => l.handled_by_name,
    },
  });

  updateRoute(app, 'PATCH', API.lead(':id'), { body: ZUpdateLeadRequest, item: ZLead }, (id, body, req) => {
    const { account } = requireAccount(req);
    return setLeadHandled(app.db, { id: account.id, name: account.fullName }, id, body.handled);
  });
};
