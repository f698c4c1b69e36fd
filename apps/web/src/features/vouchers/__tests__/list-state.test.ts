import { describe, expect, it } from 'vitest';

import { flattenVouchers } from '@/components/vouchers-shared';
import { VOUCHERS } from '@/test/fixtures/voucher';

import {
  parseVoucherIdParam,
  selectedVoucherIds,
  visibleVoucherRows,
  voucherInfoFromRows,
  vouchersTitle,
} from '../list-state';

const ROWS = flattenVouchers(VOUCHERS);
const codes = (rows: { voucher_code: string }[]) => rows.map((row) => row.voucher_code);

describe('the voucher list', () => {
  it("is titled '{client name} Vouchers' in the client view and ' Vouchers' otherwise", () => {
    expect(vouchersTitle('Café Zoë 日本')).toBe('Café Zoë 日本 Vouchers');
    expect(vouchersTitle(null)).toBe(' Vouchers');
  });

  it('has one row per code, newest voucher first', () => {
    expect(codes(ROWS)).toEqual(['BOLT50', 'AC1', 'AC2', 'ACME-X']);
  });

  it('searches client name, voucher code or cost, ignoring case', () => {
    expect(codes(visibleVoucherRows(ROWS, 'bolt'))).toEqual(['BOLT50']);
    expect(codes(visibleVoucherRows(ROWS, 'acme'))).toEqual(['AC1', 'AC2', 'ACME-X']);
    expect(codes(visibleVoucherRows(ROWS, 'ac2'))).toEqual(['AC2']);
    expect(codes(visibleVoucherRows(ROWS, '75'))).toEqual(['ACME-X']);
    expect(codes(visibleVoucherRows(ROWS, ' '))).toEqual(codes(ROWS));
    // A row without a client name (an old link) matches the client view's name.
    const bare = ROWS.map(({ client_name: _, ...row }) => row);
    expect(codes(visibleVoucherRows(bare, 'zoë', 'Café Zoë'))).toEqual(codes(ROWS));
  });

  it('deletes each selected voucher once, whatever number of its codes are selected', () => {
    expect(selectedVoucherIds(ROWS)).toEqual([12, 11, 13]);
    expect(selectedVoucherIds(ROWS.slice(1, 3))).toEqual([11]);
  });

  it('puts a voucher back together from its rows for EDIT', () => {
    expect(voucherInfoFromRows(ROWS, 11)).toEqual(VOUCHERS[0]);
    expect(voucherInfoFromRows(ROWS, 99)).toBeNull();
  });

  it('reads ?id= only as a positive whole number', () => {
    expect(parseVoucherIdParam(new URLSearchParams('id=12'))).toBe(12);
    expect(parseVoucherIdParam(new URLSearchParams('id=x'))).toBeUndefined();
    expect(parseVoucherIdParam(new URLSearchParams(''))).toBeUndefined();
  });
});
