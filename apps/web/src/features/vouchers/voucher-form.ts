import { zodResolver } from '@hookform/resolvers/zod';
import dayjs, { type Dayjs } from 'dayjs';

import {
  REQUIRED_MESSAGE,
  VOUCHER_IMAGE_MAX_BYTES,
  ZVoucherForm,
  type TVoucherForm,
  type TVoucherInfo,
  type TVoucherType,
} from '@printhub/contract';

import { dateValidationMessage } from '@/components/date-field/date-validation';
import { datePart } from '@/lib/format';
import { pngFileError } from '@/lib/png-file';

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

export interface VoucherCodeValue {
  voucher_code: string;
  /** A code a user already bought (edit mode): shown, but neither renamed nor removed. */
  locked?: boolean;
}

/** What the Voucher Information dialog holds. The date stays a Dayjs so a half-typed date is never lost. */
export interface VoucherFormValues {
  client: number | '';
  voucher_detail: string;
  expiry_date: Dayjs | null;
  cost: string;
  voucher_type: TVoucherType;
  vouchers: VoucherCodeValue[];
}

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  client: '',
  voucher_detail: '',
  expiry_date: null,
  cost: '',
  voucher_type: 'single',
  vouchers: [{ voucher_code: '' }],
};

/** In edit mode the type comes from is_single. */
export function voucherFormValuesFrom(info: TVoucherInfo): VoucherFormValues {
  const codes = info.vouchers.map((code) => ({ voucher_code: code.voucher_code, locked: code.is_assigned }));
  return {
    client: info.client,
    voucher_detail: info.voucher_detail,
    expiry_date: dayjs(datePart(info.expiry_date)),
    cost: String(info.cost),
    voucher_type: info.is_single ? 'single' : 'multiple',
    vouchers: codes.length > 0 ? codes : [{ voucher_code: '' }],
  };
}

const expiryText = (value: Dayjs | null): string => {
  if (!value) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid';
};

function schemaInput(values: VoucherFormValues) {
  return {
    client: values.client === '' ? undefined : values.client,
    voucher_detail: values.voucher_detail,
    expiry_date: expiryText(values.expiry_date),
    cost: values.cost,
    voucher_type: values.voucher_type,
    vouchers: values.vouchers.map(({ voucher_code }) => ({ voucher_code })),
  };
}

const zodCheck = zodResolver(ZVoucherForm);

/**
 * ZVoucherForm, plus the date field's own limits (minimum today; its message wins over the
 * schema's generic one), and 'This field is Required' for an empty cost (the contract says 'Must be a
 * number' for an empty value).
 */
export const voucherFormResolver: Resolver<VoucherFormValues, unknown, TVoucherForm> = async (
  values,
  context,
  options,
) => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema reads the converted values
  const result = await zodCheck(schemaInput(values) as any, context, options as any);
  const errors = { ...result.errors } as Record<string, FieldError>;
  const dateMessage = dateValidationMessage(values.expiry_date, { disablePast: true });
  if (dateMessage) errors.expiry_date = { type: 'custom', message: dateMessage };
  if (values.cost.trim() === '') errors.cost = { type: 'required', message: REQUIRED_MESSAGE };
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<VoucherFormValues> };
  return { values: result.values as TVoucherForm, errors: {} };
};

/** .png only (the server checks the content too); at most 5 MiB. */
export const imageFileError = (file: File): string | null => pngFileError(file, VOUCHER_IMAGE_MAX_BYTES);

/** The file as plain base64 (the data: URL's prefix removed), as the image field of the requests. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}
