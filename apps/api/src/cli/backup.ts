/**
 * `npm run backup -- FILE`: a backup of the database the server is configured with, into a new FILE.
 * With DATABASE_URL: `pg_dump --format=custom` (servers may keep running). Without: the embedded database in
 * DATA_DIR, dumped as PGlite stores it; refused while a server has that directory open (stop it first).
 * With STORAGE_URL too: a tar of that and the bucket's objects (backups.objects.ts).
 */
import { createObjectStore } from '../lib/object-store';
import { cliMain, fileArgument } from './backup-args';
import { backupEmbedded, backupPostgres } from './backups';
import { backupWithObjects } from './backups.objects';

cliMain(async (config, args) => {
  const file = fileArgument(args, 'Usage: npm run backup -- FILE');
  if (config.storage) {
    const objects = createObjectStore(config.storage);
    try {
      return await backupWithObjects(config, objects, file);
    } finally {
      objects.close();
    }
  }
  return config.databaseUrl ? backupPostgres(config.databaseUrl, file) : backupEmbedded(config.dataDir, file);
});
