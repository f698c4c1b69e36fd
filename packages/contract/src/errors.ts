// `zod/mini`: the web client reads these shapes on every screen, the sign-in screen included (see text.ts).
import * as z from 'zod/mini';

/** The error shapes of docs/api.md, shared by the API's error handler and the web client. */
export const ZFieldError = z.object({
  message: z.string(),
  /** `line` and `column` point into an uploaded file (a CSV row report). */
  context: z.object({ key: z.string(), line: z.optional(z.int()), column: z.optional(z.string()) }),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/**
 * `error_count` is there when the list is a CSV's row report, which lists only the first problems: the total
 * number of problems in the file.
 */
export const ZValidationErrorResponse = z.object({
  errors: z.array(ZFieldError),
  error_count: z.optional(z.int()),
});
export type TValidationErrorResponse = z.infer<typeof ZValidationErrorResponse>;

/** `request_id` is there on a 5xx: the request's X-Request-Id, for the person who saw the failure to quote. */
export const ZErrorResponse = z.object({ error: z.string(), request_id: z.optional(z.string()) });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const REQUIRED_MESSAGE = 'This field is Required';

/** Digits grouped by thousands ('1,000,000'), written out: a page's first toLocaleString is a long task. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** A number's bounds as a person reads them, for every schema: 'Must be 1,000,000 or less'. */
export const atMostMessage = (max: number): string => `Must be ${grouped(max)} or less`;
/** 'Must be 1 or more'. */
export const atLeastMessage = (min: number): string => `Must be ${grouped(min)} or more`;
/** A value outside a fixed list: 'Must be one of: a, b, c'. */
export const oneOfMessage = (values: readonly string[]): string => `Must be one of: ${values.join(', ')}`;
