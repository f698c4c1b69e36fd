import { vi } from 'vitest';

/** One request the screen sent, as the mocked API saw it. */
export interface ApiCall {
  method: string;
  url: URL;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
}

type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

/** A JSON response (204 has no body). */
export const json = (body: unknown, status = 200): Response =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const readBody = (body: unknown): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

/**
 * Replaces fetch with an API that answers per method and path: `mockApi({ 'GET /api/get-clients/': json(CLIENTS) })`.
 * An answer is a Response (a fresh copy each time) or a function of the call; a request no route names gets
 * `fallback` (default: a 500). Every call is recorded, in order.
 */
export function mockApi(
  routes: Record<string, Answer> = {},
  fallback: (call: ApiCall) => Response | Promise<Response> = () => json({ error: 'Not mocked' }, 500),
) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: readBody(init?.body),
    };
    calls.push(call);
    const answer = routes[`${call.method} ${call.url.pathname}`];
    if (answer === undefined) return fallback(call);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
  return {
    calls,
    /** Every call but the GETs. */
    mutations: () => calls.filter((call) => call.method !== 'GET'),
    /** The calls to one method and path. */
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === path),
  };
}
