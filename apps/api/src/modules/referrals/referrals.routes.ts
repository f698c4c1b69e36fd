import {
  API,
  ZCustomerReferrals,
  ZMarkFulfilledRequest,
  ZMarkFulfilledResponse,
  ZReferralStatsItem,
  ZReferralStatsQuery,
} from '@printhub/contract';

import { listRoutes } from '../../lib/list-routes';
import { requireAccount, requireCustomer } from '../../plugins/auth';
import {
  customerReferrals,
  listReferrers,
  markFulfilled,
  pageReferrers,
  referralStats,
} from './referrals.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Referrals: super admins only (the default access), but for a customer's own referrals. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  listRoutes(app, {
    path: API.referralStats,
    exportPath: API.referralStatsExport,
    name: 'referrals',
    query: ZReferralStatsQuery,
    item: ZReferralStatsItem,
    whole: { list: (q) => referralStats(app.db, q) },
    page: (q, at) => pageReferrers(app.db, q, at),
    rows: (q, at) => listReferrers(app.db, q, at),
    columns: {
      id: (r) => r.id,
      first_name: (r) => r.user.first_name,
      last_name: (r) => r.user.last_name,
      mobile: (r) => r.user.mobile,
      referral_code: (r) => r.referral_code,
      referrals: (r) => r.referrals.length,
      total_claims: (r) => r.total_claims,
      remaining_claims: (r) => r.remaining_claims,
    },
  });

  app.post(
    API.markFulfilled,
    { schema: { body: ZMarkFulfilledRequest, response: { 200: ZMarkFulfilledResponse } } },
    async (req) => {
      const { account } = requireAccount(req);
      return markFulfilled(
        app.db,
        app.events,
        { id: account.id, name: account.fullName },
        req.body.referral_code,
      );
    },
  );

  app.get(
    API.customerReferrals,
    { config: { access: 'customer' }, schema: { response: { 200: ZCustomerReferrals } } },
    async (req) => customerReferrals(app.db, requireCustomer(req).id),
  );
};
