import { describe, expect, it } from 'vitest';

import {
  parseQrListState,
  qrPngFileName,
  qrScanUrl,
  toggleActiveLabel,
  updateQrListState,
  qrStateOf,
  qrListQuery,
} from '../list-state';

describe('QR list view', () => {
  it('puts an expired code under Expired QRs only, switched on or off (as the dashboard counts active ones)', () => {
    const past = '2020-01-01T00:00:00Z';
    expect(qrStateOf({ is_active: true, validity: past })).toBe('expired');
    expect(qrStateOf({ is_active: false, validity: past })).toBe('expired');
    expect(qrStateOf({ is_active: false, validity: '2099-01-01T00:00:00Z' })).toBe('inactive');
  });

  it('sends the filter as state, the dates as from_date/to_date, and the page, sort and search', () => {
    const state = parseQrListState(
      new URLSearchParams(
        'filter=expired&from=2024-01-01&to=2024-02-01&q=acme&ordering=-value&page=2&page_size=25&id=3',
      ),
    );
    expect(qrListQuery(state)).toEqual({
      limit: 25,
      offset: 25,
      ordering: '-value',
      query: 'acme',
      id: 3,
      state: 'expired',
      from_date: '2024-01-01',
      to_date: '2024-02-01',
    });
    expect(qrListQuery(parseQrListState(new URLSearchParams('filter=bogus&ordering=secret')))).toEqual({
      limit: 10,
      offset: 0,
    });
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
    const first = { page: 1, pageSize: 10, q: '', filter: 'all' };
    expect(parseQrListState(new URLSearchParams(''))).toMatchObject(first);
    expect(parseQrListState(new URLSearchParams('id=5&q=%20acme%20&filter=inactive'))).toMatchObject({
      id: 5,
      q: 'acme',
      filter: 'inactive',
    });
    expect(parseQrListState(new URLSearchParams('id=x&filter=bogus'))).toEqual({
      ...first,
      from: undefined,
      to: undefined,
    });
  });

  it('writes search and filter, and drops the id on "Show all"', () => {
    const start = new URLSearchParams('id=5');
    expect(updateQrListState(start, { q: 'acme', filter: 'active' }).toString()).toBe(
      'id=5&filter=active&q=acme',
    );
    expect(
      updateQrListState(new URLSearchParams('filter=active&q=x'), { filter: 'all', q: '' }).toString(),
    ).toBe('');
    expect(updateQrListState(start, { id: null }).toString()).toBe('');
  });
});
