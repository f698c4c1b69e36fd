import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { orders, qrCodes } from '../src/db/schema';
import { seedWorld, useTestContext, type World } from './helper';

const ctx = useTestContext();
let w: World;
beforeAll(async () => {
  w = await seedWorld(ctx.t);
});

/** Ways to write an id that Number() reads as the id but that are not its decimal text. */
const disguised = (id: number) => [` ${id}`, `${id} `, `${id}e0`, `0x${id.toString(16)}`, `+${id}`];

describe('ids in paths, query strings and bodies are whole numbers written as such', () => {
  it('item 5: DELETE /api/delete-qr-codes/ refuses ?qr_id= with a space, exponent or hex, deleting nothing', async () => {
    const id = w.qrToDelete.id;
    for (const text of disguised(id)) {
      const res = await ctx.t.call('DELETE', `${API.qrDelete}?qr_id=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ message: 'Must be a number', context: { key: 'qr_id' } });
    }
    const kept = await ctx.t.database.db.select().from(qrCodes).where(eq(qrCodes.id, id));
    expect(kept).toHaveLength(1);
    const plain = await ctx.t.call('DELETE', `${API.qrDelete}?qr_id=${id}`);
    expect(plain.json()).toEqual({ deleted: [id] });
  });

  it('item 5: path parameters refuse an id with a space, exponent or hex and take the plain one', async () => {
    for (const path of [API.user, API.qrImage, API.order]) {
      const id = path === API.user ? w.customer.id : path === API.qrImage ? w.qrImage.id : w.ownOrder.id;
      for (const text of disguised(id)) {
        const res = await ctx.t.call('GET', path(encodeURIComponent(text)));
        expect(res.statusCode, `${path(text)}`).toBe(400);
      }
      expect((await ctx.t.call('GET', path(id))).statusCode).toBe(200);
    }
  });

  it('item 5: a JSON body refuses an id sent as text with a space, changing nothing', async () => {
    const res = await ctx.t.call('PATCH', API.order(w.bulkOrder.id), {
      id: ` ${w.bulkOrder.id}`,
      assigned_user: ` ${w.staff.id}`,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { context: { key: string } }) => e.context.key)
        .sort(),
    ).toEqual(['assigned_user', 'id']);
    const [order] = await ctx.t.database.db.select().from(orders).where(eq(orders.id, w.bulkOrder.id));
    expect(order!.assignedUser).toBeNull();
  });
});
