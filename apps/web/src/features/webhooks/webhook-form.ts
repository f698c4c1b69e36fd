import { ZCreateWebhookRequest, type TEventType, type TWebhook } from '@printhub/contract';

import type { z } from 'zod';

/** What each event means, as the form's checkboxes name it. */
export const EVENT_LABELS: Record<TEventType, string> = {
  'order.placed': 'Order placed',
  'order.assigned': 'Order assigned to a staff user',
  'order.out_for_delivery': 'Order out for delivery',
  'order.delivered': 'Order delivered',
  'order.cancelled': 'Order cancelled',
  'invoice.issued': 'Invoice issued (numbered)',
  'payment.recorded': 'Payment or refund recorded',
  'qr.redeemed': 'QR code redeemed',
  'voucher.purchased': 'Voucher purchased',
  'referral.fulfilled': 'Referral fulfilled',
};

export const webhookFormSchema = ZCreateWebhookRequest;
export type WebhookFormValues = z.input<typeof ZCreateWebhookRequest>;

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { url: '', events: [], description: '', active: true };

export const webhookFormValuesFrom = (hook: TWebhook): WebhookFormValues => ({
  url: hook.url,
  events: hook.events as TEventType[],
  description: hook.description,
  active: hook.active,
});

export const WEBHOOK_SERVER_FIELDS = ['url', 'events', 'description', 'active'] as const;
