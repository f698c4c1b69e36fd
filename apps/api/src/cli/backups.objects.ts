/**
 * Backups with S3 storage (STORAGE_URL set): one tar holding `printhub-backup.json` (what is inside), the
 * database's backup as for the database alone (`database.dump` or `database.tar.gz`), and every object of
 * ours in the bucket under `objects/<key>`. The database is dumped first, then the objects copied: every row
 * of the dump names an object that existed before the dump began. A restore needs an empty database and an
 * empty bucket, and gives back both.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import * as tar from 'tar';

import { OBJECT_PREFIXES } from '../modules/orders/orders.storage.service';
import {
  backupEmbedded,
  backupFormat,
  backupPostgres,
  newBackupFile,
  restoreDatabase,
  sizeOf,
} from './backups';

import type { TConfig } from '../config';
import type { ObjectStore } from '../lib/object-store';

const MANIFEST = 'printhub-backup.json';
type Manifest = { database: 'postgres' | 'embedded'; bucket: string; objects: number };

/** A working directory beside `file`, removed afterwards whatever happens. */
async function inWorkDir<T>(file: string, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fsp.mkdtemp(`${file}.work-`);
  try {
    return await use(dir);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

export async function backupWithObjects(
  config: TConfig,
  objects: ObjectStore,
  file: string,
): Promise<string> {
  const out = newBackupFile(file);
  try {
    const manifest = await inWorkDir(file, async (dir) => {
      const database = config.databaseUrl ? 'database.dump' : 'database.tar.gz';
      if (config.databaseUrl) await backupPostgres(config.databaseUrl, path.join(dir, database));
      else await backupEmbedded(config.dataDir, path.join(dir, database));
      let count = 0;
      for (const prefix of OBJECT_PREFIXES)
        for await (const page of objects.list(prefix))
          for (const o of page) {
            const to = path.join(dir, 'objects', o.key);
            await fsp.mkdir(path.dirname(to), { recursive: true });
            await pipeline(await objects.get(o.key), fs.createWriteStream(to));
            count += 1;
          }
      const manifest: Manifest = {
        database: config.databaseUrl ? 'postgres' : 'embedded',
        bucket: objects.bucket,
        objects: count,
      };
      await fsp.writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
      await fsp.mkdir(path.join(dir, 'objects'), { recursive: true });
      await tar.create({ file: out.partial, cwd: dir, portable: true }, [MANIFEST, database, 'objects']);
      return manifest;
    });
    out.done();
    return `Backed up the ${manifest.database === 'postgres' ? 'database' : 'embedded database'} and ${manifest.objects} objects of the bucket ${manifest.bucket} to ${file} (${sizeOf(file)}).`;
  } catch (err) {
    out.fail();
    throw err;
  }
}

async function* filesUnder(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await fsp.readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, key);
    else yield key;
  }
}

export async function restoreWithObjects(
  config: TConfig,
  objects: ObjectStore | null,
  file: string,
): Promise<string> {
  if (!objects)
    throw new Error(
      `${file} holds files of S3-compatible storage: set STORAGE_URL, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to a new, empty bucket to restore them.`,
    );
  for (const prefix of OBJECT_PREFIXES)
    for await (const page of objects.list(prefix))
      if (page.length > 0)
        throw new Error(`The bucket ${objects.bucket} is not empty: restore into a new, empty bucket.`);
  return inWorkDir(file, async (dir) => {
    await tar.extract({ file, cwd: dir, strict: true });
    const manifest = JSON.parse(await fsp.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    const database = path.join(dir, manifest.database === 'postgres' ? 'database.dump' : 'database.tar.gz');
    if (backupFormat(database) !== manifest.database) throw new Error(`${file} is not a whole backup.`);
    await restoreDatabase(config, database, manifest.database);
    let count = 0;
    for await (const key of filesUnder(path.join(dir, 'objects'))) {
      const type = key.endsWith('.png') ? 'image/png' : 'application/pdf';
      await objects.put(key, fs.createReadStream(path.join(dir, 'objects', key)), type);
      count += 1;
    }
    if (count !== manifest.objects)
      throw new Error(`${file} names ${manifest.objects} objects but holds ${count}.`);
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`;
    return `Restored ${file}: the database and ${count} objects into the bucket ${objects.bucket}. Start the servers with ${where} and this STORAGE_URL.`;
  });
}
