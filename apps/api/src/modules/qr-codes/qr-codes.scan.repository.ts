import { QR_COUNT_MAX } from '@printhub/contract';

import { runSql } from '../../db/raw';

import type { Database } from '../../db/client';

/** What one scan statement is given. */
export type ScanStatementParams = {
  code: string;
  /** The failed-scan counter of the client's address this minute, and its limit (qr-codes.probes.service.ts). */
  guard: { key: string; windowStart: Date; max: number };
  /** The code must be valid at this time or later. */
  validFrom: Date;
  /**
   * A stored address already known to give a usable Location: the scan of a code that redirects is counted
   * only while its stored address is still this one. Null when none is known yet (an image still counts).
   */
  verifiedUrl: string | null;
  userAgent: string;
};

/** What it answers: always one row. */
export type ScanStatementRow = {
  /** The address had used up its failed scans: nothing was done. */
  refused: boolean;
  /** The scan was counted and logged; `counted_image` says whether it shows an image. */
  counted: boolean;
  counted_image: boolean | null;
  /** When not counted: the code's row as it was (null id: no such code). */
  id: number | null;
  is_active: boolean | null;
  valid: boolean | null;
  has_image: boolean | null;
  redirection_url: string | null;
};

/**
 * The public scan in one statement, with no transaction around it: the prober guard, the count and its log
 * row. The count goes up by exactly one however many servers run this at once (the row lock lasts the
 * statement), the log row is written by the same statement, and the count stops at QR_COUNT_MAX instead of
 * overflowing. A code that redirects is counted only when its stored address is the one the caller already
 * checked (`verifiedUrl`; the check is JavaScript, normaliseRedirectUrl), so a scan that cannot be
 * redirected is never counted; when it is not counted the row is read back so that the caller can tell why
 * (no such code, switched off, out of date, an address not yet checked).
 */
const SCAN_SQL = `
with refused as (
  select exists (
    select 1 from throttle_counters where key = $1 and window_start = $2::timestamptz and count >= $3
  ) as yes
), hit as (
  update qr_codes set count = least(count::bigint + 1, ${QR_COUNT_MAX})::int
  where code = $4 and is_active and validity >= $5::timestamptz
    and (image is not null or redirection_url = $6::text)
    and not (select yes from refused)
  returning id, image is not null as has_image
), logged as (
  insert into qr_scans (qr_id, outcome, user_agent)
  select id, case when has_image then 'image' else 'redirect' end, $7 from hit
)
select r.yes as refused, h.id is not null as counted, h.has_image as counted_image,
  q.id, q.is_active, q.validity >= $5::timestamptz as valid, q.image is not null as has_image,
  q.redirection_url
from refused r
  left join hit h on true
  left join qr_codes q on q.code = $4 and h.id is null`;

/**
 * Sends the scan statement straight to the driver, with its text built once: this route is the one hit by
 * every printed code, and the query builder's work and, on PGlite, the per-query type parsers it passes
 * (which PGlite merges into its own map of every type on each query) cost more than the statement. On
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection.
 */
export async function runScanStatement(
  database: Database,
  p: ScanStatementParams,
): Promise<ScanStatementRow> {
  const values = [
    p.guard.key,
    p.guard.windowStart.toISOString(),
    p.guard.max,
    p.code,
    p.validFrom.toISOString(),
    p.verifiedUrl,
    p.userAgent,
  ];
  const [row] = await runSql<ScanStatementRow>(database, { name: 'qr-scan', text: SCAN_SQL, values });
  return row!;
}
