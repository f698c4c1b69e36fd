import {
  MAIL_EVENTS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type TMailEvent,
  type TNotificationKind,
  type TNotificationListParams,
  type TNotificationStatus,
} from '@printhub/contract';

import { dateRangeQuery, parseDateRangeParams, type DateRangeFilters } from '@/lib/list-date-range';
import { LIST_ORDERINGS } from '@/lib/list-orderings';
import { listViewQuery, parseChoiceParam, type ListView } from '@/lib/list-params';

/** Page, rows per page (the lists' default, 10), ordering and search: the shared list view. */
export const NOTIFICATION_LIST_VIEW = { orderingFields: LIST_ORDERINGS.notifications };

/** What each message is about, as a person reads it. */
export const NOTIFICATION_KIND_LABELS: Record<TNotificationKind, string> = {
  'order.placed': 'Order placed',
  'order.assigned': 'Order assigned',
  'order.out_for_delivery': 'Out for delivery',
  'order.delivered': 'Delivered',
  'order.cancelled': 'Cancelled',
  'customer.verify_email': 'E-mail verification',
};

export const NOTIFICATION_STATUS_LABELS: Record<TNotificationStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  not_sent: 'Not sent',
};

/** The outbox's own filters: `?event=&status=` and the days written (`?from_date=&to_date=`). */
export interface NotificationFilters extends DateRangeFilters {
  event?: TNotificationKind;
  status?: TNotificationStatus;
}

export function parseNotificationFilters(params: URLSearchParams): NotificationFilters {
  const event = parseChoiceParam(params, 'event', NOTIFICATION_KINDS);
  const status = parseChoiceParam(params, 'status', NOTIFICATION_STATUSES);
  return { ...(event ? { event } : {}), ...(status ? { status } : {}), ...parseDateRangeParams(params) };
}

export function notificationListQuery(
  view: ListView,
  { event, status, ...days }: NotificationFilters,
): TNotificationListParams {
  return {
    ...listViewQuery(view),
    ...(event ? { event } : {}),
    ...(status ? { status } : {}),
    ...dateRangeQuery(days),
  } as TNotificationListParams;
}

/** The two parts of the screen, `?tab=templates` for the second (the outbox has no parameter). */
export const NOTIFICATION_TABS = ['outbox', 'templates'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const parseNotificationTab = (params: URLSearchParams): NotificationTab =>
  parseChoiceParam(params, 'tab', NOTIFICATION_TABS) ?? 'outbox';

/** The template being edited: `?template=` (its event) on the templates tab, else the first event's. */
export const parseTemplateEvent = (params: URLSearchParams): TMailEvent =>
  parseChoiceParam(params, 'template', MAIL_EVENTS) ?? MAIL_EVENTS[0];
