import { pipeline, Readable } from 'node:stream';

import { stringify } from 'csv-stringify';

import { attachmentDisposition } from './content-disposition';

import type { Answer } from '../plugins/openapi';
import type { FastifyReply } from 'fastify';

/** The most rows one export carries; narrow the filters for more. */
export const EXPORT_LIMIT = 100_000;
/** Rows read per query while exporting. */
export const EXPORT_BATCH = 1000;

/** A CSV cell: text as it is, numbers in full, booleans as true/false, nothing as empty. */
type Cell = string | number | boolean | null | undefined;
/** The columns of an export: the header of each column and how a list row fills it, in order. */
export type CsvColumns<T> = Record<string, (row: T) => Cell>;

const cellText = (value: Cell): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/**
 * Streams rows as CSV, reading them batch by batch through `fetch` (the list's own query, with its filters
 * and ordering, at a limit and an offset), so memory stays flat whatever the size. A cell that starts with
 * `=`, `+`, `-` or `@` is prefixed with `'`, so a spreadsheet shows it instead of running it as a formula.
 */
export function csvExport<T>(
  fetch: (page: { limit: number; offset: number }) => Promise<T[]>,
  columns: CsvColumns<T>,
  { batch = EXPORT_BATCH, max = EXPORT_LIMIT }: { batch?: number; max?: number } = {},
): Readable {
  const fill = Object.values(columns);
  async function* records() {
    for (let offset = 0; offset < max; offset += batch) {
      const rows = await fetch({ limit: Math.min(batch, max - offset), offset });
      for (const row of rows) yield fill.map((cell) => cellText(cell(row)));
      if (rows.length < batch) return;
    }
  }
  const csv = stringify({ header: true, columns: Object.keys(columns), escape_formulas: true });
  // pipeline, not pipe: a failed query must end the response with an error (which Fastify answers or logs),
  // not stay an unhandled stream error that crashes the process and leaves the response open forever.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}

/** An export's answer, for the OpenAPI document (route config `answers`). */
export const CSV_ANSWERS: Record<number, Answer> = {
  200: {
    description: 'The rows as a CSV file, header first: a download named `<name>-YYYY-MM-DD.csv`.',
    type: 'text/csv',
  },
};

/** Answers a CSV export as a download named `<name>-YYYY-MM-DD.csv` (today, UTC). */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`${name}-${day}.csv`))
    .send(csv);
}
