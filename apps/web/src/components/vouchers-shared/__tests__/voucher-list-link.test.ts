import { describe, expect, it } from 'vitest';

import { encodeBase64Json } from '../base64-json';
import { clientVouchersPath, flattenVouchers, parseVoucherList } from '../voucher-list-link';

import type { TVoucherInfo } from '@printhub/contract';

const info = (overrides: Partial<TVoucherInfo> = {}): TVoucherInfo => ({
  id: 1,
  client: 4,
  client_name: 'Café Zoë 日本',
  voucher_detail: 'Free coffee',
  cost: 20,
  expiry_date: '2099-12-31T00:00:00.000Z',
  image: '/api/vouchers/1/image',
  is_single: true,
  created_on: '2024-01-05T10:00:00.000Z',
  vouchers: [{ voucher_code: 'COFFEE1', is_assigned: false, is_active: true }],
  ...overrides,
});

describe('flattenVouchers', () => {
  it("gives each code its parent's fields and voucherInfoId, newest voucher first", () => {
    const older = info();
    const newer = info({
      id: 2,
      is_single: false,
      cost: 35,
      created_on: '2024-03-01T10:00:00.000Z',
      image: null,
      vouchers: [
        { voucher_code: 'M1', is_assigned: true, is_active: true },
        { voucher_code: 'M2', is_assigned: false, is_active: true },
      ],
    });
    const rows = flattenVouchers([older, newer]);
    expect(rows.map((row) => row.voucher_code)).toEqual(['M1', 'M2', 'COFFEE1']);
    expect(rows[0]).toEqual({
      voucher_code: 'M1',
      is_assigned: true,
      is_active: true,
      client: 4,
      client_name: 'Café Zoë 日本',
      is_single: false,
      expiry_date: '2099-12-31T00:00:00.000Z',
      cost: 35,
      voucher_detail: 'Free coffee',
      image: null,
      voucherInfoId: 2,
      created_on: '2024-03-01T10:00:00.000Z',
    });
  });
});

describe('clientVouchersPath / parseVoucherList', () => {
  it('builds /clientVouchers?clientName=…&voucherList=… that reads back', () => {
    const rows = flattenVouchers([info()]);
    const url = new URL(clientVouchersPath('Café Zoë 日本', rows), 'http://localhost');
    expect(url.pathname).toBe('/clientVouchers');
    expect(url.searchParams.get('clientName')).toBe('Café Zoë 日本');
    expect(parseVoucherList(url.searchParams.get('voucherList'))).toEqual(rows);
  });

  it('refuses a list that is missing, unreadable or not a list of vouchers', () => {
    expect(parseVoucherList(null)).toBeNull();
    expect(parseVoucherList('garbage')).toBeNull();
    expect(parseVoucherList(encodeBase64Json([{ voucher_code: 'X' }]))).toBeNull();
    expect(parseVoucherList(encodeBase64Json([]))).toEqual([]);
  });
});
