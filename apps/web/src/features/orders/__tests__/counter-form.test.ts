import { describe, expect, it } from 'vitest';

import {
  COUNTER_DEFAULTS,
  counterFields,
  counterResolver,
  fileProgress,
  quoteKey,
  type CounterOrderValues,
} from '../counter/counter-form';

const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

const valid: CounterOrderValues = {
  ...COUNTER_DEFAULTS,
  first_name: 'Ravi',
  mobile: '+91 98450 12345',
  title: 'Walk-in',
  delivery_address: 'At the counter',
  files: [pdf('a.pdf', 10)],
};

const check = async (values: CounterOrderValues, staff = true) => {
  const result = await counterResolver({ staff })(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([k, e]) => [k, (e as { message: string }).message]),
  );
};

describe('the counter order form', () => {
  it('sends a new customer’s fields, or only customer_id for an existing one; assign_to_me only for staff', () => {
    expect(counterFields({ ...valid, gstin: '29AAGCB7383J1Z4' }, { staff: true })).toMatchObject({
      first_name: 'Ravi',
      gstin: '29AAGCB7383J1Z4',
      mobile: '+91 98450 12345',
      assign_to_me: 'true',
      rush: 'false',
    });
    const existing = {
      ...valid,
      who: 'existing' as const,
      customer: { id: 7, name: 'A B', email: null, mobile: '1' },
    };
    const fields = counterFields(existing, { staff: false });
    expect(fields.customer_id).toBe('7');
    expect(fields).not.toHaveProperty('first_name');
    expect(fields).not.toHaveProperty('assign_to_me');
  });

  it('checks the fields by the contract’s schema, a chosen customer and the files', async () => {
    expect(await check(valid)).toEqual({});
    expect(
      await check({
        ...valid,
        first_name: '',
        mobile: 'abc',
        email: 'nope',
        gstin: '29AAGCB7383',
        files: [],
      }),
    ).toEqual({
      first_name: expect.any(String),
      mobile: 'Enter a valid phone number',
      email: 'Enter a valid email address',
      gstin: 'A GSTIN has 15 characters',
      files: 'Attach 1 to 10 PDF files',
    });
    expect(await check({ ...valid, gstin: '29aagcb7383j1z4' })).toEqual({});
    expect(await check({ ...valid, who: 'existing' })).toEqual({
      customer: 'Choose a user, or make a new one',
    });
    expect(await check({ ...valid, copies: '0' })).toHaveProperty('copies');
  });

  it('shares an upload’s progress out to the files in the order they are sent', () => {
    const files = [pdf('a.pdf', 100), pdf('b.pdf', 300)];
    expect(fileProgress(files, 0)).toEqual([0, 0]);
    expect(fileProgress(files, 0.25)).toEqual([1, 0]);
    expect(fileProgress(files, 0.5)).toEqual([1, 1 / 3]);
    expect(fileProgress(files, 1)).toEqual([1, 1]);
  });

  it('tells a quote’s values from changed ones, files included (a File has no JSON of its own)', () => {
    expect(quoteKey(valid)).toBe(quoteKey({ ...valid }));
    expect(quoteKey({ ...valid, files: [pdf('b.pdf', 10)] })).not.toBe(quoteKey(valid));
    expect(quoteKey({ ...valid, rush: true })).not.toBe(quoteKey(valid));
  });
});
