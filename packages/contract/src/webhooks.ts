import { z } from 'zod';

import { oneOf, ZPageQuery, ZPaginated, ZSearchQuery } from './common';
import { ZEventType } from './events';
import { WEBHOOK_DELIVERY_ORDERING_FIELDS, WEBHOOK_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, type ListParams } from './lists';

/** The event a "Send test event" posts: to the one endpoint, whatever it listens for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The tries of one event at one endpoint: the first, then one after each of these waits (seconds). */
export const WEBHOOK_RETRY_DELAYS_S = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600] as const;

/** An endpoint failing this long (every try since, none delivered) is switched off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3600_000;

/** After a rotation the previous secret signs too, this long. */
export const WEBHOOK_PREVIOUS_SECRET_MS = 24 * 3600_000;

const ZWebhookUrl = z
  .string({ error: 'Enter the address that receives the events' })
  .trim()
  .max(2000, { error: 'Must be at most 2000 characters' })
  .pipe(z.url({ protocol: /^https?$/, error: 'Use an http:// or https:// address' }));

const ZWebhookEvents = z
  .array(ZEventType, { error: 'Choose the events to send' })
  .min(1, { error: 'Choose at least one event' })
  .refine((events) => new Set(events).size === events.length, { error: 'An event is listed twice' });

const ZWebhookDescription = z.string().trim().max(200, { error: 'Must be at most 200 characters' });

/** POST /api/webhooks/: the endpoint's address, the events it gets, a note, and whether it is on. */
export const ZCreateWebhookRequest = z.object({
  url: ZWebhookUrl,
  events: ZWebhookEvents,
  description: ZWebhookDescription.default(''),
  active: z.boolean({ error: 'Must be true or false' }).default(true),
});
export type TCreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

/** PATCH /api/webhooks/{id}/: any of the fields; switching an endpoint on again clears its switch-off. */
export const ZUpdateWebhookRequest = z.object({
  url: ZWebhookUrl.optional(),
  events: ZWebhookEvents.optional(),
  description: ZWebhookDescription.optional(),
  active: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type TUpdateWebhookRequest = z.input<typeof ZUpdateWebhookRequest>;

/** An endpoint. Its secret is never read back: it is shown once, at creation and at each rotation. */
export const ZWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string(),
  active: z.boolean(),
  /** When the server switched it off for failing three days (null if it did not, or it was switched on again). */
  disabled_at: z.string().nullable(),
  /** Since when every try has failed (null while it delivers). */
  failing_since: z.string().nullable(),
  /** Until when the secret before the last rotation signs too. */
  previous_secret_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;
export const ZWebhookPage = ZPaginated(ZWebhook);
export type TWebhookPage = z.infer<typeof ZWebhookPage>;

/** The answer of a creation or a rotation: the endpoint and its new secret (`whsec_…`), this once. */
export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const WEBHOOK_DEFAULT_ORDERING = '-created_at';
export const ZWebhookListQuery = ZPageQuery.extend({
  query: ZSearchQuery.optional(),
  active: z.enum(['true', 'false'], { error: 'Must be true or false' }).optional(),
  ordering: orderingParam(WEBHOOK_ORDERING_FIELDS, WEBHOOK_DEFAULT_ORDERING),
});
export type TWebhookListQuery = z.infer<typeof ZWebhookListQuery>;
export type TWebhookListParams = ListParams<TWebhookListQuery>;

/** A try's outcome: waiting for its time, delivered (2xx), failed, or not made (the endpoint was switched off). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export const ZWebhookDeliveryStatus = oneOf(WEBHOOK_DELIVERY_STATUSES);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;

/** One try of one event at one endpoint; the tries of an event share its `message_id` (the `webhook-id`). */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  message_id: z.string(),
  type: z.string(),
  try: z.number().int(),
  status: ZWebhookDeliveryStatus,
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The first bytes of the receiver's answer. */
  response: z.string().nullable(),
  scheduled_at: z.string(),
  tried_at: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryPage = ZPaginated(ZWebhookDelivery);
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;

export const WEBHOOK_DELIVERY_DEFAULT_ORDERING = '-id';
export const ZWebhookDeliveryListQuery = ZPageQuery.extend({
  query: ZSearchQuery.optional(),
  status: ZWebhookDeliveryStatus.optional(),
  ordering: orderingParam(WEBHOOK_DELIVERY_ORDERING_FIELDS, WEBHOOK_DELIVERY_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TWebhookDeliveryListQuery = z.infer<typeof ZWebhookDeliveryListQuery>;
export type TWebhookDeliveryListParams = ListParams<TWebhookDeliveryListQuery>;

/** POST /api/webhooks/{id}/test: the test event's first try, queued. */
export const ZWebhookTestResponse = z.object({ message_id: z.string(), delivery_id: z.number().int() });
export type TWebhookTestResponse = z.infer<typeof ZWebhookTestResponse>;
