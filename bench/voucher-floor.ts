/**
 * What the voucher_codes table itself costs to write, next to the plain COPY of the vouchers part: the codes
 * an upload just stored (their voucher ids, the client, the code, in the codes' order, as the upload writes
 * them) written again into fresh copies of voucher_codes, each time on a table of its own:
 *
 * - `insert…select`: one INSERT … SELECT from a table that already holds them, into a copy with voucher_codes'
 *   indexes (the id primary key, unique (client_id, voucher_code), (voucher_info_id, id)) and its composite
 *   foreign key to voucher_infos: the least an upload that writes through SQL can cost;
 * - `COPY table`: a COPY of the same rows as CSV into such a copy (indexes and foreign key);
 * - `COPY no FK`: the same without the foreign key (what its per-row check costs);
 * - `COPY unique only`: into the three columns with the unique (client_id, voucher_code) index alone (no id,
 *   no other index, no foreign key): the least a table of one row per code that keeps codes unique costs;
 * - `COPY heap`: the same without any index or foreign key (the wider row alone).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { from as copyFrom } from 'pg-copy-streams';

import type { Database } from '../apps/api/src/db/client';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export type FloorTimes = {
  'insert…select ms': number;
  'COPY table ms': number;
  'COPY no FK ms': number;
  'COPY unique only ms': number;
  'COPY heap ms': number;
};

async function exec(database: Database, text: string): Promise<void> {
  if (database.kind === 'pglite') await (database.client as PGlite).exec(text);
  else await (database.client as pg.Pool).query(text);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Time of `COPY table FROM STDIN (FORMAT csv)` of `csv` on either engine. */
export async function timeCopyText(database: Database, table: string, csv: string): Promise<number> {
  const copy = `copy ${table} from stdin with (format csv)`;
  if (database.kind === 'pglite') {
    const client = database.client as PGlite;
    return timed(() => client.query(copy.replace('stdin', "'/dev/blob'"), [], { blob: new Blob([csv]) }));
  }
  const conn = await (database.client as pg.Pool).connect();
  try {
    return await timed(() => pipeline(Readable.from([csv]), conn.query(copyFrom(copy))));
  } finally {
    conn.release();
  }
}

/** Measures the floor on the codes the client `clientId` has now (see above); drops its tables after. */
export async function timeFloor(database: Database, clientId: number, run: number): Promise<FloorTimes> {
  const src = `floor_src_${run}`;
  const copyOf = async (name: string, { indexes, fk }: { indexes: boolean; fk: boolean }) => {
    await exec(
      database,
      `create table ${name} (like voucher_codes including defaults including identity ${indexes ? 'including indexes' : ''})`,
    );
    if (fk)
      await exec(
        database,
        `alter table ${name} add foreign key (voucher_info_id, client_id)
           references voucher_infos (id, client_id) on delete cascade on update cascade`,
      );
    return name;
  };
  await exec(
    database,
    `create table ${src} as select voucher_info_id, client_id, voucher_code from voucher_codes
       where client_id = ${clientId} order by voucher_code`,
  );
  const rows =
    database.kind === 'pglite'
      ? (
          await (database.client as PGlite).query<{ line: string }>(
            `select format('%s,%s,%s', voucher_info_id, client_id, voucher_code) as line from ${src}`,
          )
        ).rows
      : (
          await (database.client as pg.Pool).query<{ line: string }>(
            `select format('%s,%s,%s', voucher_info_id, client_id, voucher_code) as line from ${src}`,
          )
        ).rows;
  const csv = `${rows.map((r) => r.line).join('\n')}\n`;
  const cols = '(voucher_info_id, client_id, voucher_code)';
  const full = await copyOf(`floor_insert_${run}`, { indexes: true, fk: true });
  const insertSelect = await timed(() =>
    exec(database, `insert into ${full} ${cols} select * from ${src} order by voucher_code`),
  );
  const table = await copyOf(`floor_copy_${run}`, { indexes: true, fk: true });
  const copyTable = await timeCopyText(database, `${table} ${cols}`, csv);
  const noFk = await copyOf(`floor_nofk_${run}`, { indexes: true, fk: false });
  const copyNoFk = await timeCopyText(database, `${noFk} ${cols}`, csv);
  const unique = `floor_unique_${run}`;
  await exec(
    database,
    `create table ${unique} (voucher_info_id int not null, client_id int not null, voucher_code text not null,
       unique (client_id, voucher_code))`,
  );
  const copyUnique = await timeCopyText(database, unique, csv);
  const heap = await copyOf(`floor_heap_${run}`, { indexes: false, fk: false });
  const copyHeap = await timeCopyText(database, `${heap} ${cols}`, csv);
  await exec(database, `drop table ${src}, ${full}, ${table}, ${noFk}, ${unique}, ${heap}`);
  return {
    'insert…select ms': Math.round(insertSelect),
    'COPY table ms': Math.round(copyTable),
    'COPY no FK ms': Math.round(copyNoFk),
    'COPY unique only ms': Math.round(copyUnique),
    'COPY heap ms': Math.round(copyHeap),
  };
}
