import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { parse, type Options } from 'csv-parse';

import {
  startOfTodayUtc,
  VOUCHER_CSV_MAX_ROWS,
  VOUCHER_CSV_REPORTED_ERRORS,
  type TFieldError,
  type TUploadVouchersResponse,
} from '@printhub/contract';

import { AppError, isForeignKeyViolation, isUniqueViolation } from '../../lib/app-error';
import { recordChange, SYSTEM_ACTOR, type Actor } from '../audit-log/audit-log.service';
import { clientExists } from '../clients/clients.repository';
import {
  checkRow,
  ErrorReport,
  PAST_DATE_MESSAGE,
  readHeader,
  rowError,
  type Header,
} from './vouchers.csv.service';
import * as repo from './vouchers.repository';
import { uploadInterrupted, writeUpload, type Checked, type WriteOptions } from './vouchers.staging.service';

import type { Database, DbOrTx, Tx } from '../../db/client';

/**
 * Rows checked against the stored codes, and written, per statement (each write its own short transaction);
 * the event loop and the database get a turn between. PGlite runs a statement on the event loop's own
 * thread, so a statement's length is how long every other request waits: 2,500 rows take ≈50–150 ms on a
 * busy 2-core machine (5,000 held it for up to half a second). PostgreSQL runs it in its own process, so a
 * batch there is 25,000 rows (fewer round trips; a write is a transaction of a fraction of a second).
 */
export const UPLOAD_BATCH_ROWS = 2_500;
export const POSTGRES_BATCH_ROWS = 25_000;
/** Rows read and checked between two turns of the event loop (≈10 ms of work each on a busy 2-core machine). */
const YIELD_ROWS = 1_000;
/** A record longer than this is not a voucher row (the longest valid one is a few kB): the file is refused. */
const MAX_RECORD_BYTES = 64 * 1024;
const CHUNK_BYTES = 64 * 1024;

/** `batchRows`: rows per check and per write (tests make it small); unset, the engine's defaults above. */
export type UploadLimits = { maxRows: number; reportedErrors: number; batchRows?: number };
const LIMITS: UploadLimits = {
  maxRows: VOUCHER_CSV_MAX_ROWS,
  reportedErrors: VOUCHER_CSV_REPORTED_ERRORS,
};

