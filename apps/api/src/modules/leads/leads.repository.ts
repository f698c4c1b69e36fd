import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { countCap } from '@printhub/contract';

import { accounts, contactUs } from '../../db/schema';
import { cappedCount, containsPattern } from '../../lib/lists';

import type { DbOrTx } from '../../db/client';

export type LeadRow = { lead: typeof contactUs.$inferSelect; handledByName: string | null };

const handler = alias(accounts, 'handler');

const selectLeads = (db: DbOrTx) =>
  db
    .select({ lead: contactUs, handledByName: handler.fullName })
    .from(contactUs)
    .leftJoin(handler, eq(handler.id, contactUs.handledBy));

/** A page of leads, newest first: `search` anywhere in the name, e-mail, phone or message. */
export async function listLeads(
  db: DbOrTx,
  q: { search?: string; handled?: boolean; limit: number; offset: number },
): Promise<{ rows: LeadRow[]; count: number }> {
  const like = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    like
      ? sql`lower(${contactUs.name} || ' ' || ${contactUs.email} || ' ' || ${contactUs.mobile} || ' ' || ${contactUs.message}) like ${like}`
      : undefined,
    q.handled === undefined
      ? undefined
      : q.handled
        ? isNotNull(contactUs.handledAt)
        : isNull(contactUs.handledAt),
  );
  const rows = await selectLeads(db)
    .where(where)
    .orderBy(desc(contactUs.createdAt), desc(contactUs.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, count: await cappedCount(db, contactUs, where, countCap(q.search)) };
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
