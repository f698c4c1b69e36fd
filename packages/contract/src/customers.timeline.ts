/** One customer's history on the user detail screen: every source, newest first, a page at a time. */
import { z } from 'zod';

import { ZPageQuery, ZPaginated } from './common';

/** What an entry records. `qr_redemption` is listed so that its source is one more entry on the server. */
export const TIMELINE_KINDS = [
  'order',
  'coin_entry',
  'qr_redemption',
  'voucher_purchase',
  'referral',
] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TTimelineKind, string> = {
  order: 'Order',
  coin_entry: 'Coins',
  qr_redemption: 'QR redemption',
  voucher_purchase: 'Voucher',
  referral: 'Referral',
};

export const ZTimelineEntry = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** The id of the row in its own source (an order id, a ledger entry id…). */
  id: z.number().int(),
  at: z.string(),
  summary: z.string(),
  /** Coins the entry moved (ledger entries), else null. */
  coins: z.number().int().nullable(),
});
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZTimelineQuery = ZPageQuery;
export const ZTimelinePage = ZPaginated(ZTimelineEntry);
export type TTimelinePage = z.infer<typeof ZTimelinePage>;
