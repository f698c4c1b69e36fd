import { describe, expect, it } from 'vitest';

import { codeRows, voucherInfo } from '@/test/fixtures/voucher';

import { encodeBase64Json } from '../base64-json';
import {
  clientIdOfLink,
  clientVouchersPath,
  parseVoucherList,
  VOUCHER_LINK_MAX_CHARS,
} from '../voucher-list-link';

describe('clientVouchersPath / parseVoucherList', () => {
  it('builds /clientVouchers?clientName=…&voucherList=…&client_id=… that reads back', () => {
    const rows = codeRows([voucherInfo({ client: 4, client_name: 'Café Zoë 日本' })]);
    const url = new URL(clientVouchersPath('Café Zoë 日本', rows), 'http://localhost');
    expect(url.pathname).toBe('/clientVouchers');
    expect(url.searchParams.get('clientName')).toBe('Café Zoë 日本');
    expect(url.searchParams.get('client_id')).toBe('4');
    const read = parseVoucherList(url.searchParams.get('voucherList'));
    // The link keeps the row fields the original links had (no code count or code id, no sale).
    expect(read).toEqual(
      rows.map(
        ({
          voucher_code_count: _,
          voucher_code_id: __,
          sold_at: ___,
          buyer_id: ____,
          buyer_name: _____,
          ...row
        }) => row,
      ),
    );
    expect(clientIdOfLink(url.searchParams, read!)).toBe(4);
  });

  it('item 7: names no buyer in the link, a sold code being in its list', () => {
    const rows = codeRows([voucherInfo()]);
    expect(rows.find((row) => row.is_assigned)?.buyer_name).toBe('Ravi Buyer');
    const url = new URL(clientVouchersPath('Acme Prints', rows), 'http://localhost');
    const link = JSON.stringify(parseVoucherList(url.searchParams.get('voucherList')));
    expect(link).toContain('"is_assigned":true');
    expect(link).not.toMatch(/Ravi|buyer/);
  });

  it('carries every row while the link fits in 4 KiB, else names the client only', () => {
    const codes = (n: number) =>
      codeRows([
        voucherInfo({
          vouchers: Array.from({ length: n }, (_, i) => ({
            voucher_code: `C${i}`,
            is_assigned: false,
            is_active: true,
          })),
        }),
      ]);
    const few = codes(5);
    const short = new URL(clientVouchersPath('Acme', few, 1), 'http://localhost');
    expect(parseVoucherList(short.searchParams.get('voucherList'))).toHaveLength(5);
    expect(`${short.pathname}${short.search}`.length).toBeLessThanOrEqual(VOUCHER_LINK_MAX_CHARS);
    // A first page of a longer list is not the list: the link names the client.
    expect(clientVouchersPath('Acme', few, 1, 6)).toBe('/clientVouchers?clientName=Acme&client_id=1');
    // Found by a tester: 412 codes made a link of 155,062 characters, which no server reads.
    for (const n of [40, 412, 100_000]) {
      expect(clientVouchersPath('Acme', codes(Math.min(n, 100)), 1, n)).toBe(
        '/clientVouchers?clientName=Acme&client_id=1',
      );
    }
    expect(clientVouchersPath('Acme', codes(40), 1)).toBe('/clientVouchers?clientName=Acme&client_id=1');
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
