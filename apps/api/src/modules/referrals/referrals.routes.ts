import {
  API,
  ZCustomerReferrals,
  ZMarkFulfilledRequest,
  ZMarkFulfilledResponse,
  ZReferralStats,
  ZReferralStatsQuery,
} from '@printhub/contract';

import { requireAccount, requireCustomer } from '../../plugins/auth';
import { customerReferrals, markFulfilled, referralStats } from './referrals.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Referrals: super admins only (the default access), but for a customer's own referrals. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.referralStats,
    { schema: { querystring: ZReferralStatsQuery, response: { 200: ZReferralStats } } },
    async (req) => referralStats(app.db, req.query.start, req.query.end),
  );

  app.post(
    API.markFulfilled,
    { schema: { body: ZMarkFulfilledRequest, response: { 200: ZMarkFulfilledResponse } } },
    async (req) => {
      const { account } = requireAccount(req);
      return markFulfilled(app.db, { id: account.id, name: account.fullName }, req.body.referral_code);
    },
  );

  app.get(
    API.customerReferrals,
    { config: { access: 'customer' }, schema: { response: { 200: ZCustomerReferrals } } },
    async (req) => customerReferrals(app.db, requireCustomer(req).id),
  );
};
