import { AUDIT_ORDERING_FIELDS } from './audit-log';
import { CLIENT_ORDERING_FIELDS } from './clients';
import { COUPON_ORDERING_FIELDS } from './coupons';
import { USER_ORDERING_FIELDS } from './customers';
import { LEAD_ORDERING_FIELDS } from './leads';
import { ORDER_ORDERING_FIELDS } from './orders';
import { QR_ORDERING_FIELDS } from './qr-codes';
import { REFERRAL_ORDERING_FIELDS } from './referrals';
import { STAFF_USER_ORDERING_FIELDS } from './staff-users';
import { SUBSCRIPTION_PLAN_ORDERING_FIELDS, USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS } from './subscriptions';
import { VOUCHER_ORDERING_FIELDS } from './vouchers';

/**
 * Every back-office list and the fields its `ordering` takes (`field` or `-field`), in one place: the
 * screens make exactly these headers sortable, and the API's list inventory test sorts on each of them.
 */
export const LIST_ORDERING_FIELDS = {
  users: USER_ORDERING_FIELDS,
  orders: ORDER_ORDERING_FIELDS,
  qrCodes: QR_ORDERING_FIELDS,
  clients: CLIENT_ORDERING_FIELDS,
  vouchers: VOUCHER_ORDERING_FIELDS,
  referrals: REFERRAL_ORDERING_FIELDS,
  staffUsers: STAFF_USER_ORDERING_FIELDS,
  leads: LEAD_ORDERING_FIELDS,
  plans: SUBSCRIPTION_PLAN_ORDERING_FIELDS,
  userPlans: USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS,
  coupons: COUPON_ORDERING_FIELDS,
  auditLog: AUDIT_ORDERING_FIELDS,
} as const satisfies Record<string, readonly string[]>;
export type TListName = keyof typeof LIST_ORDERING_FIELDS;
