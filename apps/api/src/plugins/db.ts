import fp from 'fastify-plugin';

import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes an already opened (and migrated) database; its owner closes it. */
export default fp<{ database: Database }>(
  async (app, opts) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
