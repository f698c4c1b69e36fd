import { describe, expect, it } from 'vitest';

import { QR_MULTIPART_FIELDS, ZVoucherCodeRow } from '..';

describe('shapes built from other schemas', () => {
  it('a multipart QR request may carry the text fields and the image, nothing else', () => {
    expect(QR_MULTIPART_FIELDS).toEqual([
      'code',
      'value',
      'validity',
      'company',
      'count',
      'redirection_url',
      'is_active',
      'max_redemptions',
      'image',
    ]);
  });

  it("a voucher code row is the code, its voucher's fields, the voucher's code count and the sale, in that order", () => {
    expect(Object.keys(ZVoucherCodeRow.shape)).toEqual([
      'voucher_code',
      'is_assigned',
      'is_active',
      'voucher_code_id',
      'voucherInfoId',
      'client',
      'client_name',
      'voucher_detail',
      'cost',
      'expiry_date',
      'image',
      'is_single',
      'created_on',
      'voucher_code_count',
      'sold_at',
      'buyer_id',
      'buyer_name',
    ]);
  });
});
