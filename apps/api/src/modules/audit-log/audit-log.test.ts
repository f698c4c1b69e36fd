import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { itAllowsOnlySuperAdmins, useTestContext } from '../../../test/helper';
import { accounts, auditLog, coupons } from '../../db/schema';
import { DEFAULT_SHOP_TIME_ZONE, shopDate } from '../../lib/clock';

import type { TAuditPage } from '@printhub/contract';

const ctx = useTestContext();
const call = (...args: Parameters<typeof ctx.t.call>) => ctx.t.call(...args);

const couponBody = (code: string, name = 'Audit coupon') => ({
  name,
  code,
  discount_percentage: 10,
  valid_from: '2026-01-01T00:00',
  valid_to: '2099-01-01T00:00',
});

async function newCoupon(code: string): Promise<{ id: number }> {
  const res = await call('POST', '/coupon_app/api/coupons/', couponBody(code));
  expect(res.statusCode).toBe(201);
  return res.json();
}

const entriesOf = (resource: string, id: number | string) =>
  ctx.t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.resource} = ${resource} and ${auditLog.resourceId} = ${String(id)}`);

itAllowsOnlySuperAdmins(ctx, [
  ['GET', '/api/audit-log/'],
  ['GET', '/api/audit-log/export.csv'],
]);

describe('GET /api/audit-log/', () => {
  it('pages the entries newest first, with the actor, and filters them', async () => {
    const first = await newCoupon('LOGA');
    await newCoupon('LOGB');
    expect(
      (await call('PUT', `/coupon_app/api/coupons/${first.id}/`, couponBody('LOGA', 'Renamed'))).statusCode,
    ).toBe(200);

    const page = (await call('GET', '/api/audit-log/?resource=coupons&limit=2')).json() as TAuditPage;
    expect(page.count).toBe(3);
    expect(page.next).toBe('/api/audit-log/?resource=coupons&limit=2&offset=2');
    expect(page.results.map((e) => [e.action, e.summary])).toEqual([
      ['update', 'Updated the coupon LOGA'],
      ['create', 'Created the coupon LOGB'],
    ]);
    const [update] = page.results;
    expect(update!.actor.full_name.length).toBeGreaterThan(0);
    expect(update!.changes).toEqual({ name: ['Audit coupon', 'Renamed'] });

    const one = (
      await call('GET', `/api/audit-log/?resource=coupons&resource_id=${first.id}`)
    ).json() as TAuditPage;
    expect(one.results.map((e) => e.action)).toEqual(['update', 'create']);
    expect(one.results[1]!.changes.code).toEqual([null, 'LOGA']);

    const byActor = (await call('GET', `/api/audit-log/?actor=${update!.actor.id}&resource=coupons`)).json();
    expect(byActor.count).toBe(3);
    const nobody = (await call('GET', `/api/audit-log/?actor=${update!.actor.id! + 999}`)).json();
    expect(nobody.count).toBe(0);

    // The filter's dates are the shop's days.
    const today = shopDate(new Date(), DEFAULT_SHOP_TIME_ZONE);
    const inRange = (
      await call('GET', `/api/audit-log/?resource=coupons&from_date=${today}&to_date=${today}`)
    ).json();
    expect(inRange.count).toBe(3);
    const before = (await call('GET', '/api/audit-log/?resource=coupons&to_date=2020-01-01')).json();
    expect(before.count).toBe(0);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await call('GET', '/api/audit-log/?resource=nothing&from_date=2026-02-30');
    expect(res.statusCode).toBe(400);
    const keys = (res.json().errors as Array<{ context: { key: string } }>).map((e) => e.context.key);
    expect(keys).toEqual(expect.arrayContaining(['resource', 'from_date']));
  });

  it('cannot be changed or deleted through the API', async () => {
    const [entry] = await ctx.t.database.db.select().from(auditLog).limit(1);
    expect(entry).toBeDefined();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [
        '/api/audit-log/',
        `/api/audit-log/${entry!.id}/`,
        `/api/audit-log/?id=${entry!.id}`,
      ]) {
        const res = await call(method, url, { summary: 'rewritten' });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const [after] = await ctx.t.database.db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual(entry);
  });
});

describe('GET /api/audit-log/export.csv', () => {
  it('exports exactly what the filters and the ordering select, formula-safe', async () => {
    const coupon = await newCoupon('LOGCSV');
    await call('PUT', `/coupon_app/api/coupons/${coupon.id}/`, couponBody('LOGCSV', 'Renamed for CSV'));
    await ctx.t.database.db.insert(auditLog).values({
      actorName: '=HYPERLINK("http://evil.example")',
      action: 'update',
      resource: 'coupons',
      resourceId: String(coupon.id),
      summary: '+1 formula',
      changes: { name: ['-a', '@b'] },
    });
    const query = `resource=coupons&resource_id=${coupon.id}&ordering=actor`;
    const list = (await call('GET', `/api/audit-log/?${query}`)).json() as TAuditPage;
    expect(list.count).toBe(3);

    const res = await call('GET', `/api/audit-log/export.csv?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...lines] = parse(res.body) as string[][];
    expect(header).toEqual([
      'id',
      'created_at',
      'actor_id',
      'actor',
      'action',
      'resource',
      'resource_id',
      'summary',
      'changes',
    ]);
    expect(lines.map((l) => Number(l[0]))).toEqual(list.results.map((e) => e.id));
    // Sorted by the actor's name: '=HYPERLINK…' sorts before a letter, and is exported with a leading '.
    const [formula] = lines;
    expect(formula!.slice(3, 5)).toEqual(['\'=HYPERLINK("http://evil.example")', 'update']);
    expect(formula![7]).toBe("'+1 formula");
    expect(JSON.parse(formula![8]!)).toEqual({ name: ['-a', '@b'] });
    // The same actor's two entries: in the order they were written (the id breaks the tie, ascending too).
    expect(lines.slice(1).map((l) => l[4])).toEqual(['create', 'update']);
  });
});

