import type {
  TCreateVoucherRequest,
  TUpdateVoucherRequest,
  TVoucherForm,
  TVoucherInfo,
} from '@printhub/contract';

// Apart from voucher-form.ts (the form's resolver) so that the list screen can save without loading the form.

/** POST /api/save-voucher/: new codes are unassigned and active. */
export function createVoucherRequest(values: TVoucherForm, image: string | null): TCreateVoucherRequest {
  const single = values.voucher_type === 'single';
  const codes = single ? values.vouchers.slice(0, 1) : values.vouchers;
  return {
    client: values.client,
    voucher_detail: values.voucher_detail,
    cost: values.cost,
    expiry_date: values.expiry_date,
    ...(image ? { image } : {}),
    is_single: single,
    vouchers: codes.map(({ voucher_code }) => ({ voucher_code, is_assigned: false, is_active: true })),
  };
}

/**
 * PUT /api/save-voucher/: the image only when a new file was chosen; a single voucher sends
 * its code as voucher_code, a multiple one its whole new list of codes.
 */
export function updateVoucherRequest(
  info: Pick<TVoucherInfo, 'id' | 'is_single'>,
  values: TVoucherForm,
  image: string | null,
): TUpdateVoucherRequest {
  return {
    id: info.id,
    client: values.client,
    voucher_detail: values.voucher_detail,
    cost: values.cost,
    expiry_date: values.expiry_date,
    ...(image ? { image } : {}),
    ...(info.is_single
      ? { voucher_code: values.vouchers[0]?.voucher_code ?? '' }
      : { vouchers: values.vouchers.map(({ voucher_code }) => ({ voucher_code })) }),
  };
}
