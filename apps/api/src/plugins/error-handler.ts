import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError, isDatabaseUnavailable } from '../lib/app-error';
import { logSafeError } from '../lib/log-safe-error';
import { isApiPath } from './auth';
import { REQUEST_ID_HEADER } from './request-id';

import type { TFieldError } from '@printhub/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

function keyOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function validationErrors(err: FastifyError): TFieldError[] {
  const context = err.validationContext ?? 'body';
  if (!hasZodFastifySchemaValidationErrors(err)) return [{ message: err.message, context: { key: context } }];
  return err.validation.map((v) => {
    const key = keyOf(v.instancePath);
    const message = v.message ?? 'Invalid value';
    if (key) return { message, context: { key } };
    return {
      message: context === 'body' ? 'Request body must be a JSON object' : message,
      context: { key: context },
    };
  });
}

const PLAIN_MESSAGES: Record<number, string> = {
  400: 'The request could not be read',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
};

/**
 * The router's own refusals, answered before any route or hook runs (so not by the error handler below): a
 * Malformed %-escape in the path (400) and a path parameter over maxParamLength (414). The error shapes of docs/api.md.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // Answered without the hooks: no-store and the request id are set here rather than by the plugins' hooks.
  reply.header('cache-control', 'no-store').header(REQUEST_ID_HEADER, req.id);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ error: 'The address is too long' });
  }
  return reply
    .status(400)
    .send({ errors: [{ message: 'The address could not be read', context: { key: 'url' } }] });
}

/** A 5xx says which request failed, so that the person who saw it can quote it (the log lines carry it too). */
function serverError(req: FastifyRequest, reply: FastifyReply, status: number, error: string) {
  return reply.status(status).send({ error, request_id: req.id });
}

/** One place that turns every failure into the error shapes of docs/api.md and hides 5xx details. */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
      if (err instanceof AppError) {
        reply.headers(err.headers);
        if (err.fieldErrors.length > 0) {
          const count = err.errorCount === undefined ? {} : { error_count: err.errorCount };
          return reply.status(err.statusCode).send({ errors: err.fieldErrors, ...count });
        }
        if (err.statusCode >= 500) return serverError(req, reply, err.statusCode, err.message);
        return reply.status(err.statusCode).send({ error: err.message });
      }
      if (err.validation) return reply.status(400).send({ errors: validationErrors(err) });
      const status = err.statusCode ?? 500;
      if (status === 400) {
        // Malformed JSON, an empty JSON body and other parser failures.
        return reply
          .status(400)
          .send({ errors: [{ message: PLAIN_MESSAGES[400], context: { key: 'body' } }] });
      }
      if (status > 400 && status < 500) {
        return reply.status(status).send({ error: PLAIN_MESSAGES[status] ?? err.message });
      }
      req.log.error({ err: logSafeError(err) }, 'request failed');
      if (isDatabaseUnavailable(err)) {
        return serverError(req, reply, 503, 'The service is temporarily unavailable');
      }
      return serverError(req, reply, 500, 'Internal server error');
    });

    app.setNotFoundHandler(async (req, reply) => {
      // A missing asset (an old hashed file name) or any path whose last part looks like a file name
      // (/favicon.ico, /files/x.pdf, a .map) must be a 404, not the app's HTML; client routes have no dot there.
      const pathname = req.url.split('?')[0]!;
      const isPageRequest =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !isApiPath(req.url) &&
        !pathname.startsWith('/assets/') &&
        !/\.[^/]*$/.test(pathname);
      if (!isPageRequest) return reply.status(404).send({ error: 'Not found' });
      return app.sendSpa(reply);
    });
  },
  { name: 'error-handler', dependencies: ['web'] },
);
