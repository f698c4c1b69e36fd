import { describe, expect, it } from 'vitest';

import { codeRows, voucherInfo } from '@/test/fixtures/voucher';

import { encodeBase64Json } from '../base64-json';
import { clientIdOfLink, clientVouchersPath, parseVoucherList } from '../voucher-list-link';

describe('clientVouchersPath / parseVoucherList', () => {
  it('builds /clientVouchers?clientName=…&voucherList=…&client_id=… that reads back', () => {
    const rows = codeRows([voucherInfo({ client: 4, client_name: 'Café Zoë 日本' })]);
    const url = new URL(clientVouchersPath('Café Zoë 日本', rows), 'http://localhost');
    expect(url.pathname).toBe('/clientVouchers');
    expect(url.searchParams.get('clientName')).toBe('Café Zoë 日本');
    expect(url.searchParams.get('client_id')).toBe('4');
    const read = parseVoucherList(url.searchParams.get('voucherList'));
    // The link keeps the row fields the original links had (no code count).
    expect(read).toEqual(rows.map(({ voucher_code_count: _, ...row }) => row));
    expect(clientIdOfLink(url.searchParams, read!)).toBe(4);
  });

  it('carries the first page of rows only, however many codes the client has', () => {
    const many = voucherInfo({
      vouchers: Array.from({ length: 1000 }, (_, i) => ({
        voucher_code: `C${i}`,
        is_assigned: false,
        is_active: true,
      })),
    });
    const rows = codeRows([many]);
    const url = new URL(clientVouchersPath('Acme', rows, 1), 'http://localhost');
    expect(parseVoucherList(url.searchParams.get('voucherList'))).toHaveLength(25);
    expect(clientVouchersPath('Acme', rows, 1)).toBe(clientVouchersPath('Acme', rows.slice(0, 25), 1));
  });

  it('names the client by client_id, or by the first row of an older link', () => {
    const rows = parseVoucherList(encodeBase64Json(codeRows([voucherInfo({ client: 9 })])))!;
    expect(clientIdOfLink(new URLSearchParams('client_id=5'), rows)).toBe(5);
    expect(clientIdOfLink(new URLSearchParams(''), rows)).toBe(9);
    expect(clientIdOfLink(new URLSearchParams('client_id=x'), [])).toBeUndefined();
  });

  it('refuses a list that is missing, unreadable or not a list of vouchers', () => {
    expect(parseVoucherList(null)).toBeNull();
    expect(parseVoucherList('garbage')).toBeNull();
    expect(parseVoucherList(encodeBase64Json([{ voucher_code: 'X' }]))).toBeNull();
    expect(parseVoucherList(encodeBase64Json([]))).toEqual([]);
  });
});
