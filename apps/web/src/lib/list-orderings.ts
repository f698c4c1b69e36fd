import {
  AUDIT_ORDERING_FIELDS,
  CLIENT_ORDERING_FIELDS,
  COUPON_ORDERING_FIELDS,
  LEAD_ORDERING_FIELDS,
  ORDER_ORDERING_FIELDS,
  QR_ORDERING_FIELDS,
  REFERRAL_ORDERING_FIELDS,
  STAFF_USER_ORDERING_FIELDS,
  SUBSCRIPTION_PLAN_ORDERING_FIELDS,
  USER_ORDERING_FIELDS,
  USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS,
  VOUCHER_ORDERING_FIELDS,
} from '@printhub/contract';

/**
 * The fields each list's headers sort by (`?ordering=field` or `-field`), as the contract allows them, one
 * place for every list so that a header is sortable exactly when the API sorts by it.
 */
export const LIST_ORDERINGS = {
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
