import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error';
import { findInputProblem, NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../lib/nul';

/**
 * A NUL anywhere in the path parameters, query or JSON body is refused here with a 400 naming the field,
 * before validation and before any query (PostgreSQL would fail on it: a 500). Multipart fields are checked
 * where they are read, in readMultipart. JSON nested deeper than MAX_DEPTH is refused here too (400 on the
 * part), before anything walks it.
 */
export default fp(
  async (app) => {
    // A callback hook: no promise per request for a check that never waits.
    app.addHook('preValidation', (req, _reply, done) => {
      for (const [part, value] of [
        ['params', req.params],
        ['query', req.query],
        ['body', req.body],
      ] as const) {
        const found = findInputProblem(value);
        if (found?.problem === 'depth') return done(AppError.field(part, TOO_DEEP_MESSAGE));
        if (found) return done(AppError.field(found.path.join('.') || part, NUL_MESSAGE));
      }
      done();
    });
  },
  { name: 'no-nul' },
);
