/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` into the database the server is
 * configured with, which must be empty: DATABASE_URL (a new database: `createdb`, then this) for a
 * PostgreSQL backup, or a new or empty DATA_DIR for an embedded one. Then start the server as usual.
 */
import { cliMain, fileArgument } from './backup-args';
import { backupFormat, restoreEmbedded, restorePostgres } from './backups';

cliMain(async (config, args) => {
  const file = fileArgument(args, 'Usage: npm run restore -- FILE', { exists: true });
  const format = backupFormat(file);
  if (!format) throw new Error(`${file} is not a backup made by npm run backup.`);
  if (format === 'postgres') {
    if (!config.databaseUrl)
      throw new Error(
        `${file} is a PostgreSQL backup: set DATABASE_URL to a new, empty database to restore it.`,
      );
    return restorePostgres(file, config.databaseUrl);
  }
  if (config.databaseUrl)
    throw new Error(
      `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  return restoreEmbedded(file, config.dataDir);
});
