import { type TWebhookDelivery, type TWebhookDeliveryListQuery } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { searchDaysFilter } from '../../lib/lists';
import * as repo from './webhooks.repository';

import type { Db } from '../../db/client';

function toDelivery(row: repo.DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    type: row.type,
    try: row.try,
    status: row.status,
    status_code: row.statusCode,
    duration_ms: row.durationMs,
    error: row.error,
    response: row.response,
    scheduled_at: row.scheduledAt.toISOString(),
    tried_at: row.triedAt?.toISOString() ?? null,
  };
}

type Page = { limit: number; offset: number };

const deliveryFilter = (endpointId: number, q: TWebhookDeliveryListQuery, timeZone: string) => ({
  ...searchDaysFilter(q, timeZone),
  endpointId,
  status: q.status,
});

/** An endpoint's tries, the latest first by default. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  q: TWebhookDeliveryListQuery,
  timeZone: string,
  page: Page,
): Promise<TWebhookDelivery[]> {
  const rows = await repo.listDeliveries(db, deliveryFilter(endpointId, q, timeZone), {
    ...page,
    ordering: q.ordering,
  });
  return rows.map(toDelivery);
}

export async function pageDeliveries(
  db: Db,
  endpointId: number,
  q: TWebhookDeliveryListQuery,
  timeZone: string,
  page: Page,
) {
  const [endpoint, results, count] = await Promise.all([
    repo.findEndpoint(db, endpointId),
    listDeliveries(db, endpointId, q, timeZone, page),
    repo.countDeliveries(db, deliveryFilter(endpointId, q, timeZone)),
  ]);
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook not found');
  return { count, results };
}
