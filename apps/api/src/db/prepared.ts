import { sql } from 'drizzle-orm';

import type { Db } from './client';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A placeholder of a prepared statement, its value encoded as `column` encodes it (a date as the column's
 * type wants it): the statement's text and parameters are those that building it with the value gives.
 */
export const slot = (name: string, column: PgColumn) => sql.param(sql.placeholder(name), column);

/**
 * A statement Drizzle builds once per database handle (`build` calls `.prepare(name)` on it) and then only
 * executes with each call's values. On PostgreSQL it is a named prepared statement: each connection of the
 * pool parses it once, and PostgreSQL may keep one generic plan for it after five executions (its default
 * `plan_cache_mode = auto`, while that plan costs no more than the ones made for the values). For hot reads
 * whose plan does not hang on a value (a `like` pattern's does); the name is the statement's for the life of
 * the process, one fixed name per statement: a transaction's handle (one of the pool's connections for the
 * time of the transaction) would prepare that same name on its connection, which the driver parses once and
 * reuses, so nothing accumulates. (The order lists name a statement per shape, with numbered names: those
 * are never prepared for a transaction's handle, see orders.repository.ts.)
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
