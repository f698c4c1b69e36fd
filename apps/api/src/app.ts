import multipart from '@fastify/multipart';
import Fastify, { type FastifySchema, type FastifyServerOptions, type HTTPMethods } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { clientErrorHandler } from './lib/client-error';
import { DEFAULT_SHOP_TIME_ZONE } from './lib/clock';
import { MULTIPART_MAX_BYTES } from './lib/multipart';
import { responseSerializerCompiler } from './lib/serializer';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { coinsRoutes } from './modules/coins/coins.routes';
import { configurationsRoutes } from './modules/configurations/configurations.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { customersAuthRoutes } from './modules/customers/customers.auth.routes';
import { customersEmailRoutes } from './modules/customers/customers.email.routes';
import { customersRoutes } from './modules/customers/customers.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { counterOrdersRoutes } from './modules/orders/orders.counter.routes';
import { customerOrdersRoutes } from './modules/orders/orders.customer.routes';
import { productionRoutes } from './modules/orders/orders.production.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { orderTicketsRoutes } from './modules/orders/orders.tickets.routes';
import { DEFAULT_MAX_PDF_BYTES } from './modules/orders/orders.upload.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { qrRedemptionRoutes } from './modules/qr-codes/qr-codes.redemptions.routes';
import { qrCodesRoutes } from './modules/qr-codes/qr-codes.routes';
import { qrScanRoutes } from './modules/qr-codes/qr-codes.scan.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { staffUsersRoutes } from './modules/staff-users/staff-users.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { systemRoutes } from './modules/system/system.routes';
import { vouchersCustomerRoutes } from './modules/vouchers/vouchers.customer.routes';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import authPlugin, { type Access } from './plugins/auth';
import clock from './plugins/clock';
import dbPlugin from './plugins/db';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import events from './plugins/events';
import jobsPlugin, { type AppJob } from './plugins/jobs';
import metrics from './plugins/metrics';
import noNul from './plugins/no-nul';
import openapi from './plugins/openapi';
import requestIdPlugin, { requestId } from './plugins/request-id';
import security from './plugins/security';
import storagePlugin from './plugins/storage';
import web from './plugins/web';

import type { TConfig } from './config';
import type { Database } from './db/client';
import type { FileStore } from './modules/orders/orders.storage.service';
import type { WebhookSettings } from './modules/webhooks/webhooks.settings.service';

export type AppOptions = {
  config: Pick<
    TConfig,
    'appName' | 'tokenTtlMs' | 'tokenIdleMs' | 'trustProxy' | 'requestTimeoutMs' | 'webDist'
  > &
    Partial<
      Pick<
        TConfig,
        'maxPdfBytes' | 'metricsToken' | 'shopTimeZone' | 'shutdownGraceMs' | 'webhooksAllowPrivate'
      >
    > & {
      publicUrl: () => string;
    };
  database: Database;
  /** Where order files and page images are kept: the database unless given (server.ts reads STORAGE_URL). */
  storage?: FileStore;
  /** What time it is for every rule that asks (due dates, "today"): the wall clock unless given (tests fix it). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** How webhooks are retried and cut (tests shorten the waits); the destinations allowed come from the config. */
  webhooks?: Partial<Omit<WebhookSettings, 'allowPrivate'>>;
  /** E-mail: no `smtpUrl` keeps it off (messages wait in the outbox); tests shorten the retry delays. */
  mail?: { smtpUrl?: string; from?: string; retryDelaySeconds?: number; pollSeconds?: number };
  /** Awaited before each write of a voucher CSV upload (a test pauses an upload there). */
  voucherUploadHook?: () => Promise<void>;
  /** Kinds of job worked beside the modules' own (tests add theirs). */
  jobs?: AppJob<never>[];
  /** Whether this process queues the scheduled jobs when they come due (default true; tests turn it off). */
  runSchedules?: boolean;
  /** Told about every route as it is added (tests list the route inventory with it). */
  onRoute?: (route: RegisteredRoute) => void;
};

/** What `onRoute` is told about a route. */
export type RegisteredRoute = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  /** The same function for a GET and the HEAD route Fastify adds for it. */
  handler: unknown;
  schema?: FastifySchema;
  config?: { access?: Access };
};

