import {
  fillPlaceholders,
  formatMoney,
  MAIL_EVENTS,
  type TMailEvent,
  type TNotificationPlaceholder,
  type TNotificationTemplate,
  type TNotificationTemplateRequest,
} from '@printhub/contract';

import { escapeHtml } from '../../lib/escape-html';
import { recordChange, type Actor } from '../audit-log/audit-log.service';
import * as repo from './notifications.repository';

import type { Db, DbOrTx } from '../../db/client';

/** Each order event's e-mail until a super admin writes their own. */
const DEFAULT_TEMPLATES: Record<TMailEvent, TNotificationTemplateRequest> = {
  'order.placed': {
    subject: 'Order #{{order_id}} received: {{title}}',
    body: 'Hello {{first_name}},\n\nThank you for your order #{{order_id}}, {{title}}, for {{amount}}. It will be ready by {{due_at}}.\n\nSee your order: {{print_url}}\n\n{{shop_name}}',
  },
  'order.assigned': {
    subject: 'Order #{{order_id}} is assigned to you: {{title}}',
    body: 'Hello {{first_name}},\n\nOrder #{{order_id}}, {{title}}, is yours to print. It is due by {{due_at}}.\n\nThe order: {{print_url}}\n\n{{shop_name}}',
  },
  'order.out_for_delivery': {
    subject: 'Order #{{order_id}} is out for delivery',
    body: 'Hello {{first_name}},\n\nYour order #{{order_id}}, {{title}}, is on its way to you.\n\nSee your order: {{print_url}}\n\n{{shop_name}}',
  },
  'order.delivered': {
    subject: 'Order #{{order_id}} is delivered',
    body: 'Hello {{first_name}},\n\nYour order #{{order_id}}, {{title}}, has been delivered. Thank you for printing with us.\n\nSee your order: {{print_url}}\n\n{{shop_name}}',
  },
  'order.cancelled': {
    subject: 'Order #{{order_id}} is cancelled',
    body: 'Hello {{first_name}},\n\nYour order #{{order_id}}, {{title}}, has been cancelled and will not be printed. A coupon it used can be used again.\n\nSee your order: {{print_url}}\n\n{{shop_name}}',
  },
};

export type PlaceholderValues = Record<TNotificationPlaceholder, string>;

/** A message rendered from a template: the same words as plain text and as HTML. */
export type RenderedMail = { subject: string; text: string; html: string };

const URL_IN_HTML = /https?:\/\/[^\s<>"']+/g;

/** Plain text as HTML: escaped, paragraphs at blank lines, links made clickable. */
function textToHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => escapeHtml(p).replace(URL_IN_HTML, (url) => `<a href="${url}">${url}</a>`))
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}

/** Fills the template; `footer` (the unsubscribe line) is added to both parts. */
export function renderMail(
  template: TNotificationTemplateRequest,
  values: PlaceholderValues,
  footer?: string,
): RenderedMail {
  const body = fillPlaceholders(template.body, values) + (footer ? `\n\n${footer}` : '');
  return {
    // A header holds one line.
    subject: fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim(),
    text: body,
    html: textToHtml(body),
  };
}

/** The values of an example order, for the preview. */
export const EXAMPLE_VALUES = (shopName: string, publicUrl: string): PlaceholderValues => ({
  first_name: 'Asha',
  order_id: '1042',
  title: 'Thesis, 2 copies',
  due_at: '5 Dec 2026, 5:00 pm',
  amount: formatMoney(1250),
  print_url: `${publicUrl}/print/EXAMPLE`,
  shop_name: shopName,
});

function toTemplate(event: TMailEvent, row?: repo.TemplateRow): TNotificationTemplate {
  const t = row ?? DEFAULT_TEMPLATES[event];
  return {
    event,
    subject: t.subject,
    body: t.body,
    is_default: !row,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getTemplate(db: DbOrTx, event: TMailEvent): Promise<TNotificationTemplate> {
  return toTemplate(event, (await repo.findTemplate(db, event)) ?? undefined);
}

export async function listTemplates(db: DbOrTx): Promise<TNotificationTemplate[]> {
  const rows = await repo.listTemplateRows(db);
  return MAIL_EVENTS.map((e) =>
    toTemplate(
      e,
      rows.find((r) => r.event === e),
    ),
  );
}

/** Saves an event's subject and body (audited). */
export async function saveTemplate(
  db: Db,
  actor: Actor & { id: number },
  event: TMailEvent,
  input: TNotificationTemplateRequest,
): Promise<TNotificationTemplate> {
  return db.transaction(async (tx) => {
    const before = await getTemplate(tx, event);
    const row = {
      event,
      subject: input.subject,
      body: input.body,
      updatedAt: new Date(),
      updatedBy: actor.id,
    };
    await repo.saveTemplate(tx, row);
    const after = toTemplate(event, row);
    await recordChange(tx, actor, {
      action: 'update',
      resource: 'notifications',
      resourceId: event,
      summary: `Changed the e-mail of ${event}`,
      before: { subject: before.subject, body: before.body },
      after: { subject: after.subject, body: after.body },
    });
    return after;
  });
}
