/**
 * API paths, exactly as the specification names them. A path with a parameter is a function of it: the web
 * app calls it with a value, the API declares its route with the parameter's name (`API.order(':id')`), so
 * each path is written once.
 */
export const API = {
  health: '/api/health',
  /** Readiness: the database answers and every migration is applied (health is liveness only). */
  ready: '/api/ready',
  appInfo: '/api/app-info',
  login: '/api/admin-login',
  logout: '/api/logout',
  profile: '/api/profile/',
  updatePassword: '/api/update_password',
  staffUsersCreate: '/api/staff_users_create/',
  staffUsers: '/api/staff_users/',
  staffUsersExport: '/api/staff_users/export.csv',
  allOrders: '/api/all-orders/',
  /** The back office's quote of a counter order (the same fields as POST allOrders). */
  quote: '/api/quote',
  /** Finds a customer by name, e-mail or mobile (staff and super admins). */
  customersSearch: '/api/customers/search',
  order: (id: number | string) => `/api/all-orders/${id}/`,
  ordersBulkUpdate: '/api/all-orders/bulk-update/',
  ordersExport: '/api/all-orders/export.csv',
  myOrders: '/api/my_orders/',
  myOrdersExport: '/api/my_orders/export.csv',
  orderFiles: '/api/order-files/',
  orderFileDownload: (id: number | string) => `/api/order-files/${id}/download`,
  /** Page `n` (from 1) of an order file as a PNG image; `?width=` in pixels. */
  orderFilePage: (id: number | string, n: number | string) => `/api/order-files/${id}/pages/${n}.png`,
  orderStatus: '/api/order_status',
  /** Gives an order its invoice number before delivery (a super admin; an order keeps the one it has). */
  orderInvoice: (id: number | string) => `/api/all-orders/${id}/invoice`,
  /** An order's tax invoice (A4 PDF), once it has an invoice number. */
  orderInvoicePdf: (id: number | string) => `/api/all-orders/${id}/invoice.pdf`,
  /** Records a payment (or a refund: a negative amount) of an order. */
  orderPayments: (id: number | string) => `/api/all-orders/${id}/payments`,
  /** One payment's receipt (A4 PDF). */
  paymentReceipt: (id: number | string) => `/api/payments/${id}/receipt.pdf`,
  /** One order's job ticket (A4 PDF). */
  orderTicket: (id: number | string) => `/api/all-orders/${id}/ticket.pdf`,
  /** Many orders' job tickets in one PDF, one a page. */
  tickets: '/api/tickets.pdf',
  print: (ref: string) => `/api/print/${ref}/`,
  staffUser: (id: number | string) => `/api/staff_users/${id}/`,
  /** A super admin resets a staff user's password (their sessions end). */
  staffUserPassword: (id: number | string) => `/api/staff_users/${id}/password`,
  users: '/api/users/',
  usersExport: '/api/users/export.csv',
  user: (id: number | string) => `/api/users/${id}/`,
  /** A super admin sets (or resets) a customer's password. */
  userPassword: (id: number | string) => `/api/users/${id}/password`,
  /** One customer's orders, coins, redemptions, purchases and referrals, newest first. */
  userTimeline: (id: number | string) => `/api/users/${id}/timeline/`,
  coinInfo: '/api/get-user-coin-info/',
  coinAdjustments: '/api/coin-adjustments/',
  leads: '/api/contact_us/',
  leadsExport: '/api/contact_us/export.csv',
  lead: (id: number | string) => `/api/contact_us/${id}/`,
  subscriptionPlans: '/api/subscription-plans/',
  subscriptionPlansExport: '/api/subscription-plans/export.csv',
  subscriptionPlan: (id: number | string) => `/api/subscription-plans/${id}/`,
  userSubscriptionPlans: '/api/user-subscription-plans/',
  userSubscriptionPlansExport: '/api/user-subscription-plans/export.csv',
  configurations: '/api/configurations',
  dashboard: '/api/dashboard',
  staffDashboard: '/api/staff-dashboard/',
  /** The production board: open orders (and those delivered today) by status, soonest due first. */
  production: '/api/production/',
  qrCodes: '/api/get-qr-codes/',
  qrCodesExport: '/api/get-qr-codes/export.csv',
  qrSave: '/api/save-qr-codes/',
  qrUpdate: '/api/update-qr-codes/',
  qrDelete: '/api/delete-qr-codes/',
  /** Activates or deactivates several QR codes at once. */
  qrBulkUpdate: '/api/qr-codes/bulk-update/',
  /** The PNG of an image-mode QR, for the back-office (super admins). */
  qrImage: (id: number | string) => `/api/qr-codes/${id}/image`,
  qrScans: (id: number | string) => `/api/qr-codes/${id}/scans/`,
  clients: '/api/get-clients/',
  clientsExport: '/api/get-clients/export.csv',
  clientSave: '/api/save-clients/',
  clientUpdate: '/api/update-clients/',
  clientDelete: '/api/delete-clients/',
  vouchers: '/api/get-voucher/',
  vouchersExport: '/api/get-voucher/export.csv',
  voucherSave: '/api/save-voucher/',
  voucherDelete: '/api/delete-vouchers/',
  voucherCodeDelete: '/api/delete-voucher-codes/',
  voucherUpload: '/api/upload_vouchers',
  voucherImage: (id: number | string) => `/api/vouchers/${id}/image`,
  purchasedVouchers: '/api/get-purchased-voucher/',
  purchaseVoucher: '/api/save-purchased-voucher/',
  referralStats: '/referral_app/referrals-stats/',
  referralStatsExport: '/referral_app/referrals-stats/export.csv',
  markFulfilled: '/referral_app/api/mark-as-fulfilled/',
  coupons: '/coupon_app/api/coupons/',
  couponsExport: '/coupon_app/api/coupons/export.csv',
  coupon: (id: number | string) => `/coupon_app/api/coupons/${id}/`,
  /** Who changed what (super admins; read only). */
  auditLog: '/api/audit-log/',
  auditLogExport: '/api/audit-log/export.csv',
  /** The e-mail outbox (super admins): every message written, sent or not. */
  notifications: '/api/notifications/',
  notificationsExport: '/api/notifications/export.csv',
  notification: (id: number | string) => `/api/notifications/${id}`,
  notificationResend: (id: number | string) => `/api/notifications/${id}/resend`,
  /** Each order event's e-mail: subject and body with placeholders (super admins). */
  notificationTemplates: '/api/notification-templates/',
  notificationTemplate: (event: string) => `/api/notification-templates/${event}`,
  notificationTemplatePreview: (event: string) => `/api/notification-templates/${event}/preview`,
  /** The one-click unsubscribe link of a customer's e-mail (public; GET and POST). */
  unsubscribe: (token: string) => `/api/unsubscribe/${token}`,
  /** The job queue's state (super admins). */
  jobs: '/api/jobs/',
  /** Webhook endpoints and their delivery logs (super admins). */
  webhooks: '/api/webhooks/',
  webhooksExport: '/api/webhooks/export.csv',
  webhook: (id: number | string) => `/api/webhooks/${id}/`,
  webhookDeliveries: (id: number | string) => `/api/webhooks/${id}/deliveries`,
  webhookDeliveriesExport: (id: number | string) => `/api/webhooks/${id}/deliveries/export.csv`,
  webhookTest: (id: number | string) => `/api/webhooks/${id}/test`,
  webhookRotateSecret: (id: number | string) => `/api/webhooks/${id}/rotate-secret`,
  // The customers' realm: only a customer's token is a session here (see docs/api.md).
  customerSignup: '/api/customer/signup',
  customerLogin: '/api/customer/login',
  customerLogout: '/api/customer/logout',
  customerMe: '/api/customer/me',
  customerPassword: '/api/customer/password',
  /** The link e-mailed at sign-up, as the public page /verify-email posts it. */
  customerVerifyEmail: '/api/customer/verify-email',
  /** A new verification link for the signed-in customer (the last one stops working). */
  customerVerifyEmailResend: '/api/customer/verify-email/resend',
  customerCouponCheck: '/api/customer/coupons/check',
  customerVouchers: '/api/customer/vouchers',
  customerVoucherImage: (id: number | string) => `/api/customer/vouchers/${id}/image`,
  customerVoucherPurchases: '/api/customer/voucher-purchases',
  customerReferrals: '/api/customer/referrals',
  customerQrRedemptions: '/api/customer/qr-redemptions',
  customerCoins: '/api/customer/coins',
  customerOrders: '/api/customer/orders',
  /** The price, due date and files' pages of an order, with no order made. */
  customerQuote: '/api/customer/quote',
  customerOrder: (id: number | string) => `/api/customer/orders/${id}/`,
  /** The tax invoice of one of the customer's orders (A4 PDF), once it has an invoice number. */
  customerOrderInvoicePdf: (id: number | string) => `/api/customer/orders/${id}/invoice.pdf`,
  /** The PNG an active, valid image-mode QR shows when scanned (public); `code` URL-encoded. */
  qrPublicImage: (code: string) => `/api/qr-image/${code}`,
} as const;

export const APP_NAME_DEFAULT = 'PrintHub';