/** Builds the whole HTTP app on an open, migrated database. Listening is the caller's business. */
export async function buildApp(opts: AppOptions) {
  const requestTimeout = opts.config.requestTimeoutMs;
  const app = Fastify({
    logger: opts.logger ?? false,
    // X-Request-Id: the caller's when sane, else a new one; the logger binds it to every line as `reqId`.
    requestIdHeader: false,
    genReqId: requestId,
    // Behind one reverse proxy: the client is the address that proxy saw (the last X-Forwarded-For entry),
    // never an earlier entry, which the client itself may have written.
    trustProxy: opts.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    // The whole request, headers and body, must arrive within REQUEST_TIMEOUT_S (408 and closed if not).
    // Node checks every connection's deadline at an interval: a tenth of the timeout, at most 30 s.
    requestTimeout,
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeout / 10))),
    },
    bodyLimit: 1024 * 1024,
    // While stopping (SIGTERM), a request that reaches a connection already open is served, not refused
    // with a 503: no new connection is accepted, and each answer then closes its connection.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    // An address too long to read answers a browser with a page, not a raw JSON 431.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const onRoute = opts.onRoute;
  // Before any route is added, so that it sees them all.
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // JSON in, JSON out: a text body on a JSON route is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain');

  // First: every answer, whatever refuses it later, carries its request id.
  await app.register(requestIdPlugin);
  // Routes that take files read them with readMultipart(), which sets each route's own file limit.
  await app.register(multipart, { limits: { fileSize: MULTIPART_MAX_BYTES } });
  await app.register(dbPlugin, { database: opts.database });
  await app.register(storagePlugin, { storage: opts.storage });
  await app.register(jobsPlugin, { graceMs: opts.config.shutdownGraceMs, runSchedules: opts.runSchedules });
  await app.register(clock, {
    clock: {
      now: opts.now ?? (() => new Date()),
      timeZone: opts.config.shopTimeZone ?? DEFAULT_SHOP_TIME_ZONE,
    },
  });
  await app.register(events, {
    smtpUrl: opts.mail?.smtpUrl,
    from: opts.mail?.from ?? `${opts.config.appName} <no-reply@localhost>`,
    shopName: opts.config.appName,
    publicUrl: opts.config.publicUrl,
    retryDelaySeconds: opts.mail?.retryDelaySeconds ?? 30,
    pollSeconds: opts.mail?.pollSeconds,
  });
  await app.register(security);
  await app.register(web, { webDist: opts.config.webDist });
  await app.register(errorHandler);
  await app.register(noNul);
  await app.register(authPlugin, { tokenIdleMs: opts.config.tokenIdleMs });
  await app.register(openapi, { appName: opts.config.appName });
  await app.register(metrics, { token: opts.config.metricsToken, database: opts.database });

  await app.register(systemRoutes, { appName: opts.config.appName, publicUrl: opts.config.publicUrl });
  await app.register(authRoutes, { tokenTtlMs: opts.config.tokenTtlMs });
  await app.register(staffUsersRoutes);
  await app.register(ordersRoutes);
  await app.register(orderTicketsRoutes, { appName: opts.config.appName, publicUrl: opts.config.publicUrl });
  await app.register(productionRoutes);
  await app.register(paymentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(customersRoutes);
  await app.register(customersAuthRoutes, { tokenTtlMs: opts.config.tokenTtlMs });
  await app.register(customersEmailRoutes);
  await app.register(customerOrdersRoutes, { maxPdfBytes: opts.config.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES });
  await app.register(counterOrdersRoutes, { maxPdfBytes: opts.config.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES });
  await app.register(coinsRoutes);
  await app.register(leadsRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(configurationsRoutes);
  await app.register(dashboardRoutes);
  await app.register(qrCodesRoutes);
  await app.register(qrScanRoutes);
  await app.register(qrRedemptionRoutes);
  await app.register(clientsRoutes);
  await app.register(vouchersRoutes, { beforeWrite: opts.voucherUploadHook });
  await app.register(vouchersCustomerRoutes);
  await app.register(referralsRoutes);
  await app.register(couponsRoutes);
  await app.register(auditLogRoutes);
  await app.register(jobsRoutes);
  await app.register(webhooksRoutes, {
    ...opts.webhooks,
    allowPrivate: opts.config.webhooksAllowPrivate ?? false,
  });
  await app.register(notificationsRoutes);
  for (const job of opts.jobs ?? []) app.jobs.work(job);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
