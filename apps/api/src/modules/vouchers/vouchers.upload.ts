import { parse } from 'csv-parse/sync';

import {
  VOUCHER_CSV_COLUMNS,
  VOUCHER_CSV_REQUIRED,
  ZRedirectUrl,
  ZVoucherCodeText,
  ZVoucherCost,
  ZVoucherExpiry,
  type TFieldError,
  type TUploadVouchersResponse,
} from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { NUL_MESSAGE } from '../../lib/nul';
import { clientExists } from '../clients/clients.repository';
import * as repo from './vouchers.repository';

import type { Db } from '../../db/client';

type Column = (typeof VOUCHER_CSV_COLUMNS)[number];
type Row = {
  line: number;
  code: string;
  detail: string;
  cost: number;
  expiry: Date;
  imageUrl: string | null;
};

const rowError = (line: number, column: string, reason: string): TFieldError => ({
  message: `Line ${line}, ${column}: ${reason}`,
  context: { key: 'file', line, column },
});

function readHeader(header: string[]): { index: Map<Column, number>; errors: TFieldError[] } {
  const index = new Map<Column, number>();
  const errors: TFieldError[] = [];
  header.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!(VOUCHER_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push(rowError(1, raw, `Unknown column (expected ${VOUCHER_CSV_COLUMNS.join(', ')})`));
    else if (index.has(name as Column)) errors.push(rowError(1, name, 'Column appears twice'));
    else index.set(name as Column, i);
  });
  for (const required of VOUCHER_CSV_REQUIRED)
    if (!index.has(required)) errors.push(rowError(1, required, 'Missing required column'));
  return { index, errors };
}

function parseCsv(data: Buffer): { records: string[][]; lines: number[] } {
  try {
    const parsed = parse(data, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return { records: parsed.map((p) => p.record), lines: parsed.map((p) => p.info.lines) };
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    throw new AppError('BAD_REQUEST', 'The file is not valid CSV', [
      rowError(line, 'file', `Not valid CSV (${(err as Error).message})`),
    ]);
  }
}

/** Checks every row, collecting every problem instead of stopping at the first. */
function readRows(data: Buffer, defaultExpiry: Date): { rows: Row[]; errors: TFieldError[] } {
  const { records, lines } = parseCsv(data);
  if (records.length === 0) throw AppError.field('file', 'The file is empty: it needs a header row');
  const { index, errors } = readHeader(records[0]!);
  if (errors.length > 0) return { rows: [], errors };
  if (records.length === 1) throw AppError.field('file', 'The file has a header but no voucher rows');
  const rows: Row[] = [];
  const firstLine = new Map<string, number>();
  for (let r = 1; r < records.length; r += 1) {
    const record = records[r]!;
    const line = lines[r]!;
    const cell = (c: Column) => (index.has(c) ? (record[index.get(c)!] ?? '').trim() : '');
    if (record.length !== records[0]!.length) {
      errors.push(rowError(line, 'row', `Has ${record.length} fields, the header has ${records[0]!.length}`));
      continue;
    }
    const nulAt = record.findIndex((c) => c.includes('\u0000'));
    if (nulAt >= 0) {
      errors.push(rowError(line, records[0]![nulAt]!.trim().toLowerCase(), NUL_MESSAGE));
      continue;
    }
    const code = ZVoucherCodeText.safeParse(cell('voucher_code'));
    const detail = cell('voucher_detail');
    const cost = ZVoucherCost.safeParse(cell('cost'));
    const expiryText = cell('expiry_date');
    const expiry = expiryText === '' ? null : ZVoucherExpiry.safeParse(expiryText);
    const imageUrl = ZRedirectUrl.safeParse(cell('image_url'));
    if (!code.success) errors.push(rowError(line, 'voucher_code', code.error.issues[0]!.message));
    if (detail === '') errors.push(rowError(line, 'voucher_detail', 'This field is Required'));
    else if (detail.length > 500)
      errors.push(rowError(line, 'voucher_detail', 'Must be at most 500 characters'));
    if (!cost.success) errors.push(rowError(line, 'cost', cost.error.issues[0]!.message));
    if (expiry && !expiry.success) errors.push(rowError(line, 'expiry_date', 'Invalid Date Format'));
    if (!imageUrl.success) errors.push(rowError(line, 'image_url', 'Must be an http:// or https:// address'));
    if (code.success) {
      const seen = firstLine.get(code.data);
      if (seen !== undefined)
        errors.push(rowError(line, 'voucher_code', `Duplicate code: also on line ${seen}`));
      else firstLine.set(code.data, line);
    }
    if (code.success && cost.success && detail !== '' && (!expiry || expiry.success) && imageUrl.success)
      rows.push({
        line,
        code: code.data,
        detail,
        cost: cost.data,
        expiry: expiry?.success ? new Date(expiry.data) : defaultExpiry,
        imageUrl: imageUrl.data || null,
      });
  }
  return { rows, errors };
}

/** Rows with the same detail, cost and expiry are one voucher (multiple-code when > 1 code). */
function groupRows(rows: Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.detail, row.cost, row.expiry.getTime()]);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

/**
 * POST /api/upload_vouchers: the whole file in one transaction, or nothing. Every bad row (and every code
 * the client already has) is reported with its line and column.
 */
export async function uploadVouchers(
  db: Db,
  input: { clientId: number; expiryDate: Date; file: Buffer },
): Promise<TUploadVouchersResponse> {
  const { rows, errors } = readRows(input.file, input.expiryDate);
  return db.transaction(async (tx) => {
    if (!(await clientExists(tx, input.clientId))) throw AppError.field('client_id', 'No such client');
    const taken = await repo.existingCodes(
      tx,
      input.clientId,
      rows.map((r) => r.code),
    );
    for (const row of rows)
      if (taken.has(row.code))
        errors.push(rowError(row.line, 'voucher_code', 'This client already has this code'));
    if (errors.length > 0) {
      errors.sort((a, b) => (a.context.line ?? 0) - (b.context.line ?? 0));
      throw new AppError('BAD_REQUEST', `${errors.length} problem(s) in the file`, errors);
    }
    const groups = groupRows(rows);
    const ids = await repo.insertInfos(
      tx,
      groups.map((g) => ({
        clientId: input.clientId,
        voucherDetail: g[0]!.detail,
        cost: g[0]!.cost,
        expiryDate: g[0]!.expiry,
        imageUrl: g.find((r) => r.imageUrl)?.imageUrl ?? null,
        isSingle: g.length === 1,
      })),
    );
    await repo.insertCodes(
      tx,
      groups.flatMap((g, i) =>
        g.map((r) => ({ voucherInfoId: ids[i]!, clientId: input.clientId, code: r.code })),
      ),
    );
    return { vouchers_created: groups.length, codes_created: rows.length };
  });
}
