import {
  API,
  ZCoupon,
  ZCouponCheckRequest,
  ZCouponCheckResponse,
  ZIdParams,
  ZCouponListQuery,
  ZSaveCouponRequest,
} from '@printhub/contract';

import { createRoute, updateRoute } from '../../lib/create-route';
import { listReads, listRoutes } from '../../lib/list-routes';
import { requireCustomer } from '../../plugins/auth';
import { actorOf } from '../audit-log/audit-log.actor.routes';
import * as service from './coupons.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Coupons: super admins only (the default access), but for the customers' check of a code. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.coupons,
    exportPath: API.couponsExport,
    name: 'coupons',
    query: ZCouponListQuery,
    item: ZCoupon,
    ...listReads(app, service.couponList, { whole: true }),
    columns: {
      id: (c) => c.id,
      name: (c) => c.name,
      code: (c) => c.code,
      discount_percentage: (c) => c.discount_percentage,
      valid_from: (c) => c.valid_from,
      valid_to: (c) => c.valid_to,
      one_time_only: (c) => c.one_time_only,
      isfornew: (c) => c.isfornew,
      usage_count: (c) => c.usage_count,
    },
  });

  createRoute(app, API.coupons, { body: ZSaveCouponRequest, item: ZCoupon }, (body, req) =>
    service.createCoupon(app.db, actorOf(req), body),
  );

  updateRoute(app, 'PUT', API.coupon(':id'), { body: ZSaveCouponRequest, item: ZCoupon }, (id, body, req) =>
    service.updateCoupon(app.db, actorOf(req), id, body),
  );

  const deleted = { 204: { description: 'Deleted (no body).' } };
  app.delete(
    API.coupon(':id'),
    { config: { answers: deleted }, schema: { params: ZIdParams } },
    async (req, reply) => {
      await service.deleteCoupon(app.db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    API.customerCouponCheck,
    {
      config: { access: 'customer' },
      schema: { body: ZCouponCheckRequest, response: { 200: ZCouponCheckResponse } },
    },
    async (req) => service.checkCoupon(app.db, requireCustomer(req).id, req.body.code, app.clock.now()),
  );
};
