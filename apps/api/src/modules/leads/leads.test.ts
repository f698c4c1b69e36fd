import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { contactUs } from '../../db/schema';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/contact_us/'],
  ['PATCH', '/api/contact_us/1/', { handled: true }],
]);

describe('leads', () => {
  it('lists newest first, searches, filters handled and marks handled', async () => {
    const [older, newer] = await ctx.t.database.db
      .insert(contactUs)
      .values([
        {
          name: 'Kiran Rao',
          email: 'kiran@example.com',
          mobile: '+91 91111 11111',
          message: 'Bulk printing quote?',
          createdAt: new Date('2026-01-01'),
        },
        {
          name: 'Leela Das',
          email: 'leela@example.com',
          mobile: '',
          message: 'Do you deliver to Kochi?',
          createdAt: new Date('2026-02-01'),
        },
      ])
      .returning();
    expect((await call('GET', '/api/contact_us/')).json().results.map((l: { id: number }) => l.id)).toEqual([
      newer!.id,
      older!.id,
    ]);
    expect(
      (await call('GET', '/api/contact_us/?query=KOCHI')).json().results.map((l: { id: number }) => l.id),
    ).toEqual([newer!.id]);
    const handled = await call('PATCH', `/api/contact_us/${older!.id}/`, { handled: true });
    expect(handled.json()).toMatchObject({ handled: true, handled_by_name: 'Test Admin' });
    expect(
      (await call('GET', '/api/contact_us/?handled=false')).json().results.map((l: { id: number }) => l.id),
    ).toEqual([newer!.id]);
    expect((await call('GET', '/api/contact_us/?handled=maybe')).statusCode).toBe(400);
    expect((await call('PATCH', '/api/contact_us/999999/', { handled: true })).statusCode).toBe(404);
  });
});
