/**
 * Job tickets: a printable A4 page per order that travels with the job through the shop (one order's, or
 * many at once from a selection).
 */
import { z } from 'zod';

import { ZId } from './common';

/** At most this many tickets in one PDF. */
export const MAX_TICKETS = 200;

/** The path of the back office's order detail, which a ticket's QR code opens (after the public URL). */
export const ticketOrderPath = (id: number) => `/order/${id}`;

/**
 * POST /api/tickets.pdf: the orders whose tickets to print, one a page in this order. Each order once: a
 * repeated id is refused rather than printed twice.
 */
export const ZTicketsRequest = z.object({
  order_ids: z
    .array(ZId)
    .min(1, { error: 'Select at least one order' })
    .max(MAX_TICKETS, { error: `At most ${MAX_TICKETS} tickets at once` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each order may be listed once' }),
});
export type TTicketsRequest = z.infer<typeof ZTicketsRequest>;
