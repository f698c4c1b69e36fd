import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';

import {
  countCap,
  parseOrdering,
  startOfTodayUtc,
  type TListStateFilter,
  type TOrdering,
} from '@printhub/contract';

import { rowsOf } from '../db/rows';
import { shopDayRange } from './clock';

import type { DbOrTx } from '../db/client';
import type { DayRange } from './time';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';

/** `%text%` for a LIKE on a lower-cased column, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The number of matching rows, counted no further than the cap (contract's countCap: lower for searches).
 * Written as one SQL template rather than two nested select builders: the statement is the same, and a list
 * request builds it for every page.
 */
export async function cappedCount(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const filter = where ? sql` where ${where}` : sql``;
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table}${filter} limit ${cap}) capped`,
  );
  const [row] = rowsOf<{ n: number }>(result);
  return row?.n ?? 0;
}

/**
 * The page a list's repository reads: `limit` rows from `offset`, in `ordering` (`field` or `-field`, one of
 * the list's fields F). A list also read whole (a bare array without `limit`) takes `Whole = true`: its
 * limit may be left out, for every row from the offset.
 */
export type ListPage<F extends string, Whole extends boolean = false> = {
  offset: number;
  ordering: TOrdering<F>;
} & (Whole extends true ? { limit?: number } : { limit: number });

/** What a list sorts on: a column, or an expression (several for a field that sorts on more than one). */
export type SortKey = AnyColumn | SQL | SQL.Aliased;

/**
 * The sort keys of a list whose ordering fields (the contract's, snake_case) are its table's columns
 * (camelCase), so that the fields are written once; `others` for the fields that sort on something else.
 * A field with neither fails when the module loads.
 */
export function columnSortKeys<
  F extends string,
  O extends Partial<Record<F, SortKey | readonly SortKey[]>> = Record<never, never>,
>(table: PgTable, fields: readonly F[], others?: O): Record<F, PgColumn | NonNullable<O[keyof O]>> {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keyOf = (field: F) => {
    const key = others?.[field] ?? columns[field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
    if (!key) throw new Error(`${getTableName(table)}: no column to sort ${field} on`);
    return [field, key] as const;
  };
  return Object.fromEntries(fields.map(keyOf)) as Record<F, PgColumn | NonNullable<O[keyof O]>>;
}

/**
 * A list's `ordering` as Drizzle's orderBy: the field's key(s) in its direction, then the row id in the same
 * direction, so that rows with equal keys keep one order and paging never repeats or skips a row.
 */
export function orderByOf<F extends string>(
  ordering: TOrdering<F>,
  keys: Record<F, SortKey | readonly SortKey[]>,
  id: AnyColumn | SQL,
  opts: { idAscending?: boolean } = {},
): SQL[] {
  const { field, descending } = parseOrdering(ordering);
  const direction = descending ? desc : asc;
  const fieldKeys = keys[field];
  const list: readonly SortKey[] = Array.isArray(fieldKeys) ? fieldKeys : [fieldKeys as SortKey];
  return [...list.map((k) => direction(k)), opts.idAscending ? asc(id) : direction(id)];
}

/** The column within the range (no condition for an open end, nor without a range). */
export function withinDays(column: AnyColumn, range: DayRange | undefined): SQL | undefined {
  return and(
    range?.from ? gte(column, range.from) : undefined,
    range?.until ? lt(column, range.until) : undefined,
  );
}

/** The filter most lists take: a search text, and a range of the shop's days on the list's own date. */
export type SearchDaysFilter = { search?: string; days?: DayRange };

/** That filter from a list's query: `query` (none when blank), `from_date` to `to_date` as the shop's days. */
export function searchDaysFilter(
  q: { query?: string; from_date?: string; to_date?: string },
  timeZone: string,
): SearchDaysFilter {
  return { search: q.query || undefined, days: shopDayRange(q, timeZone) };
}

/** The row's lower-cased search text (columns joined by spaces) contains the search, when there is one. */
export function searchWhere(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const text = sql.join(
    columns.map((c) => sql`coalesce(${c}::text, '')`),
    sql` || ' ' || `,
  );
  return sql`lower(${text}) like ${containsPattern(search)}`;
}

/**
 * The state of a row that expires and can be switched off (QR codes, voucher codes): expired once the day of
 * `validUntil` is over (at `now`, the app's clock), whether active or not; otherwise active or inactive.
 */
export function stateWhere(
  state: TListStateFilter | undefined,
  columns: { validUntil: AnyColumn; isActive: AnyColumn },
  now: Date,
): SQL | undefined {
  const today = startOfTodayUtc(now);
  if (state === 'expired') return lt(columns.validUntil, today);
  if (state === 'active') return and(gte(columns.validUntil, today), eq(columns.isActive, true));
  if (state === 'inactive') return and(gte(columns.validUntil, today), eq(columns.isActive, false));
  return undefined;
}

/** The query limited to a page, or whole from the offset when there is no limit (the bare-array lists). */
export function paged<T extends PgSelect>(query: T, page: { limit?: number; offset: number }): T {
  const from = page.offset > 0 ? query.offset(page.offset) : query;
  return page.limit === undefined ? from : from.limit(page.limit);
}

/**
 * A list that reads one table's rows whole: `rows`, a page of the rows `where` selects (every row from the
 * offset without a limit) in the page's ordering, the id breaking ties; `count`, how many there are, up to
 * the lists' cap (the search's, with a search).
 */
export function tableList<T extends PgTable & { id: AnyColumn }, Filter extends object, F extends string>(
  table: T,
  where: (f: Filter) => SQL | undefined,
  sortKeys: Record<F, SortKey | readonly SortKey[]>,
) {
  return {
    rows: (db: DbOrTx, f: Filter, page: { offset: number; ordering: TOrdering<F>; limit?: number }) => {
      const query = db
        .select()
        .from(table as PgTable)
        .where(where(f))
        .orderBy(...orderByOf(page.ordering, sortKeys, table.id))
        .$dynamic();
      return paged(query, page) as unknown as Promise<T['$inferSelect'][]>;
    },
    count: (db: DbOrTx, f: Filter) =>
      cappedCount(
        db,
        table,
        where(f),
        countCap('search' in f ? (f.search as string | undefined) : undefined),
      ),
  };
}
