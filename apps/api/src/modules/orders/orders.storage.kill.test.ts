import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { orderForm } from '../../../test/helper';
import { bucketContents, startS3Server } from '../../../test/s3-server';
import { serverDatabase, startServer, withDatabase, type ServerProcess } from '../../../test/server-process';
import { rowsOf } from '../../db/rows';
import { makePdf } from '../../db/seed/pdf';
import { ORPHAN_OBJECT_AGE_MS, sweepOrphanObjects } from './orders.storage-sweep.service';

import type { Database } from '../../db/client';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

const fileKeys = async (d: Database) =>
  rowsOf<{ key: string | null }>(
    await d.db.execute(sql`select storage_key as key from order_files order by id`),
  ).map((r) => r.key);

/** The keys of the bucket's file objects (not the page pictures kept beside them). */
const fileObjects = async (objects: Parameters<typeof bucketContents>[0]) =>
  [...(await bucketContents(objects)).keys()].filter((key) => key.startsWith('order-files/'));

const post = (server: ServerProcess, url: string, body: FormData | object, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });

describe('S3 storage and a server killed during an upload', () => {
  it('kill -9 once the object is written: no row without its object, and after the expiry no object without its row', async () => {
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const database = await serverDatabase();
    cleanups.push(database.drop);
    const env = { ...database.env, ...s3.env(), LOG_LEVEL: 'warn' };
    let server = await startServer(env);
    const stop = (s: ServerProcess) => async () => {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited;
    };
    cleanups.push(stop(server));

    const signup = await post(server, API.customerSignup, {
      first_name: 'Kill',
      last_name: 'Test',
      email: 'kill@example.com',
      mobile: '+91 90000 66666',
      password: 'a-kill-test-password',
    });
    expect(signup.status, await signup.clone().text()).toBe(201);
    const { token } = (await signup.json()) as { token: string };

    // The moment the bucket holds the PDF, before the server hears so (and so before its row can commit).
    const killedAfter: string[] = [];
    s3.onObject((what, key) => {
      if (what !== 'created') return false;
      killedAfter.push(key);
      return server.child.kill('SIGKILL');
    });
    const pdf = { name: 'killed.pdf', data: makePdf({ pages: 2, padTo: 600_000 }) };
    await post(server, API.customerOrders, orderForm([pdf]), token).catch(() => null);
    expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(killedAfter).toHaveLength(1);

    const objects = s3.store();
    await withDatabase(env, async (d) => {
      // No row names the object: the transaction died with the process.
      expect(await fileKeys(d)).toEqual([]);
      expect([...(await bucketContents(objects)).keys()]).toEqual(killedAfter);
    });

    // The next start sweeps, and leaves an object younger than the expiry (it may be a row's in the making).
    server = await startServer(env);
    cleanups.push(stop(server));
    const placed = await post(server, API.customerOrders, orderForm([pdf]), token);
    expect(placed.status, await placed.clone().text()).toBe(201);
    server.child.kill('SIGTERM');
    await server.exited;

    await withDatabase(env, async (d) => {
      const keys = await fileKeys(d);
      expect(keys).toHaveLength(1);
      // The placed file's object and the killed upload's (the order's first page may be beside them).
      expect((await fileObjects(objects)).length).toBe(2);
      // Every row's object is there.
      for (const key of keys) expect(await objects.exists(key!)).toBe(true);

      expect(await sweepOrphanObjects(d.db, objects, { now: new Date() })).toBe(0);
      const later = new Date(Date.now() + ORPHAN_OBJECT_AGE_MS + 60_000);
      expect(await sweepOrphanObjects(d.db, objects, { now: later })).toBe(1);
      expect(await fileObjects(objects)).toEqual(keys);
    });
  }, 120_000);
});
