/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into the database the server is
 * configured with, which must be empty: DATABASE_URL (a new database: `createdb`, then this) for a
 * PostgreSQL backup, or a new or empty DATA_DIR for an embedded one. A backup made with S3 storage also needs
 * STORAGE_URL (and its keys) naming a new, empty bucket, which gets the objects back. Then start the server
 * as usual.
 */
import { createObjectStore } from '../lib/object-store';
import { cliMain, fileArgument } from './backup-args';
import { backupFormat, restoreDatabase } from './backups';
import { restoreWithObjects } from './backups.objects';

cliMain(async (config, args) => {
  const file = fileArgument(args, 'Usage: npm run restore -- FILE', { exists: true });
  const format = backupFormat(file);
  if (!format) throw new Error(`${file} is not a backup made by npm run backup.`);
  if (format !== 'with-objects') return restoreDatabase(config, file, format);
  const objects = config.storage ? createObjectStore(config.storage) : null;
  try {
    return await restoreWithObjects(config, objects, file);
  } finally {
    objects?.close();
  }
});
