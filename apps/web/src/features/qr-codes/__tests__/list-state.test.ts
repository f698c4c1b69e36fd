import { describe, expect, it } from 'vitest';

import { QR_LIST } from '@/test/fixtures/qr';

import {
  parseQrListState,
  qrPngFileName,
  qrScanUrl,
  toggleActiveLabel,
  updateQrListState,
  qrStateOf,
  visibleQrCodes,
} from '../list-state';

const codes = (list: { code: string }[]) => list.map((item) => item.code);

describe('visibleQrCodes', () => {
  it('shows the newest generated_date first', () => {
    expect(codes(visibleQrCodes(QR_LIST, { q: '', filter: 'all' }))).toEqual(['777', 'AB12', '123']);
  });

  it('filters active, inactive or all', () => {
    expect(codes(visibleQrCodes(QR_LIST, { q: '', filter: 'active' }))).toEqual(['777', '123']);
    expect(codes(visibleQrCodes(QR_LIST, { q: '', filter: 'inactive' }))).toEqual(['AB12']);
  });

  it('puts an expired code under Expired QRs only, switched on or off (as the dashboard counts active ones)', () => {
    const past = '2020-01-01T00:00:00Z';
    const list = [
      { ...QR_LIST[0]!, code: 'OLD-ON', validity: past, is_active: true },
      { ...QR_LIST[1]!, code: 'OLD-OFF', validity: past, is_active: false },
      ...QR_LIST,
    ];
    expect(codes(visibleQrCodes(list, { q: '', filter: 'expired' })).sort()).toEqual(['OLD-OFF', 'OLD-ON']);
    expect(codes(visibleQrCodes(list, { q: '', filter: 'active' }))).toEqual(['777', '123']);
    expect(codes(visibleQrCodes(list, { q: '', filter: 'inactive' }))).toEqual(['AB12']);
    expect(qrStateOf({ is_active: true, validity: past })).toBe('expired');
  });

  it('matches the company or the code, ignoring case', () => {
    expect(codes(visibleQrCodes(QR_LIST, { q: 'ACME', filter: 'all' }))).toEqual(['123']);
    expect(codes(visibleQrCodes(QR_LIST, { q: 'ab1', filter: 'all' }))).toEqual(['AB12']);
    expect(codes(visibleQrCodes(QR_LIST, { q: 'zed', filter: 'inactive' }))).toEqual([]);
  });
});

describe('toggleActiveLabel', () => {
  it("reads 'Deactivate QR' or 'Activate QR' for one selected, 'Activate/Deactivate' otherwise", () => {
    expect(toggleActiveLabel([{ is_active: true }])).toBe('Deactivate QR');
    expect(toggleActiveLabel([{ is_active: false }])).toBe('Activate QR');
    expect(toggleActiveLabel([])).toBe('Activate/Deactivate');
    expect(toggleActiveLabel([{ is_active: true }, { is_active: false }])).toBe('Activate/Deactivate');
  });
});

describe('qrScanUrl', () => {
  it("is the public URL, '/?qr_code=' and the code", () => {
    expect(qrScanUrl('http://127.0.0.1:3000', '123')).toBe('http://127.0.0.1:3000/?qr_code=123');
    expect(qrScanUrl('https://print.example/', 'A b')).toBe('https://print.example/?qr_code=A%20b');
  });

  it('names the single download qrcode-{index}.png', () => {
    expect(qrPngFileName(1)).toBe('qrcode-1.png');
  });
});

describe('QR list state in the URL', () => {
  it('reads id, search and filter, defaulting to all', () => {
    expect(parseQrListState(new URLSearchParams(''))).toEqual({ q: '', filter: 'all' });
    expect(parseQrListState(new URLSearchParams('id=5&q=%20acme%20&filter=inactive'))).toEqual({
      id: 5,
      q: 'acme',
      filter: 'inactive',
    });
    expect(parseQrListState(new URLSearchParams('id=x&filter=bogus'))).toEqual({ q: '', filter: 'all' });
  });

  it('writes search and filter, and drops the id on "Show all"', () => {
    const start = new URLSearchParams('id=5');
    expect(updateQrListState(start, { q: 'acme', filter: 'active' }).toString()).toBe(
      'id=5&q=acme&filter=active',
    );
    expect(
      updateQrListState(new URLSearchParams('filter=active&q=x'), { filter: 'all', q: '' }).toString(),
    ).toBe('');
    expect(updateQrListState(start, { id: null }).toString()).toBe('');
  });
});
