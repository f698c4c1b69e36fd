import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error';
import { findNul, NUL_MESSAGE } from '../lib/nul';

/**
 * A NUL anywhere in the path parameters, query or JSON body is refused here with a 400 naming the field,
 * before validation and before any query (PostgreSQL would fail on it: a 500). Multipart fields are checked
 * where they are read, in readMultipart.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      for (const [part, value] of [
        ['params', req.params],
        ['query', req.query],
        ['body', req.body],
      ] as const) {
        const at = findNul(value);
        if (at) throw AppError.field(at.join('.') || part, NUL_MESSAGE);
      }
    });
  },
  { name: 'no-nul' },
);
