/**
 * The SQL an API request sends, recorded from the driver (text and parameters, `begin`/`commit` included),
 * and a replay of it straight on the same database with no app around it: what a bare handler doing the same
 * database work costs.
 */
import pg from 'pg';

import type { Database } from '../apps/api/src/db/client';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** `name`: sent as a named prepared statement (node-postgres parses and plans it once per connection). */
export type Statement = { text: string; params: unknown[]; name?: string };

type QueryFn = (...args: unknown[]) => Promise<unknown>;
/** `query(text, params)` or node-postgres's `query({ text, values, name })`. */
const statementOf = (args: unknown[]): Statement => {
  const [q, params] = args;
  if (typeof q === 'string') return { text: q, params: (params as unknown[] | undefined) ?? [] };
  const config = q as { text: string; values?: unknown[]; name?: string };
  return {
    text: config.text,
    params: (params as unknown[] | undefined) ?? config.values ?? [],
    ...(config.name ? { name: config.name } : {}),
  };
};

/** Runs `work` and returns every statement it sent to `database`. */
export async function recordSql(database: Database, work: () => Promise<void>): Promise<Statement[]> {
  const captured: Statement[] = [];
  if (database.kind === 'postgres') {
    // Pool queries and transactions' clients both end in Client#query.
    const proto = pg.Client.prototype as unknown as { query: QueryFn };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      captured.push(statementOf(args));
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      proto.query = original;
    }
    return captured;
  }
  const client = database.client as PGlite as unknown as {
    query: QueryFn;
    transaction: (cb: (tx: Transaction) => Promise<unknown>) => Promise<unknown>;
  };
  const { query, transaction } = client;
  client.query = function (this: unknown, ...args: unknown[]) {
    captured.push(statementOf(args));
    return query.apply(this, args);
  };
  client.transaction = function (this: unknown, cb) {
    return transaction.call(this, async (tx) => {
      captured.push({ text: 'begin', params: [] });
      const txQuery = tx.query.bind(tx) as unknown as QueryFn;
      (tx as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
        captured.push(statementOf(args));
        return txQuery(...args);
      };
      const result = await cb(tx);
      captured.push({ text: 'commit', params: [] });
      return result;
    });
  };
  try {
    await work();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return captured;
}

/**
 * Sends the recorded statements again, in order: on PostgreSQL on one pooled connection (its `begin` and
 * `commit` as recorded, a named prepared statement under its name), on PGlite with the statements between `begin` and `commit` in one transaction.
 */
export function replayer(database: Database, statements: Statement[]): () => Promise<void> {
  if (database.kind === 'postgres') {
    const pool = database.client as pg.Pool;
    return async () => {
      const client = await pool.connect();
      try {
        for (const s of statements)
          await (s.name
            ? client.query({ name: s.name, text: s.text, values: s.params })
            : client.query(s.text, s.params));
      } finally {
        client.release();
      }
    };
  }
  const client = database.client as PGlite;
  const groups: { tx: boolean; statements: Statement[] }[] = [];
  let inTx = false;
  for (const s of statements) {
    const word = s.text.trim().toLowerCase();
    if (word === 'begin' || word.startsWith('begin ')) {
      inTx = true;
      groups.push({ tx: true, statements: [] });
    } else if (word === 'commit') inTx = false;
    else if (inTx) groups.at(-1)!.statements.push(s);
    else groups.push({ tx: false, statements: [s] });
  }
  return async () => {
    for (const g of groups) {
      if (!g.tx) await client.query(g.statements[0]!.text, g.statements[0]!.params);
      else
        await client.transaction(async (tx) => {
          for (const s of g.statements) await tx.query(s.text, s.params);
        });
    }
  };
}
