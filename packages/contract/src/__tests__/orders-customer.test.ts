import { describe, expect, it } from 'vitest';

import { PLACE_ORDER_FIELDS, ZPlaceOrderFields } from '../index';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** The text fields as a multipart form sends them: all strings. */
const fields = {
  title: ' Thesis ',
  copies: '3',
  color: 'color',
  sides: 'double',
  paper_size: 'A4',
  binding: 'spiral',
  delivery_address: '12 MG Road',
};

describe('ZPlaceOrderFields', () => {
  it('reads the multipart text fields: copies as a number, trimmed text, a blank coupon as none', () => {
    expect(ZPlaceOrderFields.parse({ ...fields, coupon_code: '  ' })).toEqual({
      ...fields,
      title: 'Thesis',
      copies: 3,
      coupon_code: undefined,
      rush: false,
    });
    expect(ZPlaceOrderFields.parse({ ...fields, rush: 'true' }).rush).toBe(true);
    expect(ZPlaceOrderFields.parse({ ...fields, coupon_code: ' save10 ' }).coupon_code).toBe('save10');
  });

  it('refuses copies outside 1–100 and print options the contract does not offer, naming each field', () => {
    const r = ZPlaceOrderFields.safeParse({
      ...fields,
      copies: '101',
      paper_size: 'A5',
      binding: 'glue',
      title: '',
    });
    expect(Object.keys(messages(r)).sort()).toEqual(['binding', 'copies', 'paper_size', 'title']);
    expect(messages(ZPlaceOrderFields.safeParse({ ...fields, copies: '0' })).copies).toBe(
      'Must be 1 or more',
    );
    expect(messages(ZPlaceOrderFields.safeParse({ ...fields, copies: '2.5' })).copies).toBe(
      'Must be a whole number',
    );
  });

  it('lists every field a request may carry, the files included', () => {
    expect([...PLACE_ORDER_FIELDS].sort()).toEqual(
      ['files', ...Object.keys(fields), 'coupon_code', 'rush'].sort(),
    );
  });
});
