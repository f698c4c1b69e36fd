import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';
import { routeCollector, type InventoryRoute } from '../../test/route-inventory';
import { accessOf } from './auth';
import { API_DOCS, OPENAPI_JSON } from './openapi';
import { OPERATIONS } from './openapi.operations';

type Response = { description: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type Operation = { operationId?: string; tags?: string[]; responses: Record<string, Response> };
type Document = {
  info: { title: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

/** A product name that must be escaped in the page's HTML. */
const APP_NAME = 'Print <&> Co';

let t: TestContext;
let inventory: InventoryRoute[] = [];
let doc: Document;
const collector = routeCollector();

beforeAll(async () => {
  t = await createTestContext({ onRoute: collector.onRoute, config: { appName: APP_NAME } });
  inventory = collector.routes();
  const res = await t.call('GET', OPENAPI_JSON, undefined, null);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's `/x/:id/` is OpenAPI's `/x/{id}/`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every operation of the document with the registered route it describes. */
function operations() {
  return inventory.map((route) => {
    const op = doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`${route.key} is not in the document`);
    return { route, op };
  });
}

describe('the OpenAPI document for integrators', () => {
  it('item 14: is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('item 14: every operation has an operationId, unique, readable, and the same as before', () => {
    const ids = operations().map(({ route, op }) => {
      expect(op.operationId, route.key).toMatch(/^[a-z][A-Za-z]+$/);
      return op.operationId;
    });
    expect(ids.length).toBeGreaterThan(90);
    expect(new Set(ids).size, 'no two operations share an id').toBe(ids.length);
    // What generated clients call them: renaming one breaks its integrators.
    const known: Record<string, [string, string]> = {
      listOrders: ['get', '/api/all-orders/'],
      getOrder: ['get', '/api/all-orders/{id}/'],
      exportOrders: ['get', '/api/all-orders/export.csv'],
      signIn: ['post', '/api/admin-login'],
      createQrCode: ['post', '/api/save-qr-codes/'],
      deleteCoupon: ['delete', '/coupon_app/api/coupons/{id}/'],
      customerPlaceOrder: ['post', '/api/customer/orders'],
      customerCheckCoupon: ['post', '/api/customer/coupons/check'],
      scanQrCode: ['get', '/'],
    };
    for (const [id, [method, path]] of Object.entries(known))
      expect(doc.paths[path]?.[method]?.operationId, `${method} ${path}`).toBe(id);
  });

  it('item 14: the table of operations names exactly the registered routes', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(inventory.map((r) => r.key).sort());
  });

  it('item 14: every operation has one tag, its realm and its resource, and the document lists each tag once', () => {
    for (const { route, op } of operations()) {
      expect(op.tags, route.key).toHaveLength(1);
      const [realm, resource] = (op.tags?.[0] ?? '').split(': ');
      expect(resource, route.key).toMatch(/^[A-Z]/);
      const access = accessOf(route.url, route.route.config?.access);
      const expected = route.url.startsWith('/api/customer/')
        ? 'Customer app'
        : access === 'public' && route.url !== '/api/admin-login'
          ? 'Public'
          : 'Back office';
      expect(realm, route.key).toBe(expected);
    }
    const used = new Set(operations().map(({ op }) => op.tags?.[0]));
    expect(doc.tags?.map((tag) => tag.name)).toEqual([...used].sort());
    expect(used.size).toBeGreaterThan(20);
    expect(doc.paths['/api/customer/orders']?.post?.tags).toEqual(['Customer app: Orders']);
    expect(doc.paths['/api/all-orders/']?.get?.tags).toEqual(['Back office: Orders']);
  });

  it('item 14: every 2xx answer describes its body: a JSON answer its schema, a file or page its type', () => {
    for (const { route, op } of operations()) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, route.key).toBeGreaterThan(0);
      for (const [status, response] of success) {
        if (status === '204') {
          expect(response.content, `${route.key} ${status}`).toBeUndefined();
          expect(response.description).not.toBe('Default Response');
          continue;
        }
        const types = Object.keys(response.content ?? {});
        expect(types.length, `${route.key} ${status} has a body`).toBeGreaterThan(0);
        for (const type of types) {
          const schema = response.content?.[type]?.schema ?? {};
          expect(Object.keys(schema).length, `${route.key} ${status} ${type}`).toBeGreaterThan(0);
        }
      }
    }
    const media = (path: string, method = 'get') =>
      Object.keys(doc.paths[path]?.[method]?.responses['200']?.content ?? {});
    expect(media('/api/all-orders/export.csv')).toEqual(['text/csv']);
    expect(media('/api/get-voucher/export.csv')).toEqual(['text/csv']);
    expect(media('/api/qr-codes/{id}/image')).toEqual(['image/png']);
    expect(media('/api/order-files/{id}/download')).toEqual(['application/pdf']);
    expect(media('/')).toEqual(['text/html']);
    expect(Object.keys(doc.paths['/api/logout']?.post?.responses ?? {})).toEqual(['204']);
  });

  it('item 14: the document and the reference page are titled with the product’s name', async () => {
    expect(doc.info.title).toBe(`${APP_NAME} API`);
    const page = await t.call('GET', `${API_DOCS}/`, undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Print &#60;&#38;&#62; Co API</title>');
  });
});
