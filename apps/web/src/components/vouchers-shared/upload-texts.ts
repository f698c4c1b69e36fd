import { VOUCHER_CSV_MAX_BYTES, type TUploadVouchersResponse } from '@printhub/contract';

import { datePart } from '@/lib/format';

/** The upload's texts and file check, apart from the dialog so that screens can use them without loading it. */
export const UPLOAD_PROMPT_TEXT = 'Select a Client before uploading voucher csv';
export const CSV_ONLY_MESSAGE = 'Only .csv files are accepted';
export const CSV_TOO_LARGE_MESSAGE = `The file must be at most ${VOUCHER_CSV_MAX_BYTES / 1024 / 1024} MiB`;
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const DEFAULT_EXPIRY_LABEL = 'Validity of rows without expiry_date';

/** What an accepted file made, and which validity the rows without an expiry_date took. */
export function uploadedText(result: TUploadVouchersResponse): string {
  const { vouchers_created, codes_created, default_expiry_codes: defaulted } = result;
  const made = `Uploaded ${plural(vouchers_created, 'voucher', 'vouchers')} with ${plural(codes_created, 'code', 'codes')}`;
  if (defaulted === 0) return `${made}; every row had its own expiry_date`;
  return `${made}; ${plural(defaulted, 'code', 'codes')} without an expiry_date ${defaulted === 1 ? 'is' : 'are'} valid until ${datePart(result.default_expiry_date)}`;
}

/** .csv only; at most 20 MiB (refused here before anything is sent). */
export function csvFileError(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return CSV_ONLY_MESSAGE;
  if (file.size > VOUCHER_CSV_MAX_BYTES) return CSV_TOO_LARGE_MESSAGE;
  return null;
}
