import { API } from '@printhub/contract';

import { isApiPath, isCustomerPath, type Access } from './auth';
import { METRICS_PATH } from './metrics';

/** Where the API describes itself: the OpenAPI document and the reference page made from it. */
export const OPENAPI_JSON = '/api/openapi.json';
export const API_DOCS = '/api/docs';

/** Who calls a route: the back office (staff users and super admins), the customers' app, or anyone. */
export type Realm = 'Back office' | 'Customer app' | 'Public';

/** The realms in the order the reference page lists their groups. */
export const REALMS: readonly Realm[] = ['Back office', 'Customer app', 'Public'];

/**
 * A route's realm: the customers' realm is its path (see auth.ts), a route anyone may call is public, and any
 * other is the back office's.
 */
export function realmOf(url: string, access: Access): Realm {
  if (isCustomerPath(url)) return 'Customer app';
  return access === 'public' || !isApiPath(url) ? 'Public' : 'Back office';
}

/**
 * An operation's id (what a generated client names its method: a verb and the resource, `customer…` in the
 * customers' realm), the resource it is about, and its realm when its access would place it elsewhere
 * (the back office's sign-in is public).
 */
type Operation = [operationId: string, resource: string, realm?: Realm];

const get = (path: string) => `GET ${path}`;
const post = (path: string) => `POST ${path}`;
const put = (path: string) => `PUT ${path}`;
const patch = (path: string) => `PATCH ${path}`;
const del = (path: string) => `DELETE ${path}`;

/**
 * Every operation of the API by method and path (Fastify's `:id`), written once here as the paths are in the
 * contract: ids are chosen, not derived from the paths (which keep the original clients' irregular names),
 * so that they read well and stay the same when a path's spelling is all that changes. The document's tag of
 * an operation is `<realm>: <resource>`. A test checks that every route has one and that the ids are unique.
 */
