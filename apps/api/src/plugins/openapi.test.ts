import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestContext, type TestContext } from '../../test/helper';
import { routeCollector, type InventoryRoute } from '../../test/route-inventory';
import { API_DOCS } from './openapi';

let t: TestContext;
let inventory: InventoryRoute[] = [];
const collector = routeCollector();

beforeAll(async () => {
  t = await createTestContext({ onRoute: collector.onRoute });
  inventory = collector.routes();
});
afterAll(() => t.close());

type Operation = {
  description?: string;
  security?: unknown[];
  requestBody?: unknown;
  parameters?: { name: string; in: string }[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function document(): Promise<Document> {
  const res = await t.call('GET', '/api/openapi.json', undefined, null);
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Fastify's `/x/:id/` is OpenAPI's `/x/{id}/`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that anyone may read', async () => {
    expect((await document()).openapi).toBe('3.1.0');
  });

  it('describes every registered route, and nothing else', async () => {
    const doc = await document();
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = inventory.map((r) => `${r.method} ${openapiPath(r.url)}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('carries the contract’s schemas and each route’s access rule', async () => {
    const doc = await document();
    const signIn = doc.paths['/api/admin-login']?.post;
    expect(signIn?.security, 'sign-in needs no token').toEqual([]);
    expect(JSON.stringify(signIn?.requestBody)).toContain('"password"');
    const coupon = doc.paths['/coupon_app/api/coupons/{id}/']?.put;
    expect(coupon?.security, 'inherits the document’s bearer token').toBeUndefined();
    expect(coupon?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(JSON.stringify(coupon?.requestBody)).toContain('"discount_percentage"');
    expect(coupon?.description).toBe('Super admins only.');
    expect(doc.paths['/api/customer/me']?.get?.description).toMatch(/customer token/);
    const purchase = doc.paths['/api/customer/voucher-purchases']?.post;
    expect(purchase?.description).toMatch(/customer token/);
    expect(JSON.stringify(purchase?.requestBody)).toContain('"voucher_id"');
    expect(doc.paths['/api/customer/referrals']?.get?.description).toMatch(/customer token/);
    const timeline = doc.paths['/api/users/{id}/timeline/']?.get;
    expect(timeline?.description).toBe('Super admins only.');
    expect(timeline?.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query' }));
  });

  it('describes the multipart body of a customer’s order, files included', async () => {
    const doc = await document();
    const body = JSON.stringify(doc.paths['/api/customer/orders']?.post?.requestBody);
    expect(body).toContain('multipart/form-data');
    for (const field of ['"files"', '"binary"', '"copies"', '"paper_size"', '"coupon_code"'])
      expect(body).toContain(field);
    const download = doc.paths['/api/order-files/{id}/download']?.get;
    expect(download?.description).toMatch(/customer/);
  });

  it('describes each order file’s preflight, to the back office and to the customer', async () => {
    const doc = await document();
    for (const op of [
      doc.paths['/api/order-files/']?.get,
      doc.paths['/api/customer/orders']?.post,
      doc.paths['/api/customer/orders/{id}/']?.get,
    ]) {
      const answer = JSON.stringify(op);
      for (const field of ['"preflight"', '"mismatched_pages"', '"size_mismatch"', '"mixed_orientation"'])
        expect(answer).toContain(field);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from the server, without a token', async () => {
    const page = await t.call('GET', `${API_DOCS}/`, undefined, null);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const script = /src="\.\/(static\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script, 'the page loads its script from the server').toBeDefined();
    const asset = await t.call('GET', `${API_DOCS}/${script}`, undefined, null);
    expect(asset.statusCode).toBe(200);
  });
});
