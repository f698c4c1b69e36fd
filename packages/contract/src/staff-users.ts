import { z } from 'zod';

import { requiredText, ZMobile, ZQueryBoolean, ZSearchQuery } from './common';
import { STAFF_USER_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, ZOptionalPageQuery } from './lists';
import { ZNewPassword } from './passwords';
import { ZEmail } from './text';

export const ZCreateStaffUserRequest = z.object({
  full_name: requiredText(150),
  email: ZEmail,
  password: ZNewPassword,
  mobile: ZMobile.optional().or(z.literal('').transform(() => undefined)),
});
export type TCreateStaffUserRequest = z.infer<typeof ZCreateStaffUserRequest>;
/** What the create form holds before parsing (mobile may be empty). */
export type TCreateStaffUserInput = z.input<typeof ZCreateStaffUserRequest>;

export const ZStaffUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

/** The edit form's fields (name, e-mail, mobile); an empty mobile clears it. */
export const ZEditStaffUserForm = z.object({
  full_name: requiredText(150),
  email: ZEmail,
  mobile: ZMobile.nullable().or(z.literal('').transform(() => null)),
});
/** What the edit form holds before parsing (mobile may be empty). */
export type TEditStaffUserInput = z.input<typeof ZEditStaffUserForm>;

/**
 * PATCH /api/staff_users/{id}/: any of name, e-mail, mobile (null or '' clears it) and active. Deactivating
 * ends their sessions at once; a deactivated staff user cannot sign in. An e-mail in use is a 400 on `email`.
 */
export const ZUpdateStaffUserRequest = ZEditStaffUserForm.partial()
  .extend({ is_active: z.boolean({ error: 'Must be true or false' }).optional() })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'Nothing to change' });
export type TUpdateStaffUserRequest = z.infer<typeof ZUpdateStaffUserRequest>;

/** POST /api/staff_users/{id}/password: a super admin resets a staff user's password; their sessions end. */
export const ZSetStaffPasswordRequest = z.object({ new_password: ZNewPassword });
export type TSetStaffPasswordRequest = z.infer<typeof ZSetStaffPasswordRequest>;

export const STAFF_USER_DEFAULT_ORDERING = '-created_at';

/** GET /api/staff_users/: the bare array without `limit`, a page with it. */
export const ZStaffUserListQuery = ZOptionalPageQuery.extend({
  is_active: ZQueryBoolean.optional(),
  query: ZSearchQuery.optional(),
  ordering: orderingParam(STAFF_USER_ORDERING_FIELDS, STAFF_USER_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TStaffUserListQuery = z.infer<typeof ZStaffUserListQuery>;
