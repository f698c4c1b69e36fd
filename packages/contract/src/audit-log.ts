import { z } from 'zod';

import { ZId, ZPageQuery, ZPaginated } from './common';
import { AUDIT_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, type ListParams } from './lists';

/** The resources whose changes the audit log records: the one word of each, as the code names them. */
export const AUDIT_RESOURCES = [
  'auth',
  'staff-users',
  'customers',
  'coins',
  'orders',
  'subscriptions',
  'leads',
  'configurations',
  'qr-codes',
  'clients',
  'vouchers',
  'referrals',
  'coupons',
  'webhooks',
  'notifications',
] as const;
export const ZAuditResource = z.enum(AUDIT_RESOURCES, { error: 'Unknown resource' });
export type TAuditResource = z.infer<typeof ZAuditResource>;

/** What was done. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'assign',
  'coins',
  'fulfil',
  'upload',
  'password',
  'lock',
  'purchase',
  'rotate',
  'test',
  'resend',
  'cancel',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

/** The value a secret field (a password, a token) shows in `changes`: never the value itself. */
export const AUDIT_SECRET = 'changed';

/** {field: [before, after]}: null before for a creation, null after for a deletion. */
export type TAuditChanges = Record<string, [unknown, unknown]>;
/**
 * Read as an object whatever its keys: the pairs are the server's own. (A record of tuples would bring zod's
 * record and tuple code into every screen's bundle for this one answer.)
 */
export const ZAuditChanges = z.looseObject({}) as unknown as z.ZodType<TAuditChanges>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** Who made the change (null for the system, e.g. a sign-in lock); the name is as it was then. */
  actor: z.object({ id: z.number().int().nullable(), full_name: z.string() }),
  action: z.string(),
  resource: z.string(),
  resource_id: z.string(),
  summary: z.string(),
  changes: ZAuditChanges,
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = ZPaginated(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const AUDIT_DEFAULT_ORDERING = '-created_at';

export const ZAuditListQuery = ZPageQuery.extend({
  /** The acting account's id. */
  actor: ZId.optional(),
  resource: ZAuditResource.optional(),
  resource_id: z.string().trim().max(64, { error: 'Must be at most 64 characters' }).optional(),
  ordering: orderingParam(AUDIT_ORDERING_FIELDS, AUDIT_DEFAULT_ORDERING),
  /** Inclusive, UTC days. */
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TAuditListQuery = z.infer<typeof ZAuditListQuery>;
export type TAuditListParams = ListParams<TAuditListQuery>;
