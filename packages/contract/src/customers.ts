import { z } from 'zod';

import { requiredText, ZMobile, ZPageQuery, ZPaginated, ZSearchQuery } from './common';
import { CUSTOMER_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, type ListParams, DATE_RANGE_ERROR, orderingParam, ZListDateRange } from './lists';
import { ZEmail } from './text';

/** A customer of the print shop (the back office's "User"). */
export const ZCustomer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a customer made at the counter without one. */
  email: z.string().nullable(),
  mobile: z.string(),
  /** The customer's GSTIN, when they are registered for GST (their invoices print it); null otherwise. */
  gstin: z.string().nullable(),
  coin_balance: z.number().int(),
  created_at: z.string(),
});
export type TCustomer = z.infer<typeof ZCustomer>;
export const ZCustomerPage = ZPaginated(ZCustomer);
export type TCustomerPage = z.infer<typeof ZCustomerPage>;

export const CUSTOMER_DEFAULT_ORDERING = '-created_at';

/** `from_date`/`to_date`: the customers who joined within those days (UTC). */
export const ZCustomerListQuery = ZPageQuery.extend({
  query: ZSearchQuery.optional(),
  ordering: orderingParam(CUSTOMER_ORDERING_FIELDS, CUSTOMER_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TCustomerListQuery = z.infer<typeof ZCustomerListQuery>;
export type TCustomerListParams = ListParams<TCustomerListQuery>;

export const ZCreateUserRequest = z.object({
  first_name: requiredText(100),
  last_name: z.string().trim().max(100, { error: 'Must be at most 100 characters' }).default(''),
  email: ZEmail,
  mobile: ZMobile,
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;
/** What the create form holds before parsing (last_name may be left out). */
export type TCreateUserInput = z.input<typeof ZCreateUserRequest>;
