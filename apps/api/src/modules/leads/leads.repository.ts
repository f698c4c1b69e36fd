import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { countCap, LEAD_ORDERING_FIELDS } from '@printhub/contract';

import { accounts, contactUs } from '../../db/schema';
import {
  cappedCount,
  columnSortKeys,
  containsPattern,
  orderByOf,
  paged,
  withinDays,
  type ListPage,
} from '../../lib/lists';

import type { DbOrTx } from '../../db/client';
import type { SearchDaysFilter } from '../../lib/lists';

export type LeadRow = { lead: typeof contactUs.$inferSelect; handledByName: string | null };

const handler = alias(accounts, 'handler');

const selectLeads = (db: DbOrTx) =>
  db
    .select({ lead: contactUs, handledByName: handler.fullName })
    .from(contactUs)
    .leftJoin(handler, eq(handler.id, contactUs.handledBy));

export type LeadFilter = SearchDaysFilter & { handled?: boolean };
export type LeadPage = ListPage<(typeof LEAD_ORDERING_FIELDS)[number], true>;

/** The leads list's filters: `search` anywhere in the name, e-mail, phone or message. */
function leadWhere(f: LeadFilter) {
  const like = f.search ? containsPattern(f.search) : undefined;
  return and(
    like
      ? sql`lower(${contactUs.name} || ' ' || ${contactUs.email} || ' ' || ${contactUs.mobile} || ' ' || ${contactUs.message}) like ${like}`
      : undefined,
    f.handled === undefined
      ? undefined
      : f.handled
        ? isNotNull(contactUs.handledAt)
        : isNull(contactUs.handledAt),
    withinDays(contactUs.createdAt, f.days),
  );
}

const leadSortKeys = columnSortKeys(contactUs, LEAD_ORDERING_FIELDS);

export async function listLeadRows(db: DbOrTx, f: LeadFilter, page: LeadPage): Promise<LeadRow[]> {
  const query = selectLeads(db)
    .where(leadWhere(f))
    .orderBy(...orderByOf(page.ordering, leadSortKeys, contactUs.id))
    .$dynamic();
  return paged(query, page);
}

export async function countLeads(db: DbOrTx, f: LeadFilter): Promise<number> {
  return cappedCount(db, contactUs, leadWhere(f), countCap(f.search));
}

export async function findLead(db: DbOrTx, id: number): Promise<LeadRow | null> {
  const [row] = await selectLeads(db).where(eq(contactUs.id, id));
  return row ?? null;
}

/** Marks the lead handled by the account (now), or not handled; false when there is no such lead. */
export async function setLeadHandled(db: DbOrTx, id: number, handledBy: number | null): Promise<boolean> {
  const [updated] = await db
    .update(contactUs)
    .set(handledBy !== null ? { handledAt: new Date(), handledBy } : { handledAt: null, handledBy: null })
    .where(eq(contactUs.id, id))
    .returning({ id: contactUs.id });
  return updated !== undefined;
}
