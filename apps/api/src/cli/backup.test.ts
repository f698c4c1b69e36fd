import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cli, makeEngine, type Engine } from '../../test/backup-engines';

const baseUrl = process.env.TEST_DATABASE_URL;

let dir: string;
let engine: Engine;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'printhub-backup-'));
  engine = await makeEngine(dir);
}, 300_000);
afterAll(async () => {
  await engine?.cleanUp();
  await fs.rm(dir, { recursive: true, force: true });
});

describe(`npm run backup and npm run restore (${baseUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restores the demo data into an empty database: the same rows, sequences and order files, byte for byte', async () => {
    const backup = await cli('backup', engine.file, engine.source.env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`to ${engine.file}`);

    // Never over an existing file, never into a database that has data.
    const again = await cli('backup', engine.file, engine.source.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${engine.file} already exists: a backup never overwrites a file`);
    const intoUsed = await cli('restore', engine.file, engine.source.env);
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toMatch(
      baseUrl ? /is not empty \(\d+ tables/ : /is not empty: restore into a new or empty directory/,
    );

    const restore = await cli('restore', engine.file, engine.target.env);
    expect(restore.code, restore.stderr).toBe(0);

    const before = await engine.source.read();
    const after = await engine.target.read();
    expect(before.counts.order_file_chunks).toBeGreaterThan(0);
    expect(before.counts.customers).toBeGreaterThan(0);
    expect(after.tables).toEqual(before.tables);
    expect(after.counts).toEqual(before.counts);
    expect(after.sums).toEqual(before.sums);
    expect(after.migrations).toEqual(before.migrations);
    expect(after.sequences).toEqual(before.sequences);
    expect([...after.files.keys()]).toEqual([...before.files.keys()]);
    for (const [id, file] of before.files) {
      expect(after.files.get(id)!.bytes.equals(file.bytes)).toBe(true);
      expect(createHash('sha256').update(after.files.get(id)!.bytes).digest('hex')).toBe(file.sha256);
    }
  }, 600_000);
});
