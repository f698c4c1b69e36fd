import { oneOf } from './common';

import type { z } from 'zod';

/**
 * What happens in the shop that people are told of: each event is e-mailed where it has a message (the
 * order events) and posted to every webhook endpoint that listens for it.
 */
export const EVENT_TYPES = [
  'order.placed',
  'order.assigned',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
  'invoice.issued',
  'payment.recorded',
  'qr.redeemed',
  'voucher.purchased',
  'referral.fulfilled',
] as const;

export const ZEventType = oneOf(EVENT_TYPES);
export type TEventType = z.infer<typeof ZEventType>;
