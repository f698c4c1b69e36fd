import {
  VOUCHER_CSV_COLUMNS,
  VOUCHER_CSV_REQUIRED,
  ZRedirectUrl,
  ZVoucherCodeText,
  ZVoucherCost,
  ZVoucherExpiry,
  type TFieldError,
} from '@printhub/contract';

import { NUL_MESSAGE } from '../../lib/nul';

/** The rules of one voucher CSV row, apart from reading the file and storing it (vouchers.upload.service.ts). */

export type Column = (typeof VOUCHER_CSV_COLUMNS)[number];
export type Header = { index: Map<Column, number>; names: string[] };
export type CsvRow = {
  line: number;
  code: string;
  detail: string;
  cost: number;
  expiry: Date;
  /** The row had no expiry_date: it took the upload's. */
  expiryDefaulted: boolean;
  imageUrl: string | null;
};

/** The message the JSON form gives a date before today. */
export const PAST_DATE_MESSAGE = 'Date should not be before minimal date';

export const rowError = (line: number, column: string, reason: string): TFieldError => ({
  message: `Line ${line}, ${column}: ${reason}`,
  context: { key: 'file', line, column },
});

export function readHeader(record: string[]): { header: Header; errors: TFieldError[] } {
  const index = new Map<Column, number>();
  const errors: TFieldError[] = [];
  const names = record.map((raw) => raw.trim().toLowerCase());
  names.forEach((name, i) => {
    if (!(VOUCHER_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push(rowError(1, record[i]!, `Unknown column (expected ${VOUCHER_CSV_COLUMNS.join(', ')})`));
    else if (index.has(name as Column)) errors.push(rowError(1, name, 'Column appears twice'));
    else index.set(name as Column, i);
  });
  for (const required of VOUCHER_CSV_REQUIRED)
    if (!index.has(required)) errors.push(rowError(1, required, 'Missing required column'));
  return { header: { index, names }, errors };
}

/**
 * One data row checked on its own: every problem of the row, or the row as it will be stored. `today` is the
 * start of the current UTC day: an expiry_date before it is refused, as the JSON form refuses it.
 */
export function checkRow(
  record: string[],
  line: number,
  header: Header,
  defaults: { expiry: Date; today: Date },
): { row: CsvRow } | { errors: TFieldError[]; code?: string } {
  if (record.length !== header.names.length)
    return {
      errors: [rowError(line, 'row', `Has ${record.length} fields, the header has ${header.names.length}`)],
    };
  const nulAt = record.findIndex((c) => c.includes('\u0000'));
  if (nulAt >= 0) return { errors: [rowError(line, header.names[nulAt]!, NUL_MESSAGE)] };
  const cell = (c: Column) => (header.index.has(c) ? record[header.index.get(c)!]!.trim() : '');
  const errors: TFieldError[] = [];
  const code = ZVoucherCodeText.safeParse(cell('voucher_code'));
  const detail = cell('voucher_detail');
  const cost = ZVoucherCost.safeParse(cell('cost'));
  const expiryText = cell('expiry_date');
  const expiry = expiryText === '' ? null : ZVoucherExpiry.safeParse(expiryText);
  const imageText = cell('image_url');
  const imageUrl =
    imageText === '' ? ({ success: true, data: '' } as const) : ZRedirectUrl.safeParse(imageText);
  if (!code.success) errors.push(rowError(line, 'voucher_code', code.error.issues[0]!.message));
  if (detail === '') errors.push(rowError(line, 'voucher_detail', 'This field is Required'));
  else if (detail.length > 500)
    errors.push(rowError(line, 'voucher_detail', 'Must be at most 500 characters'));
  if (!cost.success) errors.push(rowError(line, 'cost', cost.error.issues[0]!.message));
  let expiryDate = defaults.expiry;
  if (expiry && !expiry.success) errors.push(rowError(line, 'expiry_date', 'Invalid Date Format'));
  else if (expiry) {
    expiryDate = new Date(expiry.data);
    if (expiryDate < defaults.today) errors.push(rowError(line, 'expiry_date', PAST_DATE_MESSAGE));
  }
  if (!imageUrl.success) errors.push(rowError(line, 'image_url', 'Must be an http:// or https:// address'));
  // A bad row's code still counts for the duplicate check, as it would once the row is fixed.
  if (errors.length > 0 || !code.success || !cost.success || !imageUrl.success)
    return { errors, ...(code.success ? { code: code.data } : {}) };
  return {
    row: {
      line,
      code: code.data,
      detail,
      cost: cost.data,
      expiry: expiryDate,
      expiryDefaulted: expiry === null,
      imageUrl: imageUrl.data || null,
    },
  };
}

/**
 * The first `limit` problems of a file, in line order, and how many there are in all. Problems arrive a batch
 * of lines at a time, each batch after the lines before it: sorting within the batch keeps the whole list in
 * line order.
 */
export class ErrorReport {
  readonly listed: TFieldError[] = [];
  total = 0;
  constructor(private readonly limit: number) {}

  addBatch(errors: TFieldError[]): void {
    this.total += errors.length;
    if (this.listed.length >= this.limit || errors.length === 0) return;
    errors.sort((a, b) => (a.context.line ?? 0) - (b.context.line ?? 0));
    this.listed.push(...errors.slice(0, this.limit - this.listed.length));
  }
}
