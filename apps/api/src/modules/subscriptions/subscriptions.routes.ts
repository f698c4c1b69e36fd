import { z } from 'zod';

import {
  API,
  ZIdParams,
  ZSaveSubscriptionPlanRequest,
  ZSubscriptionPlan,
  ZUserSubscriptionPlanPage,
  ZUserSubscriptionPlanQuery,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { paginated } from '../../lib/pagination';
import { actorOf } from '../audit-log/audit-log.actor';
import * as subscriptions from './subscriptions.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.subscriptionPlans, { schema: { response: { 200: z.array(ZSubscriptionPlan) } } }, async () =>
    subscriptions.listPlans(app.db),
  );

  createRoute(
    app,
    API.subscriptionPlans,
    { body: ZSaveSubscriptionPlanRequest, item: ZSubscriptionPlan },
    (body, req) => subscriptions.createPlan(app.db, actorOf(req), body),
  );

  app.put(
    '/api/subscription-plans/:id/',
    {
      schema: { params: ZIdParams, body: ZSaveSubscriptionPlanRequest, response: { 200: ZSubscriptionPlan } },
    },
    async (req) => subscriptions.updatePlan(app.db, actorOf(req), req.params.id, req.body),
  );

  app.get(
    API.userSubscriptionPlans,
    { schema: { querystring: ZUserSubscriptionPlanQuery, response: { 200: ZUserSubscriptionPlanPage } } },
    async (req) => {
      const page = await subscriptions.listUserPlans(app.db, req.query);
      return paginated(req.url, req.query, page);
    },
  );
};
