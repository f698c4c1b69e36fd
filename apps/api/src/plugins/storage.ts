import fp from 'fastify-plugin';

import { databaseFileStore, type FileStore } from '../modules/orders/orders.storage.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where order files and their page images are kept (the database, or S3-compatible storage). */
    storage: FileStore;
  }
}

/** Exposes the file storage chosen at start-up (the database's own unless one is given); its owner closes it. */
export default fp<{ storage?: FileStore }>(
  async (app, opts) => {
    app.decorate('storage', opts.storage ?? databaseFileStore);
  },
  { name: 'storage' },
);
