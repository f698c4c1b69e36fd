import { pipeline, Readable } from 'node:stream';

import { stringify } from 'csv-stringify';

import * as repo from './orders.repository';
import { adminFilter, toOrder } from './orders.service';

import type { Db } from '../../db/client';
import type { TOrderListQuery } from '@printhub/contract';

/** The most rows one export carries; narrow the filters for more. */
export const EXPORT_LIMIT = 100_000;

const COLUMNS = [
  'id',
  'created_at',
  'status',
  'order_type',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'title',
  'pdf_page_count',
  'copies',
  'amount',
  'coupon_code',
  'assigned_to',
] as const;

/** Streams the filtered list as CSV, batch by batch, so memory stays flat whatever the size. */
export function exportOrdersCsv(db: Db, q: TOrderListQuery): Readable {
  async function* records() {
    let sent = 0;
    for await (const rows of repo.iterateOrders(db, adminFilter(q))) {
      for (const row of rows) {
        if (sent >= EXPORT_LIMIT) return;
        sent += 1;
        const o = toOrder(row);
        yield {
          ...o,
          first_name: o.user_data.first_name,
          last_name: o.user_data.last_name,
          email: o.user_data.email,
          mobile: o.user_data.mobile,
          assigned_to: o.assigned_user_name ?? '',
        };
      }
    }
  }
  // escape_formulas: a cell like "=HYPERLINK(…)" must not run in a spreadsheet.
  const csv = stringify({ header: true, columns: [...COLUMNS], escape_formulas: true });
  // pipeline, not pipe: a failed query must end the response with an error (which Fastify answers or logs),
  // not stay an unhandled stream error that crashes the process and leaves the response open forever.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
