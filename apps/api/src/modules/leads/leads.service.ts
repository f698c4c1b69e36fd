import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { countCap, type TLead, type TLeadListQuery } from '@printhub/contract';

import { accounts, contactUs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cappedCount, containsPattern } from '../../lib/lists';

import type { Db } from '../../db/client';

const handler = alias(accounts, 'handler');

function toLead(row: { lead: typeof contactUs.$inferSelect; handledByName: string | null }): TLead {
  const l = row.lead;
  return {
    id: l.id,
    name: l.name,
    email: l.email,
    mobile: l.mobile,
    message: l.message,
    created_at: l.createdAt.toISOString(),
    handled: l.handledAt !== null,
    handled_at: l.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledByName,
  };
}

const selectLeads = (db: Db) =>
  db
    .select({ lead: contactUs, handledByName: handler.fullName })
    .from(contactUs)
    .leftJoin(handler, eq(handler.id, contactUs.handledBy));

export async function listLeads(db: Db, q: TLeadListQuery) {
  const like = q.query ? containsPattern(q.query) : undefined;
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
  return { count: await cappedCount(db, contactUs, where, countCap(q.query)), results: rows.map(toLead) };
}

export async function setLeadHandled(
  db: Db,
  id: number,
  handled: boolean,
  accountId: number,
): Promise<TLead> {
  const [updated] = await db
    .update(contactUs)
    .set(handled ? { handledAt: new Date(), handledBy: accountId } : { handledAt: null, handledBy: null })
    .where(eq(contactUs.id, id))
    .returning({ id: contactUs.id });
  if (!updated) throw new AppError('NOT_FOUND', 'Lead not found');
  const [row] = await selectLeads(db).where(eq(contactUs.id, id));
  return toLead(row!);
}
