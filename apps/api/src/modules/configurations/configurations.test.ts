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

describe('the price list and the seller', () => {
  const valueOf = (list: { key: string; value: unknown }[], key: string) =>
    list.find((c) => c.key === key)?.value;

  it('shows the price list and the seller with their defaults', async () => {
    const list = (await call('GET', '/api/configurations')).json();
    expect(
      Object.fromEntries(
        [
          'price_per_page_bw_double',
          'price_per_page_color_double',
          'paper_factor_a4',
          'paper_factor_a3',
          'paper_factor_letter',
          'binding_fee_staple',
          'binding_fee_spiral',
          'gstin',
          'gst_percentage',
          'prices_include_gst',
          'sac_code',
        ].map((key) => [key, valueOf(list, key)]),
      ),
    ).toEqual({
      price_per_page_bw_double: 1.25,
      price_per_page_color_double: 4.5,
      paper_factor_a4: 1,
      paper_factor_a3: 2,
      paper_factor_letter: 1,
      binding_fee_staple: 5,
      binding_fee_spiral: 40,
      gstin: '',
      gst_percentage: 18,
      prices_include_gst: true,
      sac_code: '998912',
    });
  });

  it('saves a valid GSTIN in upper case, a boolean, and the empty GSTIN again', async () => {
    const saved = await call('PATCH', '/api/configurations', {
      gstin: ' 27aapfu0939f1zv ',
      prices_include_gst: false,
      legal_name: 'PrintHub Services LLP',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(valueOf(saved.json(), 'gstin')).toBe('27AAPFU0939F1ZV');
    expect(valueOf(saved.json(), 'prices_include_gst')).toBe(false);
    const cleared = await call('PATCH', '/api/configurations', { gstin: '', prices_include_gst: true });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(valueOf(cleared.json(), 'gstin')).toBe('');
  });

  it('refuses a wrong GSTIN, SAC code, factor or price with a message on its field, saving nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { gstin: '27AAPFU0939F1ZW' },
        'gstin',
        'The last character does not match: check the GSTIN for a typing mistake',
      ],
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'A GSTIN has 15 characters'],
      [{ gstin: '27AAPF10939F1ZV' }, 'gstin', expect.stringMatching(/^A GSTIN is a 2-digit state code/)],
      [{ gstin: '45AAPFU0939F1ZV' }, 'gstin', '45 is not a GST state code'],
      [{ sac_code: '12345' }, 'sac_code', 'A SAC code is 6 digits starting with 99'],
      [{ paper_factor_a3: 0 }, 'paper_factor_a3', 'Must be more than 0'],
      [{ binding_fee_spiral: 10.005 }, 'binding_fee_spiral', 'Use at most 2 decimals (paise)'],
      [{ prices_include_gst: 'yes' }, 'prices_include_gst', 'Must be true or false'],
      [{ legal_name: '  ' }, 'legal_name', 'Enter the name the shop trades under'],
    ];
    for (const [body, key, message] of cases) {
      const res = await call('PATCH', '/api/configurations', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual([{ message, context: { key } }]);
    }
    const list = (await call('GET', '/api/configurations')).json();
    expect(valueOf(list, 'gstin')).toBe('');
    expect(valueOf(list, 'paper_factor_a3')).toBe(2);
  });

  it('audits a change of the price list', async () => {
    const res = await call('PATCH', '/api/configurations', { binding_fee_staple: 7.5 });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await call('GET', '/api/audit-log/?resource=configurations&limit=100');
    expect(audit.json().results).toContainEqual(
      expect.objectContaining({ resource_id: 'binding_fee_staple', changes: { value: [5, 7.5] } }),
    );
  });
});
