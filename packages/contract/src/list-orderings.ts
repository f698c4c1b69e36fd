// The sort fields of every list, as plain data: the modules with the lists' schemas import them from here, so a
// bundle that needs the fields (every list screen's URL state) does not build every list's zod schemas with them.

/**
 * What the audit log sorts on: `actor` is the actor's name as the entry keeps it, `resource` its one word;
 * newest first by default.
 */
export const AUDIT_ORDERING_FIELDS = ['id', 'created_at', 'actor', 'action', 'resource'] as const;

/** What the clients list sorts on; the latest joined first by default. */
export const CLIENT_ORDERING_FIELDS = ['id', 'name', 'potential', 'client_type', 'joined_on'] as const;

/** What the coupons list sorts on; the newest first by default. */
export const COUPON_ORDERING_FIELDS = [
  'id',
  'name',
  'code',
  'discount_percentage',
  'valid_from',
  'valid_to',
  'usage_count',
  'created_at',
] as const;

/** What the customers list (/users) sorts on; newest first by default. */
export const CUSTOMER_ORDERING_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'coin_balance',
  'created_at',
] as const;

/** What the leads list sorts on; newest first by default. */
export const LEAD_ORDERING_FIELDS = ['id', 'name', 'email', 'mobile', 'created_at', 'handled_at'] as const;

/** What the outbox (/notifications) sorts on; newest first by default. */
export const NOTIFICATION_ORDERING_FIELDS = [
  'id',
  'created_at',
  'sent_at',
  'recipient',
  'subject',
  'event',
  'status',
  'tries',
] as const;

/** What the order lists sort on (`ordering=field` or `-field`); newest first by default. */
export const ORDER_ORDERING_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'status',
  'title',
  'first_name',
  'amount',
  'pdf_page_count',
  'copies',
  'due_at',
] as const;

/** What the QR list sorts on; newest first by default. */
export const QR_ORDERING_FIELDS = [
  'id',
  'code',
  'company',
  'value',
  'validity',
  'generated_date',
  'count',
  'is_active',
  'redeemed',
] as const;

/** What the referrals list sorts on; the oldest referrer (lowest id) first by default. */
export const REFERRAL_ORDERING_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'referral_code',
  'total_claims',
  'remaining_claims',
] as const;

/** What the staff users list sorts on; the newest first by default. */
export const STAFF_USER_ORDERING_FIELDS = [
  'id',
  'full_name',
  'email',
  'mobile',
  'is_active',
  'created_at',
] as const;

/** What the customers' plans list sorts on; the latest start first by default. */
export const USER_SUBSCRIPTION_PLAN_ORDERING_FIELDS = ['id', 'start_date', 'end_date', 'status'] as const;

/**
 * What the plans list sorts on. The default, `-is_active`, lists the active plans first and, within each,
 * the cheapest first (the order the screen always had).
 */
export const SUBSCRIPTION_PLAN_ORDERING_FIELDS = [
  'id',
  'name',
  'price',
  'period',
  'pages_included',
  'is_active',
  'created_at',
] as const;

/** What a vouchers page (code rows) sorts on; the newest voucher first, its codes as added, by default. */
export const VOUCHER_ORDERING_FIELDS = [
  'voucher_code_id',
  'voucher_code',
  'client_name',
  'cost',
  'expiry_date',
  'created_on',
  'is_assigned',
  'is_active',
] as const;

/** What the webhook endpoints list sorts on; the newest first by default. */
export const WEBHOOK_ORDERING_FIELDS = ['id', 'url', 'created_at'] as const;

/** What an endpoint's delivery log sorts on; the latest try first by default. */
export const WEBHOOK_DELIVERY_ORDERING_FIELDS = ['id', 'scheduled_at', 'tried_at', 'status_code'] as const;

/**
 * Every back-office list and the fields its `ordering` takes (`field` or `-field`), in one place: the
 * screens make exactly these headers sortable, and the API's list inventory test sorts on each of them.
 */
export const LIST_ORDERING_FIELDS = {
  users: CUSTOMER_ORDERING_FIELDS,
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
  webhooks: WEBHOOK_ORDERING_FIELDS,
  webhookDeliveries: WEBHOOK_DELIVERY_ORDERING_FIELDS,
  notifications: NOTIFICATION_ORDERING_FIELDS,
} as const satisfies Record<string, readonly string[]>;
export type TListName = keyof typeof LIST_ORDERING_FIELDS;
