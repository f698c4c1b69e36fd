import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/configurations'],
  ['PATCH', '/api/configurations', { referral_reward_coins: 1 }],
]);

describe('configurations', () => {
  it('shows every setting with its default, and saves a valid change', async () => {
    const before = (await call('GET', '/api/configurations')).json();
    expect(before.find((c: { key: string }) => c.key === 'referral_reward_coins')).toMatchObject({
      value: 50,
      updated_at: null,
    });
    const saved = await call('PATCH', '/api/configurations', {
      referral_reward_coins: 75,
      support_email: 'help@printhub.test',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call('GET', '/api/configurations')).json();
    expect(after.find((c: { key: string }) => c.key === 'referral_reward_coins').value).toBe(75);
    expect(after.find((c: { key: string }) => c.key === 'support_email').value).toBe('help@printhub.test');
  });

  it('refuses unknown keys, wrong types and an empty change, saving nothing', async () => {
    for (const body of [{ nope: 1 }, { referral_reward_coins: 'many' }, { support_email: 'x' }, {}]) {
      expect((await call('PATCH', '/api/configurations', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await call('GET', '/api/configurations')).json();
    expect(after.map((c: { key: string }) => c.key)).not.toContain('nope');
  });
});
