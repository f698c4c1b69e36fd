import {
  API,
  ZMarkFulfilledRequest,
  ZMarkFulfilledResponse,
  ZReferralStats,
  ZReferralStatsQuery,
} from '@printhub/contract';

import { requireAccount } from '../../plugins/auth';
import { markFulfilled, referralStats } from './referrals.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Referrals: super admins only (the default access). */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.referralStats,
    { schema: { querystring: ZReferralStatsQuery, response: { 200: ZReferralStats } } },
    async (req) => referralStats(app.db, req.query.start, req.query.end),
  );

  app.post(
    API.markFulfilled,
    { schema: { body: ZMarkFulfilledRequest, response: { 200: ZMarkFulfilledResponse } } },
    async (req) => markFulfilled(app.db, req.body.referral_code, requireAccount(req).account.id),
  );
};
