import { parse } from 'zod/v4/core';

import { ZErrorResponse, ZValidationErrorResponse, type TFieldError } from '@printhub/contract';

import { clearSession, getToken } from './auth-storage';
import { loginPathFor } from './safe-next-path';

import type { $ZodType } from 'zod/v4/core';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/**
 * Every failed call throws this: the status, the 400 field errors by field name, and a message for a person.
 * `errors` keeps every entry of a 400 report, for a report with many under one key (a CSV's bad rows).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly errors: readonly TFieldError[];
  /** How many problems the report found: more than `errors` when it lists only the first (a CSV's rows). */
  readonly errorCount: number;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    errors: readonly TFieldError[] = [],
    errorCount = errors.length,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.errors = errors;
    this.errorCount = errorCount;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const validation = ZValidationErrorResponse.safeParse(body);
  if (validation.success) {
    const fieldErrors: Record<string, string> = {};
    // The first message per field is the one shown under it.
    for (const { message, context } of validation.data.errors) fieldErrors[context.key] ??= message;
    const first = validation.data.errors[0]?.message ?? 'Please check the highlighted fields';
    return new ApiError(status, first, fieldErrors, validation.data.errors, validation.data.error_count);
  }
  const single = ZErrorResponse.safeParse(body);
  if (single.success) return new ApiError(status, single.data.error);
  return new ApiError(status, `Request failed with status ${status}`);
}

/**
 * Turns a Response into data or an ApiError. With a schema, the body is checked against the contract so a
 * changed API shows up as an error here, not as `undefined` deep inside a screen.
 */
export async function parseResponse<T = unknown>(response: Response, schema?: $ZodType<T>): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return schema ? parse(schema, body) : (body as T);
}

/** A 401 on an authenticated call means the token is gone or revoked: start again at the sign-in screen. */
export function handleUnauthorized(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.location.assign(loginPathFor(pathname, search));
}

export const NETWORK_ERROR_TEXT = 'Could not reach the server — please check your connection';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  schema?: $ZodType<T>;
  /** false for public calls (sign-in, app info): no token is sent and a 401 does not sign out. */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for downloads (a CSV export): the body of a successful response is returned as a Blob. */
  responseType?: 'json' | 'blob';
  /** Extra headers, for calls whose headers the specification names (e.g. JSON content type on a GET). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE_URL}${path}${qs ? `?${qs}` : ''}`;
}

/** No time-out on purpose: uploads and slow reports may take long; callers pass a signal. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, auth = true, signal, responseType = 'json' } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  const url = buildUrl(path, query);
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_TEXT);
  }
  if (response.status === 401 && auth) handleUnauthorized();
  if (responseType === 'blob' && response.ok) return (await response.blob()) as T;
  return parseResponse(response, schema);
}

export const api = {
  /** A download that needs the token (the Authorization header): the body as a Blob, or an ApiError. */
  getBlob: (
    path: string,
    options?: Omit<RequestOptions<Blob>, 'method' | 'body' | 'responseType' | 'schema'>,
  ) => apiRequest<Blob>(path, { ...options, method: 'GET', responseType: 'blob' }),
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
