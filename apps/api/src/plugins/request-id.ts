import { randomUUID } from 'node:crypto';

import fp from 'fastify-plugin';

import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or client may name a request with: short, and nothing a log line or header could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is sane (a proxy's id carries on through this
 * server's log lines), otherwise a new UUID. Fastify's own `requestIdHeader` would take any value as it came.
 */
export function requestId(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Every answer says its request id (the logger binds it to every line of the request as `reqId`), so that
 * a user can quote it and an operator find the lines. Set on the request's first hook: errors thrown by
 * later hooks (a refused token) keep it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header(REQUEST_ID_HEADER, req.id);
      done();
    });
  },
  { name: 'request-id' },
);
