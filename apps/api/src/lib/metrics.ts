import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What the process as a whole counts, whichever app served the request: the business counters (services
 * count where the thing happens, after its transaction committed) and Node's own metrics (memory, CPU,
 * event-loop lag, handles). Each app adds its own requests and database pool (plugins/metrics.ts).
 */
export const processRegistry = new Registry();

export const businessMetrics = {
  ordersPlaced: new Counter({
    name: 'printhub_orders_placed_total',
    help: 'Orders placed by customers.',
    registers: [processRegistry],
  }),
  qrScans: new Counter({
    name: 'printhub_qr_scans_total',
    help: 'Public QR scans, by outcome: counted (redirect or image) or refused (unknown, inactive, expired, unusable).',
    labelNames: ['outcome'] as const,
    registers: [processRegistry],
  }),
  qrRedemptions: new Counter({
    name: 'printhub_qr_redemptions_total',
    help: 'QR codes redeemed by customers for coins.',
    registers: [processRegistry],
  }),
  voucherPurchases: new Counter({
    name: 'printhub_voucher_purchases_total',
    help: 'Vouchers bought with coins, by channel: back_office (a super admin for a user) or customer.',
    labelNames: ['channel'] as const,
    registers: [processRegistry],
  }),
  signInFailures: new Counter({
    name: 'printhub_sign_in_failures_total',
    help: 'Refused sign-ins, by realm (staff or customer) and reason (invalid_credentials or deactivated).',
    labelNames: ['realm', 'reason'] as const,
    registers: [processRegistry],
  }),
};

let defaultMetricsStarted = false;

/**
 * Node's default metrics, started once per process (by the first app that serves /metrics), so that a
 * script that only imports a service starts no event-loop monitor.
 */
export function startDefaultMetrics(): void {
  if (defaultMetricsStarted) return;
  defaultMetricsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}