export const OPERATIONS: Record<string, Operation> = {
  [get(OPENAPI_JSON)]: ['getOpenApiDocument', 'Server'],
  [get(METRICS_PATH)]: ['getMetrics', 'Server'],
  [get(API.health)]: ['getHealth', 'Server'],
  [get(API.ready)]: ['getReadiness', 'Server'],
  [get(API.appInfo)]: ['getAppInfo', 'Server'],

  [post(API.login)]: ['signIn', 'Account', 'Back office'],
  [get(API.profile)]: ['getProfile', 'Account'],
  [post(API.logout)]: ['signOut', 'Account'],
  [post(API.updatePassword)]: ['changePassword', 'Account'],

  [post(API.staffUsersCreate)]: ['createStaffUser', 'Staff users'],
  [get(API.staffUsers)]: ['listStaffUsers', 'Staff users'],
  [get(API.staffUsersExport)]: ['exportStaffUsers', 'Staff users'],
  [patch(API.staffUser(':id'))]: ['updateStaffUser', 'Staff users'],
  [post(API.staffUserPassword(':id'))]: ['setStaffUserPassword', 'Staff users'],

  [get(API.allOrders)]: ['listOrders', 'Orders'],
  [post(API.allOrders)]: ['placeCounterOrder', 'Orders'],
  [post(API.quote)]: ['quoteCounterOrder', 'Orders'],
  [get(API.ordersExport)]: ['exportOrders', 'Orders'],
  [post(API.ordersBulkUpdate)]: ['bulkUpdateOrders', 'Orders'],
  [get(API.order(':id'))]: ['getOrder', 'Orders'],
  [patch(API.order(':id'))]: ['updateOrder', 'Orders'],
  [get(API.myOrders)]: ['listMyOrders', 'Orders'],
  [get(API.myOrdersExport)]: ['exportMyOrders', 'Orders'],
  [get(API.orderFiles)]: ['listOrderFiles', 'Orders'],
  [get(API.orderFileDownload(':id'))]: ['downloadOrderFile', 'Orders'],
  [get(API.orderFilePage(':id', ':n'))]: ['getOrderFilePage', 'Orders'],
  [get(API.orderStatus)]: ['listOrderStatuses', 'Orders'],
  [post(API.orderInvoice(':id'))]: ['numberOrderInvoice', 'Orders'],
  [get(API.orderInvoicePdf(':id'))]: ['getOrderInvoicePdf', 'Orders'],
  [post(API.orderPayments(':id'))]: ['recordOrderPayment', 'Orders'],
  [get(API.paymentReceipt(':id'))]: ['getPaymentReceiptPdf', 'Orders'],
  [get(API.orderTicket(':id'))]: ['getOrderTicket', 'Orders'],
  [post(API.tickets)]: ['printOrderTickets', 'Orders'],
  [get(API.print(':ref'))]: ['getPrintDetail', 'Orders'],

  [get(API.users)]: ['listCustomers', 'Customers'],
  [post(API.users)]: ['createCustomer', 'Customers'],
  [get(API.usersExport)]: ['exportCustomers', 'Customers'],
  [get(API.user(':id'))]: ['getCustomer', 'Customers'],
  [patch(API.user(':id'))]: ['updateCustomer', 'Customers'],
  [post(API.userPassword(':id'))]: ['setCustomerPassword', 'Customers'],
  [get(API.userTimeline(':id'))]: ['getCustomerTimeline', 'Customers'],
  [get(API.customersSearch)]: ['searchCustomers', 'Customers'],

  [get(API.coinInfo)]: ['getCoinInfo', 'Coins'],
  [post(API.coinAdjustments)]: ['createCoinAdjustment', 'Coins'],

  [get(API.leads)]: ['listLeads', 'Leads'],
  [get(API.leadsExport)]: ['exportLeads', 'Leads'],
  [patch(API.lead(':id'))]: ['updateLead', 'Leads'],

  [get(API.subscriptionPlans)]: ['listSubscriptionPlans', 'Subscriptions'],
  [post(API.subscriptionPlans)]: ['createSubscriptionPlan', 'Subscriptions'],
  [get(API.subscriptionPlansExport)]: ['exportSubscriptionPlans', 'Subscriptions'],
  [put(API.subscriptionPlan(':id'))]: ['updateSubscriptionPlan', 'Subscriptions'],
  [get(API.userSubscriptionPlans)]: ['listCustomerSubscriptions', 'Subscriptions'],
  [get(API.userSubscriptionPlansExport)]: ['exportCustomerSubscriptions', 'Subscriptions'],

  [get(API.configurations)]: ['getConfigurations', 'Configurations'],
  [patch(API.configurations)]: ['updateConfigurations', 'Configurations'],

  [get(API.dashboard)]: ['getDashboard', 'Dashboard'],
  [get(API.staffDashboard)]: ['getStaffDashboard', 'Dashboard'],
  [get(API.production)]: ['getProductionBoard', 'Orders'],

  [get(API.qrCodes)]: ['listQrCodes', 'QR codes'],
  [get(API.qrCodesExport)]: ['exportQrCodes', 'QR codes'],
  [post(API.qrSave)]: ['createQrCode', 'QR codes'],
  [post(API.qrUpdate)]: ['updateQrCode', 'QR codes'],
  [del(API.qrDelete)]: ['deleteQrCodes', 'QR codes'],
  [post(API.qrBulkUpdate)]: ['bulkUpdateQrCodes', 'QR codes'],
  [get(API.qrImage(':id'))]: ['getQrCodeImage', 'QR codes'],
  [get(API.qrScans(':id'))]: ['listQrCodeScans', 'QR codes'],
  [get('/')]: ['scanQrCode', 'QR codes'],
  [get(API.qrPublicImage(':code'))]: ['getScannedQrCodeImage', 'QR codes'],

  [get(API.clients)]: ['listClients', 'Clients'],
  [get(API.clientsExport)]: ['exportClients', 'Clients'],
  [post(API.clientSave)]: ['createClient', 'Clients'],
  [post(API.clientUpdate)]: ['updateClient', 'Clients'],
  [del(API.clientDelete)]: ['deleteClients', 'Clients'],

  [get(API.vouchers)]: ['listVouchers', 'Vouchers'],
  [get(API.vouchersExport)]: ['exportVouchers', 'Vouchers'],
  [post(API.voucherSave)]: ['createVoucher', 'Vouchers'],
  [put(API.voucherSave)]: ['updateVoucher', 'Vouchers'],
  [del(API.voucherDelete)]: ['deleteVouchers', 'Vouchers'],
  [del(API.voucherCodeDelete)]: ['deleteVoucherCodes', 'Vouchers'],
  [post(API.voucherUpload)]: ['uploadVoucherCodes', 'Vouchers'],
  [get(API.voucherImage(':id'))]: ['getVoucherImage', 'Vouchers'],
  [get(API.purchasedVouchers)]: ['listVoucherPurchases', 'Vouchers'],
  [post(API.purchaseVoucher)]: ['createVoucherPurchase', 'Vouchers'],

  [get(API.referralStats)]: ['listReferralStats', 'Referrals'],
  [get(API.referralStatsExport)]: ['exportReferralStats', 'Referrals'],
  [post(API.markFulfilled)]: ['markReferralFulfilled', 'Referrals'],

  [get(API.coupons)]: ['listCoupons', 'Coupons'],
  [post(API.coupons)]: ['createCoupon', 'Coupons'],
  [get(API.couponsExport)]: ['exportCoupons', 'Coupons'],
  [put(API.coupon(':id'))]: ['updateCoupon', 'Coupons'],
  [del(API.coupon(':id'))]: ['deleteCoupon', 'Coupons'],

  [get(API.auditLog)]: ['listAuditLog', 'Audit log'],
  [get(API.auditLogExport)]: ['exportAuditLog', 'Audit log'],

  [get(API.jobs)]: ['getJobsSummary', 'Jobs'],
  [get(API.notifications)]: ['listNotifications', 'Notifications'],
  [get(API.notificationsExport)]: ['exportNotifications', 'Notifications'],
  [get(API.notification(':id'))]: ['getNotification', 'Notifications'],
  [post(API.notificationResend(':id'))]: ['resendNotification', 'Notifications'],
  [get(API.notificationTemplates)]: ['listNotificationTemplates', 'Notifications'],
  [get(API.notificationTemplate(':event'))]: ['getNotificationTemplate', 'Notifications'],
  [put(API.notificationTemplate(':event'))]: ['updateNotificationTemplate', 'Notifications'],
  [post(API.notificationTemplatePreview(':event'))]: ['previewNotificationTemplate', 'Notifications'],
  [get(API.unsubscribe(':token'))]: ['openUnsubscribeLink', 'E-mail'],
  [post(API.unsubscribe(':token'))]: ['unsubscribeOneClick', 'E-mail'],

  [get(API.webhooks)]: ['listWebhooks', 'Webhooks'],
  [get(API.webhooksExport)]: ['exportWebhooks', 'Webhooks'],
  [post(API.webhooks)]: ['createWebhook', 'Webhooks'],
  [get(API.webhook(':id'))]: ['getWebhook', 'Webhooks'],
  [patch(API.webhook(':id'))]: ['updateWebhook', 'Webhooks'],
  [del(API.webhook(':id'))]: ['deleteWebhook', 'Webhooks'],
  [get(API.webhookDeliveries(':id'))]: ['listWebhookDeliveries', 'Webhooks'],
  [get(API.webhookDeliveriesExport(':id'))]: ['exportWebhookDeliveries', 'Webhooks'],
  [post(API.webhookTest(':id'))]: ['sendWebhookTestEvent', 'Webhooks'],
  [post(API.webhookRotateSecret(':id'))]: ['rotateWebhookSecret', 'Webhooks'],

  [post(API.customerSignup)]: ['customerSignUp', 'Account'],
  [post(API.customerLogin)]: ['customerSignIn', 'Account'],
  [post(API.customerLogout)]: ['customerSignOut', 'Account'],
  [get(API.customerMe)]: ['customerGetProfile', 'Account'],
  [patch(API.customerMe)]: ['customerUpdateProfile', 'Account'],
  [post(API.customerVerifyEmail)]: ['customerVerifyEmail', 'Account', 'Customer app'],
  [post(API.customerVerifyEmailResend)]: ['customerResendVerificationEmail', 'Account'],
  [post(API.customerPassword)]: ['customerChangePassword', 'Account'],
  [post(API.customerOrders)]: ['customerPlaceOrder', 'Orders'],
  [post(API.customerQuote)]: ['customerQuoteOrder', 'Orders'],
  [get(API.customerOrders)]: ['customerListOrders', 'Orders'],
  [get(API.customerOrder(':id'))]: ['customerGetOrder', 'Orders'],
  [get(API.customerOrderInvoicePdf(':id'))]: ['customerGetOrderInvoicePdf', 'Orders'],
  [get(API.customerCoins)]: ['customerGetCoins', 'Coins'],
  [post(API.customerQrRedemptions)]: ['customerRedeemQrCode', 'QR codes'],
  [get(API.customerVouchers)]: ['customerListVouchers', 'Vouchers'],
  [get(API.customerVoucherImage(':id'))]: ['customerGetVoucherImage', 'Vouchers'],
  [post(API.customerVoucherPurchases)]: ['customerPurchaseVoucher', 'Vouchers'],
  [get(API.customerVoucherPurchases)]: ['customerListVoucherPurchases', 'Vouchers'],
  [get(API.customerReferrals)]: ['customerListReferrals', 'Referrals'],
  [post(API.customerCouponCheck)]: ['customerCheckCoupon', 'Coupons'],
};

/** The operation id and tag of `method` on `url` (Fastify's form), when the table names it. */
export function operationOf(
  method: string,
  url: string,
  access: Access,
): { operationId: string; tag: string } | undefined {
  const operation = OPERATIONS[`${method} ${url}`];
  if (!operation) return undefined;
  const [operationId, resource, realm] = operation;
  return { operationId, tag: `${realm ?? realmOf(url, access)}: ${resource}` };
}
