import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { bearer, useTestContext } from '../../../test/helper';
import { inspectPdf } from '../../modules/orders/orders.pdf.service';
import { seedDemoOrders } from './demo-orders';

const ctx = useTestContext();

describe('demo orders', () => {
  it('carry real PDFs whose pages add up to each order’s page count', async () => {
    const staff = await ctx.t.createStaff();
    const adminId = (await ctx.t.call('GET', API.profile)).json().id as number;
    await seedDemoOrders(ctx.t.database.db, { staffIds: [staff.id], adminId, customers: 3, orders: 12 });
    const page = (await ctx.t.call('GET', `${API.allOrders}?limit=12`)).json() as {
      results: { id: number; pdf_page_count: number }[];
    };
    expect(page.results).toHaveLength(12);
    for (const order of page.results.slice(0, 4)) {
      const files = (await ctx.t.call('GET', `${API.orderFiles}?order_id=${order.id}`)).json() as {
        name: string;
        url: string;
        pages: number;
        size: number;
      }[];
      expect(files.length).toBeGreaterThan(0);
      expect(files.reduce((n, f) => n + f.pages, 0)).toBe(order.pdf_page_count);
      for (const file of files) {
        const res = await ctx.t.app.inject({ method: 'GET', url: file.url, headers: bearer(ctx.admin) });
        expect(res.rawPayload.length).toBe(file.size);
        expect(res.headers.etag).toBe(`"${createHash('sha256').update(res.rawPayload).digest('hex')}"`);
        expect(await inspectPdf(res.rawPayload, file.name)).toMatchObject({
          pages: file.pages,
          repaired: false,
        });
      }
    }
  });
});
