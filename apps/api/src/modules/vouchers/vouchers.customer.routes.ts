import {
  API,
  ZCustomerPurchase,
  ZCustomerPurchaseRequest,
  ZCustomerVoucherCodeList,
  ZCustomerVoucherOfferList,
  ZIdParams,
} from '@printhub/contract';

import { createRoute } from '../../lib/create-route';
import { PNG_ANSWERS, sendPrivatePng } from '../../lib/png-reply';
import { requireCustomer } from '../../plugins/auth';
import { customerCodes, customerPurchase, listOffers } from './vouchers.purchases.service';
import { getVoucherImage } from './vouchers.service';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Vouchers in the customers' realm: what is on offer, buying one, and the codes bought. Customers only. */
export const vouchersCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.customerVouchers,
    { config: { access: 'customer' }, schema: { response: { 200: ZCustomerVoucherOfferList } } },
    async () => listOffers(app.db, app.clock.now()),
  );

  app.get(
    API.customerVoucherImage(':id'),
    { config: { access: 'customer', answers: PNG_ANSWERS }, schema: { params: ZIdParams } },
    async (req, reply) => sendPrivatePng(reply, await getVoucherImage(app.db, req.params.id)),
  );

  createRoute(
    app,
    API.customerVoucherPurchases,
    { body: ZCustomerPurchaseRequest, item: ZCustomerPurchase, access: 'customer' },
    (body, req) =>
      customerPurchase(app.db, app.events, requireCustomer(req).id, body.voucher_id, app.clock.now()),
  );

  app.get(
    API.customerVoucherPurchases,
    { config: { access: 'customer' }, schema: { response: { 200: ZCustomerVoucherCodeList } } },
    async (req) => customerCodes(app.db, requireCustomer(req).id),
  );
};
