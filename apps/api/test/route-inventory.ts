import { API_DOCS } from '../src/plugins/openapi';

import type { RegisteredRoute } from '../src/app';
import type { HTTPMethods } from 'fastify';

export type InventoryRoute = { key: string; method: HTTPMethods; url: string; route: RegisteredRoute };

/**
 * Collects Fastify's own list of routes as they register (pass `onRoute` to createTestContext). The HEAD
 * routes Fastify adds for each GET (same URL, same handler) are left out: they are the GET, answered without
 * a body. The test app is built without a web build, so @fastify/static adds no file routes and the SPA
 * fallback is the not-found handler, not a route. The API reference page's own files (under /api/docs, all
 * public: see openapi.test.ts) are the documentation library's, not the API's. What remains is the API and the
 * public scan/print routes.
 */
export function routeCollector() {
  const seen: Array<{ method: HTTPMethods; route: RegisteredRoute }> = [];
  const onRoute = (route: RegisteredRoute) => {
    for (const method of [route.method].flat()) seen.push({ method, route });
  };
  const routes = (): InventoryRoute[] =>
    seen
      .filter(({ route }) => !route.url.startsWith(API_DOCS))
      .filter(
        ({ method, route }) =>
          !(
            method === 'HEAD' &&
            seen.some(
              (o) => o.method === 'GET' && o.route.url === route.url && o.route.handler === route.handler,
            )
          ),
      )
      .map(({ method, route }) => ({ key: `${method} ${route.url}`, method, url: route.url, route }));
  return { onRoute, routes };
}
