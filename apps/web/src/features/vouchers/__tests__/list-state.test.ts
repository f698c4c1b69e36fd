import { describe, expect, it } from 'vitest';

import { codeRows, VOUCHERS } from '@/test/fixtures/voucher';

import {
  deletedCodeCount,
  parseVoucherFilters,
  parseVoucherIdParam,
  parseVoucherListState,
  selectedVoucherIds,
  updateVoucherListState,
  voucherCodeQuery,
  vouchersTitle,
} from '../list-state';

const ROWS = codeRows(VOUCHERS);

describe('the voucher list', () => {
  it("is titled '{client name} Vouchers' in the client view and ' Vouchers' otherwise", () => {
    expect(vouchersTitle('Café Zoë 日本')).toBe('Café Zoë 日本 Vouchers');
    expect(vouchersTitle(null)).toBe(' Vouchers');
  });

  it('asks the API for pages of the chosen size, with the search and the view’s client or voucher', () => {
    expect(voucherCodeQuery({ page: 1, q: '', pageSize: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(voucherCodeQuery({ page: 3, q: 'bolt', pageSize: 25 }, { client_id: 4 })).toEqual({
      limit: 25,
      offset: 50,
      client_id: 4,
      query: 'bolt',
    });
    expect(voucherCodeQuery({ page: 1, q: '', pageSize: 100 }, { id: 12 })).toEqual({
      limit: 100,
      offset: 0,
      id: 12,
    });
  });

  it('sends the sort and the filters of /vouchers: state and expiry dates', () => {
    expect(
      voucherCodeQuery(
        { page: 2, q: '', pageSize: 10, ordering: '-cost' },
        { state: 'expired', from_date: '2024-01-01', to_date: '2024-02-01' },
      ),
    ).toEqual({
      limit: 10,
      offset: 10,
      ordering: '-cost',
      state: 'expired',
      from_date: '2024-01-01',
      to_date: '2024-02-01',
    });
    expect(parseVoucherFilters(new URLSearchParams('state=inactive&from_date=2024-01-01'))).toEqual({
      state: 'inactive',
      from_date: '2024-01-01',
    });
    // Unknown states, sort fields and impossible dates are ignored.
    expect(parseVoucherFilters(new URLSearchParams('state=bought&to_date=2024-02-30'))).toEqual({});
    expect(parseVoucherListState(new URLSearchParams('ordering=-voucher_detail')).ordering).toBeUndefined();
    expect(parseVoucherListState(new URLSearchParams('ordering=-expiry_date')).ordering).toBe('-expiry_date');
  });

  it('keeps the page and search in the URL beside the view’s own parameters; a new search starts at page 1', () => {
    expect(parseVoucherListState(new URLSearchParams(''))).toEqual({ page: 1, q: '', pageSize: 10 });
    expect(parseVoucherListState(new URLSearchParams('page=3&q=%20x%20&page_size=50'))).toEqual({
      page: 3,
      q: 'x',
      pageSize: 50,
    });
    // Only the sizes offered: 10, 25, 50 and 100.
    expect(parseVoucherListState(new URLSearchParams('page_size=1000')).pageSize).toBe(10);
    expect(parseVoucherListState(new URLSearchParams('page=-2')).page).toBe(1);
    const link = new URLSearchParams('clientName=Acme&voucherList=abc&page=3');
    expect(updateVoucherListState(link, { q: 'ac' }).toString()).toBe('clientName=Acme&voucherList=abc&q=ac');
    expect(updateVoucherListState(link, { page: 4 }).toString()).toBe(
      'clientName=Acme&voucherList=abc&page=4',
    );
    expect(updateVoucherListState(link, { page: 1 }).toString()).toBe('clientName=Acme&voucherList=abc');
    // Another page size starts at page 1 too; the default size is not written.
    expect(updateVoucherListState(link, { pageSize: 50 }).toString()).toBe(
      'clientName=Acme&voucherList=abc&page_size=50',
    );
    const sized = new URLSearchParams('clientName=Acme&page_size=50&page=2');
    expect(updateVoucherListState(sized, { pageSize: 10 }).toString()).toBe('clientName=Acme');
  });

  it('deletes each selected voucher once, and counts every code of each, on any page', () => {
    expect(selectedVoucherIds(ROWS)).toEqual([12, 11, 13]);
    expect(selectedVoucherIds(ROWS.slice(1, 3))).toEqual([11]);
    expect(deletedCodeCount(ROWS.slice(1, 2))).toBe(2);
    expect(deletedCodeCount(ROWS)).toBe(4);
    expect(deletedCodeCount([{ voucherInfoId: 7, voucher_code_count: 100_000 }])).toBe(100_000);
  });

  it('reads ?id= only as a positive whole number', () => {
    expect(parseVoucherIdParam(new URLSearchParams('id=12'))).toBe(12);
    expect(parseVoucherIdParam(new URLSearchParams('id=x'))).toBeUndefined();
    expect(parseVoucherIdParam(new URLSearchParams(''))).toBeUndefined();
  });
});
