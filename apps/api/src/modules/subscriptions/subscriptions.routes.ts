import {
  API,
  ZSaveSubscriptionPlanRequest,
  ZSubscriptionPlan,
  ZSubscriptionPlanListQuery,
  ZUserSubscriptionPlan,
  ZUserSubscriptionPlanQuery,
} from '@printhub/contract';

import { createRoute, updateRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as subscriptions from './subscriptions.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.subscriptionPlans,
    exportPath: API.subscriptionPlansExport,
    name: 'subscription-plans',
    query: ZSubscriptionPlanListQuery,
    item: ZSubscriptionPlan,
    ...listReads(app, subscriptions.planList, { whole: true }),
    columns: {
      id: (p) => p.id,
      name: (p) => p.name,
      price: (p) => p.price,
      period: (p) => p.period,
      pages_included: (p) => p.pages_included,
      is_active: (p) => p.is_active,
      created_at: (p) => p.created_at,
    },
  });

  createRoute(
    app,
    API.subscriptionPlans,
    { body: ZSaveSubscriptionPlanRequest, item: ZSubscriptionPlan },
    (body, req) => subscriptions.createPlan(app.db, actorOf(req), body),
  );

  updateRoute(
    app,
    'PUT',
    API.subscriptionPlan(':id'),
    { body: ZSaveSubscriptionPlanRequest, item: ZSubscriptionPlan },
    (id, body, req) => subscriptions.updatePlan(app.db, actorOf(req), id, body),
  );

  listRoutes(app, {
    path: API.userSubscriptionPlans,
    exportPath: API.userSubscriptionPlansExport,
    name: 'user-subscription-plans',
    query: ZUserSubscriptionPlanQuery,
    item: ZUserSubscriptionPlan,
    ...listReads(app, subscriptions.customerPlanList),
    columns: {
      id: (u) => u.id,
      user: (u) => u.user,
      user_name: (u) => u.user_name,
      user_email: (u) => u.user_email,
      plan: (u) => u.plan_name,
      start_date: (u) => u.start_date,
      end_date: (u) => u.end_date,
      status: (u) => u.status,
    },
  });
};