describe('the audit log in the database', () => {
  /** The database's message for a refused statement (the driver's error wraps it as its cause). */
  async function refusal(statement: Promise<unknown>): Promise<string> {
    try {
      await statement;
    } catch (err) {
      const e = err as Error & { cause?: Error };
      return `${e.message} ${e.cause?.message ?? ''}`;
    }
    throw new Error('The statement was not refused');
  }

  it('refuses UPDATE, DELETE and TRUNCATE, even through the app’s own connection', async () => {
    const db = ctx.t.database.db;
    await newCoupon('APPENDONLY');
    const [entry] = await db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toBeDefined();
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await count();

    expect(
      await refusal(db.update(auditLog).set({ summary: 'rewritten' }).where(eq(auditLog.id, entry!.id))),
    ).toContain('append-only: UPDATE');
    expect(await refusal(db.update(auditLog).set({ actorId: null }))).toContain('append-only: UPDATE');
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toContain(
      'append-only: DELETE',
    );
    expect(await refusal(db.execute(sql`truncate audit_log`))).toContain('append-only: TRUNCATE');
    expect(await refusal(db.execute(sql`truncate accounts cascade`))).toContain('append-only: TRUNCATE');

    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual(entry);
    expect(await count()).toBe(before);
  });

  it('lets a deleted account’s entries lose the account id, and nothing else', async () => {
    const db = ctx.t.database.db;
    const staff = await ctx.t.createStaff({ full_name: 'Gone Later', email: 'gone@example.com' });
    await db.insert(auditLog).values({
      actorId: staff.id,
      actorName: 'Gone Later',
      action: 'update',
      resource: 'leads',
      resourceId: 'gone',
      summary: 'A change by an account deleted later',
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.resourceId, 'gone'));
    await db.delete(accounts).where(eq(accounts.id, staff.id));
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toEqual({ ...entry, actorId: null });
  });
});

describe('the entry is written in the change’s transaction', () => {
  it('a change that fails after its entry was written leaves neither', async () => {
    const coupon = await newCoupon('TXFAIL');
    // Checked at commit, after the update and its entry: the commit fails, so the whole transaction goes.
    await ctx.t.database.db.execute(sql`
      create function refuse_coupon_rename() returns trigger language plpgsql as $$
      begin
        if new.name = 'Refused at commit' then raise exception 'refused at commit'; end if;
        return new;
      end $$`);
    await ctx.t.database.db.execute(sql`
      create constraint trigger refuse_coupon_rename after update on coupons
      deferrable initially deferred for each row execute function refuse_coupon_rename()`);
    try {
      const res = await call(
        'PUT',
        `/coupon_app/api/coupons/${coupon.id}/`,
        couponBody('TXFAIL', 'Refused at commit'),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.t.database.db.execute(sql`drop trigger refuse_coupon_rename on coupons`);
      await ctx.t.database.db.execute(sql`drop function refuse_coupon_rename`);
    }
    const [row] = await ctx.t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.name).toBe('Audit coupon');
    expect((await entriesOf('coupons', coupon.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('an entry that cannot be written undoes the change', async () => {
    const coupon = await newCoupon('AUDITFAIL');
    await ctx.t.database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is unavailable'; end $$`);
    await ctx.t.database.db.execute(sql`
      create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    try {
      const renamed = await call(
        'PUT',
        `/coupon_app/api/coupons/${coupon.id}/`,
        couponBody('AUDITFAIL', 'Never saved'),
      );
      expect(renamed.statusCode).toBe(500);
      const deleted = await call('DELETE', `/coupon_app/api/coupons/${coupon.id}/`);
      expect(deleted.statusCode).toBe(500);
    } finally {
      await ctx.t.database.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await ctx.t.database.db.execute(sql`drop function refuse_audit`);
    }
    const [row] = await ctx.t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.name).toBe('Audit coupon');
    expect((await entriesOf('coupons', coupon.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('a sign-in lock', () => {
  it('is logged once, as the system’s, when too many failed sign-ins lock an e-mail', async () => {
    const staff = await ctx.t.createStaff({ email: 'locked@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await ctx.t.signIn(staff.email, 'wrong-password-1', '10.99.0.1')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const entries = await entriesOf('auth', 'locked@example.com');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, actorName: 'System', action: 'lock' });
    expect(entries[0]!.changes).toMatchObject({ locked: [false, true], address: [null, '10.99.0.1'] });
  });
});
