/** The scans of QR codes: the public scan's query, and a QR's scans and redemptions per day (its chart). */
import { z } from 'zod';

import { atLeastMessage, atMostMessage } from './errors';

/**
 * GET /api/qr-codes/{id}/scans/?days=N: scans per UTC day from the scan log, and redemptions per UTC day,
 * oldest first.
 */
export const ZQrScansQuery = z.object({
  days: z.coerce
    .number({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .min(1, { error: atLeastMessage(1) })
    .max(366, { error: atMostMessage(366) })
    .default(30),
});
export const ZQrScansPerDay = z.object({
  qr_id: z.number().int(),
  total: z.number().int(),
  /** The redemptions of those days. */
  redemptions: z.number().int(),
  days: z.array(z.object({ date: z.string(), scans: z.number().int(), redemptions: z.number().int() })),
});
export type TQrScansPerDay = z.infer<typeof ZQrScansPerDay>;

export const ZQrScanQuery = z.object({ qr_code: z.string().max(200).optional() });
