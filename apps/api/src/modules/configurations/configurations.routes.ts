import { API, ZConfigurationList, ZUpdateConfigurationsRequest } from '@printhub/contract';

import { requireAccount } from '../../plugins/auth';
import { listConfigurations, updateConfigurations } from './configurations.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const configurationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.configurations, { schema: { response: { 200: ZConfigurationList } } }, async () =>
    listConfigurations(app.db),
  );

  app.patch(
    API.configurations,
    { schema: { body: ZUpdateConfigurationsRequest, response: { 200: ZConfigurationList } } },
    async (req) => {
      const { account } = requireAccount(req);
      return updateConfigurations(app.db, { id: account.id, name: account.fullName }, req.body);
    },
  );
};
