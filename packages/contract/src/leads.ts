import { z } from 'zod';

import { ZPageQuery, ZPaginated, ZQueryBoolean, ZSearchQuery } from './common';
import { LEAD_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, type ListParams } from './lists';

/** A contact-us lead (GET /api/contact_us/). */
export const ZLead = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
});
export type TLead = z.infer<typeof ZLead>;
export const ZLeadPage = ZPaginated(ZLead);
export type TLeadPage = z.infer<typeof ZLeadPage>;

export const LEAD_DEFAULT_ORDERING = '-created_at';

export const ZLeadListQuery = ZPageQuery.extend({
  query: ZSearchQuery.optional(),
  handled: ZQueryBoolean.optional(),
  ordering: orderingParam(LEAD_ORDERING_FIELDS, LEAD_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TLeadListQuery = z.infer<typeof ZLeadListQuery>;
export type TLeadListParams = ListParams<TLeadListQuery>;

export const ZUpdateLeadRequest = z.object({ handled: z.boolean({ error: 'Must be true or false' }) });
