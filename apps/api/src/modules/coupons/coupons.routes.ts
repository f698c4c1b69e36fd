import {
  API,
  ZCoupon,
  ZCouponCheckRequest,
  ZCouponCheckResponse,
  ZCouponIdParams,
  ZCouponList,
  ZSaveCouponRequest,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { requireCustomer } from '../../plugins/auth';
import { actorOf } from '../audit-log/audit-log.actor';
import * as service from './coupons.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Coupons: super admins only (the default access), but for the customers' check of a code. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.coupons, { schema: { response: { 200: ZCouponList } } }, async () =>
    service.listCoupons(app.db),
  );

  createRoute(app, API.coupons, { body: ZSaveCouponRequest, item: ZCoupon }, (body, req) =>
    service.createCoupon(app.db, actorOf(req), body),
  );

  app.put(
    '/coupon_app/api/coupons/:id/',
    { schema: { params: ZCouponIdParams, body: ZSaveCouponRequest, response: { 200: ZCoupon } } },
    async (req) => service.updateCoupon(app.db, actorOf(req), req.params.id, req.body),
  );

  app.delete('/coupon_app/api/coupons/:id/', { schema: { params: ZCouponIdParams } }, async (req, reply) => {
    await service.deleteCoupon(app.db, actorOf(req), req.params.id);
    return reply.status(204).send();
  });

  app.post(
    API.customerCouponCheck,
    {
      config: { access: 'customer' },
      schema: { body: ZCouponCheckRequest, response: { 200: ZCouponCheckResponse } },
    },
    async (req) => service.checkCoupon(app.db, requireCustomer(req).id, req.body.code),
  );
};
