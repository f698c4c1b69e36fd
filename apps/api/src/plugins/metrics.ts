import { createHash, timingSafeEqual } from 'node:crypto';

import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import { AppError } from '../lib/app-error';
import { processRegistry, startDefaultMetrics } from '../lib/metrics';

import type { Database } from '../db/client';
import type pg from 'pg';

/** Where Prometheus scrapes; outside /api/ (no session, no JSON): the scraper sends METRICS_TOKEN. */
export const METRICS_PATH = '/metrics';

/** The route label of a request that matched no route (unknown paths, the web app's pages). */
const UNMATCHED = 'unmatched';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares the whole header with the expected one in constant time (both hashed to the same length). */
function isExpectedHeader(header: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(header?.trim() ?? ''), digest(`Bearer ${token}`));
}

/** The database's connections: a pg pool's own counts; PGlite is one connection inside the process. */
function poolGauges(registry: Registry, database: Database) {
  new Gauge({
    name: 'printhub_db_pool_connections',
    help: 'Database connections by state: total, idle, and waiting (requests queued for a connection). PGlite reports its one embedded connection as total only.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (database.kind === 'pglite') {
        this.set({ state: 'total' }, 1);
        return;
      }
      const pool = database.client as pg.Pool;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'printhub_db_pool_max',
    help: 'The most connections the pool opens (1 for PGlite).',
    labelNames: ['engine'] as const,
    registers: [registry],
    collect() {
      const max = database.kind === 'pglite' ? 1 : ((database.client as pg.Pool).options.max ?? 10);
      this.set({ engine: database.kind }, max);
    },
  });
}

/** Counts and times every answer, labelled by route pattern (never the raw URL) and status. */
function requestMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  return { requests, duration };
}

/**
 * GET /metrics in Prometheus text format, only with `Authorization: Bearer METRICS_TOKEN`. Without a token
 * configured the route answers 404 like any unknown path, and nothing is measured.
 */
export default fp<{ token?: string; database: Database }>(
  async (app, opts) => {
    const token = opts.token;
    const registry = new Registry();
    if (token) {
      startDefaultMetrics();
      poolGauges(registry, opts.database);
      const { requests, duration } = requestMetrics(registry);
      app.addHook('onResponse', async (req, reply) => {
        const labels = {
          method: req.method,
          route: req.routeOptions.url ?? UNMATCHED,
          status_code: reply.statusCode,
        };
        requests.inc(labels);
        duration.observe(labels, reply.elapsedTime / 1000);
      });
    }

    app.get(
      METRICS_PATH,
      {
        config: {
          access: 'public',
          answers: { 200: { description: 'The metrics.', type: 'text/plain' } },
        },
        schema: {
          description:
            'Prometheus text format. Needs `Authorization: Bearer` with the server’s METRICS_TOKEN (401 without it); 404 when METRICS_TOKEN is not set.',
          security: [{ metricsToken: [] }],
        },
      },
      async (req, reply) => {
        if (!token) throw new AppError('NOT_FOUND', 'Not found');
        if (!isExpectedHeader(req.headers.authorization, token)) {
          const refusal = new AppError('UNAUTHORIZED', 'Not signed in');
          refusal.headers['www-authenticate'] = 'Bearer';
          throw refusal;
        }
        const merged = Registry.merge([processRegistry, registry]);
        reply.header('content-type', merged.contentType).header('cache-control', 'no-store');
        return merged.metrics();
      },
    );
  },
  { name: 'metrics' },
);
