import { describe, expect, it } from 'vitest';

import { qr } from '@/test/fixtures/qr';

import { createQrFormData, toggleActiveFormData, updateQrFormData } from '../qr-payload';

import type { QrFormOutput } from '../qr-form';

const values = (overrides: Partial<QrFormOutput> = {}): QrFormOutput => ({
  code: '',
  value: 50,
  company: 'Acme Prints',
  validity: '2099-06-15',
  redirection_type: 'redirect-url',
  redirection_url: 'https://example.com/offer',
  has_image: false,
  image: null,
  max_redemptions: null,
  ...overrides,
});

const entries = (form: FormData) =>
  Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'FILE']),
  );

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('createQrFormData', () => {
  it('sends value, validity (YYYY-MM-DD), company and the URL; no code when left empty', () => {
    expect(entries(createQrFormData(values()))).toEqual({
      value: '50',
      validity: '2099-06-15',
      company: 'Acme Prints',
      redirection_url: 'https://example.com/offer',
    });
    expect(createQrFormData(values({ code: 'SUMMER' })).get('code')).toBe('SUMMER');
    expect(createQrFormData(values({ max_redemptions: 2 })).get('max_redemptions')).toBe('2');
  });

  it('sends an empty URL and the image file in image mode', () => {
    const image = png();
    const form = createQrFormData(values({ redirection_type: 'redirect-img', has_image: true, image }));
    expect(form.get('redirection_url')).toBe('');
    expect(form.get('image')).toBeInstanceOf(File);
    expect((form.get('image') as File).name).toBe('logo.png');
  });
});

describe('updateQrFormData', () => {
  it('sends every field with the stored count and active state', () => {
    expect(entries(updateQrFormData(qr({ count: 321, is_active: false }), values({ code: '456' })))).toEqual({
      code: '456',
      value: '50',
      validity: '2099-06-15',
      company: 'Acme Prints',
      count: '321',
      is_active: 'false',
      max_redemptions: '',
      redirection_url: 'https://example.com/offer',
    });
    expect(updateQrFormData(qr(), values({ max_redemptions: 5 })).get('max_redemptions')).toBe('5');
  });

  it('keeps the stored image in image mode when no new file is chosen', () => {
    const stored = qr({ redirection_url: '', image: '/api/qr-codes/1/image' });
    const form = updateQrFormData(stored, values({ redirection_type: 'redirect-img', has_image: true }));
    expect(form.get('redirection_url')).toBe('');
    expect(form.has('image')).toBe(false);
    expect(form.get('code')).toBe('123');
  });
});

describe('toggleActiveFormData', () => {
  it('re-saves every stored field with is_active flipped, and no file', () => {
    expect(entries(toggleActiveFormData(qr()))).toEqual({
      code: '123',
      value: '50',
      validity: '2099-12-31T00:00:00.000Z',
      company: 'Acme Prints',
      count: '120',
      is_active: 'false',
      redirection_url: 'https://example.com/offer',
      max_redemptions: '',
    });
    expect(toggleActiveFormData(qr({ is_active: false })).get('is_active')).toBe('true');
    // The cap is kept.
    expect(toggleActiveFormData(qr({ max_redemptions: 3 })).get('max_redemptions')).toBe('3');
  });
});
