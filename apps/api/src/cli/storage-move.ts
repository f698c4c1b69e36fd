/**
 * `npm run storage:move -- to-s3|to-db`: moves the order files and page images already stored into the
 * bucket of STORAGE_URL, or out of it back into the database (see orders.storage-move.service.ts). Safe to
 * run again after a kill or a failure: it carries on with what is left. On the embedded database, stop the
 * server first (one user at a time); on PostgreSQL the servers may keep running.
 */
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { createObjectStore } from '../lib/object-store';
import { moveStorage } from '../modules/orders/orders.storage-move.service';
import { cliMain } from './backup-args';

const USAGE = 'Usage: npm run storage:move -- to-s3|to-db';

cliMain(async (config, args) => {
  const [to, ...extra] = args;
  if ((to !== 'to-s3' && to !== 'to-db') || extra.length > 0) throw new Error(USAGE);
  if (!config.storage)
    throw new Error(
      'Set STORAGE_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket to move the files to or from.',
    );
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'move');
  const objects = createObjectStore(config.storage);
  try {
    const database = await openDatabase(config);
    try {
      await runMigrations(database);
      const moved = await moveStorage(database.db, objects, to, (line) => console.log(line));
      const where = to === 'to-s3' ? `into the bucket ${objects.bucket}` : 'into the database';
      return `Moved ${moved.files} order files and ${moved.pages} page images ${where}; everything is there now.`;
    } finally {
      await database.close();
    }
  } finally {
    objects.close();
    unlock();
  }
});
