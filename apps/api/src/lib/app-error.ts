import type { TFieldError } from '@printhub/contract';

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

/** The one error services throw; the error handler turns it into the error shapes of docs/api.md. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries (Retry-After on a 429 or 503). */
  headers: Record<string, string> = {};
  /** With `fieldErrors`, the total number of problems when only the first are listed (a CSV's row report). */
  errorCount?: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors: TFieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }

  /** A 429 that says when to try again. */
  static tooManyRequests(message: string, retryAfterSeconds: number): AppError {
    return new AppError('TOO_MANY_REQUESTS', message).retryAfter(retryAfterSeconds);
  }

  /** A 503 for work refused because the server is at capacity (the password hashing pool is full). */
  static busy(): AppError {
    return new AppError('SERVICE_UNAVAILABLE', 'The server is busy. Try again in a moment.').retryAfter(1);
  }

  private retryAfter(seconds: number): this {
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(seconds)));
    return this;
  }

  /** A 400 naming every field a zod schema refused (for bodies Fastify does not validate, e.g. multipart). */
  static fromZod(error: { issues: { path: PropertyKey[]; message: string }[] }): AppError {
    const fields = error.issues.map((i) => ({
      message: i.message,
      context: { key: i.path.map(String).join('.') || 'body' },
    }));
    return new AppError('BAD_REQUEST', fields[0]?.message ?? 'Invalid request', fields);
  }

  /** A 400 naming one field, the shape forms map onto their inputs. */
  static field(key: string, message: string): AppError {
    return new AppError('BAD_REQUEST', message, [{ message, context: { key } }]);
  }
}

/** PostgreSQL's unique_violation, as raised by pg or PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** PostgreSQL's foreign_key_violation (a row inserted for a parent deleted meanwhile). */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|terminating connection|server closed the connection|connection error|timeout exceeded when trying to connect/i;

/**
 * The database is away (refused, restarting, shut down, connection lost): the request may succeed later,
 * so it is a 503, not a 500. Drizzle wraps the driver's error, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * The ids an all-or-nothing delete removed, sorted; a 404 naming the ones that did not exist (thrown inside
 * the transaction, so nothing is deleted).
 */
export function allDeleted(what: string, ids: number[], deleted: number[]): number[] {
  const missing = ids.filter((id) => !deleted.includes(id));
  if (missing.length > 0) throw new AppError('NOT_FOUND', `${what} not found: ${missing.join(', ')}`);
  return [...deleted].sort((a, b) => a - b);
}
