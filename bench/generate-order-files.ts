/**
 * Gives every generated print order its PDF's row in `order_files`, as placing it would have: a name, the
 * page count, a size and the preflight, set-based like generate-orders.ts (no file contents: the board and
 * the lists read only these rows). Deterministic from the order's id: one order in ten has a second file,
 * one file in eight a warning (a page not the ordered paper size, or blank pages), a few of those both; the
 * older half has its background page checks done (colour and blank pages counted), the newer not yet.
 */
import { runnerOf } from './generate-orders';

import type { Database } from '../apps/api/src/db/client';

const A4 = `jsonb_build_array(jsonb_build_object('width_mm', 210, 'height_mm', 297, 'pages', f.pages))`;
const SIZE_WARNING = `jsonb_build_object('code', 'size_mismatch', 'message',
  'Page 1 (1 of ' || f.pages || ') is not A4 (210 × 297 mm).')`;
const BLANK_WARNING = `jsonb_build_object('code', 'blank_pages', 'message',
  'Page ' || f.pages || ' (1 of ' || f.pages || ') is blank.')`;

// prettier-ignore
const FILES_SQL = `
INSERT INTO order_files (order_id, name, pages, size, created_at, preflight)
SELECT f.order_id, f.name, f.pages, f.pages * 48000 + f.h % 40000, f.created_at,
  jsonb_build_object(
    'sizes', ${A4},
    'orientation', jsonb_build_object('portrait', f.pages, 'landscape', 0),
    'mismatched_pages', CASE WHEN f.h % 8 = 0 THEN '[1]'::jsonb ELSE '[]'::jsonb END,
    'color_pages', CASE WHEN f.checked THEN 0 END,
    'blank_pages', CASE WHEN f.checked THEN CASE WHEN (f.h / 8) % 16 = 3 THEN jsonb_build_array(f.pages) ELSE '[]'::jsonb END END,
    'warnings', (CASE WHEN f.h % 8 = 0 THEN jsonb_build_array(${SIZE_WARNING}) ELSE '[]'::jsonb END)
      || (CASE WHEN f.checked AND (f.h / 8) % 16 = 3 THEN jsonb_build_array(${BLANK_WARNING}) ELSE '[]'::jsonb END))
FROM (
  SELECT o.id AS order_id, o.created_at, greatest(o.pdf_page_count / n.files, 1) AS pages,
    CASE WHEN n.files = 1 THEN o.title ELSE o.title || ' part ' || k END || '.pdf' AS name,
    hashint8((o.id * 2 + k)::int8) & 2147483647 AS h, o.id < $1 AS checked
  FROM orders o
  CROSS JOIN LATERAL (SELECT CASE WHEN o.id % 10 = 7 THEN 2 ELSE 1 END AS files) n
  CROSS JOIN LATERAL generate_series(1, n.files) AS k
  WHERE o.order_type = 'print'
) f
ORDER BY f.order_id, f.name`;

/** Adds the files of every print order in `database` (run after generateOrders); returns how many and how long. */
export async function generateOrderFiles(
  database: Database,
  log: (line: string) => void = () => {},
): Promise<{ files: number; seconds: number }> {
  const started = performance.now();
  const run = await runnerOf(database);
  try {
    const [{ half } = { half: 0 }] = await run.rows<{ half: number }>(
      'SELECT ((min(id) + max(id)) / 2)::int AS half FROM orders',
    );
    await run.exec(FILES_SQL.replace('$1', String(half)));
    await run.exec('VACUUM ANALYZE order_files');
    await run.exec('CHECKPOINT');
    const [{ n } = { n: 0 }] = await run.rows<{ n: number }>('SELECT count(*)::int AS n FROM order_files');
    const seconds = (performance.now() - started) / 1000;
    log(`${n} order files in ${seconds.toFixed(1)} s`);
    return { files: n, seconds };
  } finally {
    run.release();
  }
}
