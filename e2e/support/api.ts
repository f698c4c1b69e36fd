import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { ADMIN, apiToken, staff } from './accounts';

import type { TOrder, TOrderPage } from '@printhub/contract';

const tokens = new Map<string, Promise<string>>();

/** The Authorization header of a signed-in admin (or the demo staff user), signed in once per worker. */
export async function authHeaders(
  request: APIRequestContext,
  who: 'admin' | 'staff' = 'admin',
): Promise<{ authorization: string }> {
  if (!tokens.has(who)) tokens.set(who, apiToken(request, who === 'admin' ? ADMIN : staff()));
  return { authorization: `Bearer ${await tokens.get(who)!}` };
}

/** Reads the API the way the screens do, to compare what a screen shows with what the server says. */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  who: 'admin' | 'staff' = 'admin',
): Promise<T> {
  const res = await request.get(path, { headers: await authHeaders(request, who) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export const firstOrder = async (
  request: APIRequestContext,
  path: string,
  who: 'admin' | 'staff' = 'admin',
) => {
  const page = await apiGet<TOrderPage>(request, path, who);
  expect(page.results.length, `no orders at ${path}`).toBeGreaterThan(0);
  return page.results[0] as TOrder;
};

/**
 * What the page itself was sent from `path` (the first successful GET of it) while `action` ran, and the URL it
 * asked: for comparing a screen with the server while other tests, running beside, change the data.
 */
export async function answerOf<T>(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<{ url: URL; body: T }> {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === path && r.ok(),
  );
  await action();
  const answered = await response;
  return { url: new URL(answered.url()), body: (await answered.json()) as T };
}

/** Every parameter of `query` (a=1&b=2) is in `url`'s query, with that value. */
export function expectQueryOf(url: URL, query: string): void {
  for (const [key, value] of new URLSearchParams(query)) expect(url.searchParams.get(key), key).toBe(value);
}
