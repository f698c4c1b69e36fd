/**
 * E-mail to customers and staff: the outbox (every message written, sent or not), the templates of the order
 * events, and the verification of a customer's e-mail.
 */
import { z } from 'zod';

import { oneOf, ZId, ZPageQuery, ZPaginated, ZSearchQuery } from './common';
import { REQUIRED_MESSAGE } from './errors';
import { NOTIFICATION_ORDERING_FIELDS } from './list-orderings';
import { checkDateRange, DATE_RANGE_ERROR, orderingParam, ZListDateRange, type ListParams } from './lists';

/** The events that write an e-mail: the order's steps (`order.assigned` goes to the staff user). */
export const MAIL_EVENTS = [
  'order.placed',
  'order.assigned',
  'order.out_for_delivery',
  'order.delivered',
  'order.cancelled',
] as const;
export const ZMailEvent = oneOf(MAIL_EVENTS);
export type TMailEvent = z.infer<typeof ZMailEvent>;

/** What a message in the outbox is about: an order event, or the link that verifies a customer's e-mail. */
export const NOTIFICATION_KINDS = [...MAIL_EVENTS, 'customer.verify_email'] as const;
export const ZNotificationKind = oneOf(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * A message's state: `queued` (to be sent, or to be tried again), `sent` (the mail server took it), `failed`
 * (every try failed), `not_sent` (no mail server configured: it waits until resent).
 */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'not_sent'] as const;
export const ZNotificationStatus = oneOf(NOTIFICATION_STATUSES);
export type TNotificationStatus = z.infer<typeof ZNotificationStatus>;

/** The error a message keeps while no mail server is configured. */
export const NO_MAIL_SERVER_ERROR = 'not sent: no mail server configured';

/** Tries of one message before it is failed for good. */
export const MAIL_TRIES = 5;

/** One message of the outbox, as the list shows it. */
export const ZNotification = z.object({
  id: z.number().int(),
  event: ZNotificationKind,
  recipient: z.string(),
  subject: z.string(),
  /** The order the message is about (null for a verification e-mail). */
  order_id: z.number().int().nullable(),
  /** The customer it went to (null when it went to a staff user). */
  customer_id: z.number().int().nullable(),
  status: ZNotificationStatus,
  tries: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = ZPaginated(ZNotification);
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/** GET /api/notifications/{id}: the message as it was (or will be) sent. */
export const ZNotificationDetail = ZNotification.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type TNotificationDetail = z.infer<typeof ZNotificationDetail>;

export const NOTIFICATION_DEFAULT_ORDERING = '-created_at';

/** `query` finds the recipient or the subject; the dates are the days the messages were written (UTC). */
export const ZNotificationListQuery = ZPageQuery.extend({
  query: ZSearchQuery.optional(),
  status: ZNotificationStatus.optional(),
  event: ZNotificationKind.optional(),
  order_id: ZId.optional(),
  customer_id: ZId.optional(),
  ordering: orderingParam(NOTIFICATION_ORDERING_FIELDS, NOTIFICATION_DEFAULT_ORDERING),
  ...ZListDateRange,
}).refine(checkDateRange, DATE_RANGE_ERROR);
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;
export type TNotificationListParams = ListParams<TNotificationListQuery>;

/** The placeholders a template may use, each written `{{name}}`. */
export const NOTIFICATION_PLACEHOLDERS = [
  'first_name',
  'order_id',
  'title',
  'due_at',
  'amount',
  'print_url',
  'shop_name',
] as const;
export type TNotificationPlaceholder = (typeof NOTIFICATION_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names of `{{…}}` in the text that are not placeholders, each once. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = NOTIFICATION_PLACEHOLDERS;
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => !known.includes(n)))];
}

/** Replaces every placeholder by its value (the text is otherwise left as written). */
export function fillPlaceholders(text: string, values: Record<TNotificationPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as TNotificationPlaceholder] : whole,
  );
}

const templateText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(max, { error: `Must be at most ${max} characters` })
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}; use ${NOTIFICATION_PLACEHOLDERS.map((n) => `{{${n}}}`).join(', ')}`,
        });
    });

/** PUT /api/notification-templates/{event} and the preview's body: the subject, and the body as plain text. */
export const ZNotificationTemplateRequest = z.object({
  subject: templateText(200),
  body: templateText(5000),
});
export type TNotificationTemplateRequest = z.infer<typeof ZNotificationTemplateRequest>;

/** An event's template; `is_default` until a super admin saves one. */
export const ZNotificationTemplate = z.object({
  event: ZMailEvent,
  subject: z.string(),
  body: z.string(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type TNotificationTemplate = z.infer<typeof ZNotificationTemplate>;

/** GET /api/notification-templates/: every event's template. */
export const ZNotificationTemplateList = z.array(ZNotificationTemplate);

export const ZMailEventParams = z.object({ event: ZMailEvent });

/** POST /api/notification-templates/{event}/preview: the template filled with an example order. */
export const ZNotificationPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type TNotificationPreview = z.infer<typeof ZNotificationPreview>;

/** POST /api/customer/verify-email: the token from the link e-mailed at sign-up (public). */
export const ZVerifyEmailRequest = z.object({
  token: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(200, { error: 'Must be at most 200 characters' }),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z.object({ email_verified: z.literal(true) });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;