const tooManyRows = (max: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file has more than ${max.toLocaleString('en-US')} voucher rows: split it into files of at most ${max.toLocaleString('en-US')} rows`,
  );

function* chunks(data: Buffer) {
  for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
}

type Item = string[] | { record: string[]; line: number };

/**
 * The file's records, as csv-parse reads them a chunk at a time: never the whole file as rows at once; with
 * `lines`, each with the line it ends on. (on_record rather than `info: true`, which copies a whole info
 * object per record and made parsing twice as slow; still, on_record builds one per record too, about half
 * of csv-parse's time in a profile: a file is first read without, and again with lines only if it has a
 * problem.)
 */
function records(data: Buffer, lines: boolean): AsyncIterable<Item> {
  const options: Options<{ record: string[]; line: number }, string[]> = {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_BYTES,
    ...(lines ? { on_record: (record, { lines: line }) => ({ record, line }) } : {}),
  };
  return Readable.from(chunks(data)).pipe(parse(options as unknown as Options));
}

/**
 * Reads and checks the whole file, a row at a time: every row's problems, a code repeated in the file, and
 * (a batch at a time) the codes the client already has. Nothing is written; the caller writes `Checked` only
 * when the report is empty. Without `lines` (the first reading), it stops at the first problem and answers
 * null: the file is then read again with lines, for the report.
 */
async function checkFile(
  db: DbOrTx,
  input: { clientId: number; file: Buffer; expiry: Date; today: Date },
  limits: UploadLimits & { batchRows: number },
  lines: boolean,
): Promise<{ checked: Checked; report: ErrorReport; defaulted: number } | null> {
  let defaulted = 0;
  const report = new ErrorReport(limits.reportedErrors);
  const checked: Checked = { codes: [], voucherOf: [], vouchers: [] };
  const voucherIndex = new Map<string, number>();
  const firstLine = new Map<string, number>();
  let header: Header | null = null;
  let rows = 0;
  let batch: { errors: TFieldError[]; codes: { code: string; line: number }[] } = { errors: [], codes: [] };
  const endBatch = async () => {
    const taken = await repo.existingCodes(
      db,
      input.clientId,
      batch.codes.map((c) => c.code),
    );
    for (const { code, line } of batch.codes)
      if (taken.has(code))
        batch.errors.push(rowError(line, 'voucher_code', 'This client already has this code'));
    report.addBatch(batch.errors);
    batch = { errors: [], codes: [] };
    await nextTurn();
  };
  try {
    for await (const item of records(input.file, lines)) {
      const [record, line] = Array.isArray(item) ? [item, 0] : [item.record, item.line];
      if (!header) {
        const read = readHeader(record);
        if (read.errors.length > 0) throw new AppError('BAD_REQUEST', 'The header row is wrong', read.errors);
        header = read.header;
        continue;
      }
      rows += 1;
      if (rows > limits.maxRows) throw tooManyRows(limits.maxRows);
      const result = checkRow(record, line, header, input);
      const code = 'row' in result ? result.row.code : result.code;
      if ('errors' in result) batch.errors.push(...result.errors);
      if (code !== undefined) {
        const seen = firstLine.get(code);
        if (seen !== undefined) {
          batch.errors.push(rowError(line, 'voucher_code', `Duplicate code: also on line ${seen}`));
        } else {
          firstLine.set(code, line);
          batch.codes.push({ code, line });
        }
      }
      if ('row' in result && report.total === 0 && batch.errors.length === 0) {
        const { detail, cost, expiry, imageUrl } = result.row;
        const key = `${cost}|${expiry.getTime()}|${detail}`;
        let index = voucherIndex.get(key);
        if (index === undefined) {
          index = checked.vouchers.push({ detail, cost, expiry, imageUrl, codes: 0 }) - 1;
          voucherIndex.set(key, index);
        }
        const voucher = checked.vouchers[index]!;
        voucher.codes += 1;
        voucher.imageUrl ??= imageUrl;
        checked.codes.push(result.row.code);
        if (result.row.expiryDefaulted) defaulted += 1;
        checked.voucherOf.push(index);
      }
      if (!lines && batch.errors.length > 0) return null;
      if (rows % limits.batchRows === 0) {
        await endBatch();
        if (!lines && report.total > 0) return null;
      } else if (rows % YIELD_ROWS === 0) await nextTurn();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (!lines) return null;
    const line = (err as { lines?: number }).lines ?? 0;
    report.addBatch([...batch.errors, rowError(line, 'file', `Not valid CSV (${(err as Error).message})`)]);
    throw refusal(report);
  }
  if (!header) throw AppError.field('file', 'The file is empty: it needs a header row');
  if (rows === 0) throw AppError.field('file', 'The file has a header but no voucher rows');
  await endBatch();
  if (!lines && report.total > 0) return null;
  return { checked, report, defaulted };
}

function refusal(report: ErrorReport): AppError {
  const error = new AppError('BAD_REQUEST', `${report.total} problem(s) in the file`, report.listed);
  error.errorCount = report.total;
  return error;
}

/**
 * POST /api/upload_vouchers: the whole file or nothing. The file (at most 20 MiB, already in memory) is read
 * as a stream of rows and checked row by row; a refusal lists the first problems (line, column, reason) and
 * counts them all. Only a file without problems is written, in batches, hidden until its last step
 * (vouchers.staging.service.ts).
 */
export async function uploadVouchers(
  database: Database,
  input: { clientId: number; expiryDate: Date; file: Buffer },
  {
    limits = LIMITS,
    actor = SYSTEM_ACTOR,
    ...write
  }: { limits?: UploadLimits; actor?: Actor } & Omit<WriteOptions, 'batchRows' | 'onPublish'> = {},
): Promise<TUploadVouchersResponse> {
  const { db } = database;
  // "Today" by the upload's clock (the app's), as its lease.
  const today = startOfTodayUtc(write.clock?.() ?? new Date());
  if (input.expiryDate < today) throw AppError.field('expiry_date', PAST_DATE_MESSAGE);
  if (!(await clientExists(db, input.clientId))) throw AppError.field('client_id', 'No such client');
  const batchRows =
    limits.batchRows ?? (database.kind === 'pglite' ? UPLOAD_BATCH_ROWS : POSTGRES_BATCH_ROWS);
  const file = { clientId: input.clientId, file: input.file, expiry: input.expiryDate, today };
  const { checked, report, defaulted } =
    (await checkFile(db, file, { ...limits, batchRows }, false)) ??
    (await checkFile(db, file, { ...limits, batchRows }, true))!;
  if (report.total > 0) throw refusal(report);
  try {
    // One entry for the whole file, on the client: the vouchers it created, by id (the first 1,000).
    const onPublish = (tx: Tx, ids: number[]) =>
      recordChange(tx, actor, {
        action: 'upload',
        resource: 'clients',
        resourceId: input.clientId,
        summary: `Uploaded ${ids.length} vouchers (${checked.codes.length} codes) from a CSV file`,
        changes: {
          vouchers_created: [null, ids.length],
          codes_created: [null, checked.codes.length],
          voucher_ids: [null, ids.slice(0, 1000)],
        },
      });
    await writeUpload(database, input.clientId, checked, { ...write, batchRows, onPublish });
  } catch (err) {
    // A code written by another upload after the check: the file is refused as a whole, as it would have been.
    if (isUniqueViolation(err))
      throw new AppError(
        'CONFLICT',
        'This client already has one of these voucher codes: nothing was stored',
      );
    // The client (and so the vouchers written so far) deleted under the upload.
    if (isForeignKeyViolation(err))
      throw (await clientExists(db, input.clientId))
        ? uploadInterrupted()
        : AppError.field('client_id', 'No such client');
    throw err;
  }
  return {
    vouchers_created: checked.vouchers.length,
    codes_created: checked.codes.length,
    default_expiry_codes: defaulted,
    default_expiry_date: input.expiryDate.toISOString(),
  };
}
