import type { Db } from '../db/client';
import type { Clock } from './clock';

/** The rows a list reads: `limit` of them from `offset`, or every one from the offset without a limit. */
type Page = { limit?: number; offset: number };

/** A back-office list as its routes read it: rows in the query's ordering, and a page with its count. */
export type FilteredList<Q, T> = {
  /** The rows the query's filters select: the page given, the query's own by default. */
  list: (db: Db, q: Q, clock: Clock, page?: Page) => Promise<T[]>;
  /** One page of those rows and their (capped) count. */
  page: (
    db: Db,
    q: Q,
    clock: Clock,
    page: { limit: number; offset: number },
  ) => Promise<{ count: number; results: T[] }>;
};

/**
 * A list read through its repository: `filter` turns the query (and the app's clock: the shop's days, and now for what expires) into
 * the repository's filter, `rows` and `count` read it, `item` makes each row the contract's item. The page
 * reads the rows and their count side by side.
 */
export function filteredList<Q extends Page & { ordering: O }, O, Filter, Row, T>(def: {
  filter: (q: Q, clock: Clock) => Filter;
  rows: (db: Db, filter: Filter, page: Page & { ordering: O }) => Promise<Row[]>;
  count: (db: Db, filter: Filter) => Promise<number>;
  item: (row: Row) => T;
}): FilteredList<Q, T> {
  const list = async (db: Db, q: Q, clock: Clock, page: Page = q) => {
    const rows = await def.rows(db, def.filter(q, clock), {
      limit: page.limit,
      offset: page.offset,
      ordering: q.ordering,
    });
    return rows.map(def.item);
  };
  return {
    list,
    page: async (db, q, clock, page) => {
      const [results, count] = await Promise.all([
        list(db, q, clock, page),
        def.count(db, def.filter(q, clock)),
      ]);
      return { count, results };
    },
  };
}
