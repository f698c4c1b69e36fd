import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What of a database driver's error may be logged: what failed and where, none of the values involved. */
const SAFE_CAUSE_FIELDS = ['name', 'code', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

/**
 * The error as it may be logged. A failed query's error carries its parameters (a customer's name, e-mail,
 * mobile…) in its message and stack, and the driver's error quotes values in its message and detail: the
 * log keeps the SQL (placeholders only) and the driver's code and constraint, and no value. Any other error
 * is logged as it is.
 */
export function logSafeError(err: unknown): unknown {
  if (!(err instanceof DrizzleQueryError)) return err;
  const safe = new Error(`Failed query: ${err.query}`);
  safe.name = 'DrizzleQueryError';
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  const cause = err.cause as Record<string, unknown> | undefined;
  if (cause && typeof cause === 'object') {
    safe.cause = Object.fromEntries(
      SAFE_CAUSE_FIELDS.filter((k) => cause[k] !== undefined).map((k) => [k, cause[k]]),
    );
  }
  return safe;
}
