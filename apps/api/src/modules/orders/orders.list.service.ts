import { AppError } from '../../lib/app-error';
import { shopDayRange, systemClock, type Clock } from '../../lib/clock';
import { dueBounds } from './orders.due.service';
import * as listRepo from './orders.list.repository';
import { toOrder } from './orders.service';

import type { Database, Db } from '../../db/client';
import type { OrderPage } from './orders.list.repository';
import type * as repo from './orders.repository';
import type { Actor } from './orders.workflow.service';
import type { TMyOrdersQuery, TOrder, TOrderListQuery } from '@printhub/contract';

// The two order lists (GET /api/all-orders/ and /api/my_orders/): their query as a filter, a page of it.

export function adminFilter(
  q: Omit<TOrderListQuery, 'limit' | 'offset'>,
  clock: Clock = systemClock,
): repo.OrderFilter {
  return {
    ...dueBounds(q.due, clock),
    statuses: q.status,
    orderType: q.order_type,
    excludeOrderType: q.exclude_order_type,
    customerId: q.user,
    paymentStatus: q.payment_status,
    search: q.query || undefined,
    ...shopDayRange(q, clock.timeZone),
  };
}

type Page = { limit: number; offset: number };

/** One page of the orders `filter` finds, in the query's ordering, with their count. */
async function pageOf(
  database: Database,
  filter: repo.OrderFilter,
  page: Page,
  ordering: OrderPage['ordering'],
) {
  const { rows, count } = await listRepo.listOrders(
    database.db,
    filter,
    { ...page, ordering },
    database.kind,
  );
  return { count, results: rows.map(toOrder) };
}

export async function listOrders(
  database: Database,
  q: TOrderListQuery,
  page: Page = q,
  clock: Clock = systemClock,
) {
  return pageOf(database, adminFilter(q, clock), page, q.ordering);
}

/** The same rows without their count (the export reads them batch by batch). */
export async function listOrderRows(
  db: Db,
  q: TOrderListQuery,
  page: Page,
  clock: Clock = systemClock,
): Promise<TOrder[]> {
  const rows = await listRepo.listOrderRows(db, adminFilter(q, clock), { ...page, ordering: q.ordering });
  return rows.map(toOrder);
}

/** Staff see only their own queue; a super admin may look at anyone's. */
function myFilter(actor: Actor, q: TMyOrdersQuery, clock: Clock): repo.OrderFilter {
  const assignedUser = q.assigned_user ?? actor.id;
  if (!actor.isSuperuser && assignedUser !== actor.id) {
    throw new AppError('FORBIDDEN', 'You can only see the orders assigned to you');
  }
  return {
    assignedUser,
    statuses: q.status,
    excludeStatus: q.exclude_status,
    paymentStatus: q.payment_status,
    search: q.query || undefined,
    ...dueBounds(q.due, clock),
    ...shopDayRange(q, clock.timeZone),
  };
}

export async function listMyOrders(
  database: Database,
  actor: Actor,
  q: TMyOrdersQuery,
  page: Page = q,
  clock: Clock = systemClock,
) {
  return pageOf(database, myFilter(actor, q, clock), page, q.ordering);
}

export async function listMyOrderRows(
  db: Db,
  actor: Actor,
  q: TMyOrdersQuery,
  page: Page,
  clock: Clock = systemClock,
) {
  const rows = await listRepo.listOrderRows(db, myFilter(actor, q, clock), { ...page, ordering: q.ordering });
  return rows.map(toOrder);
}
