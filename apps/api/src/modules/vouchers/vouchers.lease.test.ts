import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { API } from '@printhub/contract';

import { TEST_ADMIN } from '../../../test/constants';
import { serverDatabase, startServer, withDatabase, type ServerProcess } from '../../../test/server-process';
import { clientBody } from '../../../test/voucher-fixtures';
import { rowsOf } from '../../db/rows';
import { UPLOAD_LEASE_MS } from './vouchers.staging.service';
import { POSTGRES_BATCH_ROWS, UPLOAD_BATCH_ROWS } from './vouchers.upload.service';

// Voucher uploads and their leases across real server processes (test/lease-server.ts: the server whose
// first upload can be paused at a write, and whose clock can run ahead), on the run's engine. Several
// processes share a PostgreSQL database; the embedded one has one process at a time.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const batchRows = postgres ? POSTGRES_BATCH_ROWS : UPLOAD_BATCH_ROWS;
/** The third write: after the vouchers (one) and the first batch of codes. */
const PAUSE_AT = '3';

let db: Awaited<ReturnType<typeof serverDatabase>>;
const servers: ServerProcess[] = [];
beforeEach(async () => {
  db = await serverDatabase();
}, 180_000);
afterEach(async () => {
  for (const server of servers.splice(0)) await stop(server, 'SIGKILL');
  await db.drop();
});

async function start(extra: Record<string, string> = {}) {
  const server = await startServer({ ...db.env, LOG_LEVEL: 'warn', ...extra }, 'test/lease-server.ts');
  servers.push(server);
  return server;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

async function post(server: ServerProcess, url: string, body: object | FormData, token?: string) {
  const form = body instanceof FormData;
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
}

/** Signs in as the test admin and adds a client: the token and the client's id. */
async function setUp(server: ServerProcess) {
  const login = await post(server, API.login, TEST_ADMIN);
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const client = await post(server, API.clientSave, clientBody(), token);
  expect(client.status, await client.clone().text()).toBe(201);
  return { token, clientId: ((await client.json()) as { id: number }).id };
}

/** A CSV upload of `rows` codes (one voucher), answered once the server is done with it. */
function upload(server: ServerProcess, token: string, clientId: number, rows: number) {
  const lines = ['voucher_code,voucher_detail,cost'];
  for (let i = 0; i < rows; i += 1) lines.push(`L${String(i).padStart(6, '0')},Lease offer,1`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'codes.csv');
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return post(server, `${API.voucherUpload}?client_id=${clientId}&expiry_date=${expiry}`, form, token);
}

/** What uploads left in the database: codes shown and hidden (marked), and the leases held. */
const state = () =>
  withDatabase(db.env, async (d) => {
    const [row] = rowsOf<{ shown: number; hidden: number; leases: number }>(
      await d.db.execute(sql`
        select
          (select count(*)::int from voucher_codes c join voucher_infos i on i.id = c.voucher_info_id
            where i.upload_id is null) as shown,
          (select count(*)::int from voucher_codes c join voucher_infos i on i.id = c.voucher_info_id
            where i.upload_id is not null) as hidden,
          (select count(*)::int from leases where kind = 'voucher-upload') as leases`),
    );
    return row!;
  });

describe(`voucher uploads across processes (${postgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('a process starting while another writes a 100,000-row upload leaves it alone: all codes stored', async () => {
    const a = await start({ TEST_UPLOAD_PAUSE_AT: PAUSE_AT });
    const { token, clientId } = await setUp(a);
    const answer = upload(a, token, clientId, 100_000);
    await a.printed(/upload paused/);

    if (postgres) {
      expect(await state()).toEqual({ shown: 0, hidden: batchRows, leases: 1 });
      // A second process starts (its start-up clean-up done before it listens) and keeps serving.
      const b = await start();
      expect(await state()).toEqual({ shown: 0, hidden: batchRows, leases: 1 });
      expect((await post(b, API.login, TEST_ADMIN)).status).toBe(200);
    } else {
      // The embedded database: a second process is refused; the upload goes on.
      await expect(start()).rejects.toThrow(/has the embedded database in .* open/);
    }

    a.child.kill('SIGUSR2');
    const res = await answer;
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ vouchers_created: 1, codes_created: 100_000 });
    for (const server of servers) expect(await stop(server)).toEqual({ code: 0, signal: null });
    expect(await state()).toEqual({ shown: 100_000, hidden: 0, leases: 0 });
  }, 300_000);

  it('an upload whose process is killed (kill -9) is cleaned up once its lease has expired, and not before', async () => {
    const a = await start({ TEST_UPLOAD_PAUSE_AT: PAUSE_AT });
    const { token, clientId } = await setUp(a);
    void upload(a, token, clientId, 30_000).catch(() => null);
    await a.printed(/upload paused/);
    a.child.kill('SIGKILL');
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const left = { shown: 0, hidden: batchRows, leases: 1 };
    expect(await state()).toEqual(left);

    // A process started at once: the lease is still live, so the rows stay.
    const b = await start();
    expect(await stop(b)).toEqual({ code: 0, signal: null });
    expect(await state()).toEqual(left);

    // A process whose clock is past the lease's expiry (as any process's is, that long after) cleans up.
    const later = await start({ TEST_CLOCK_AHEAD_MS: String(UPLOAD_LEASE_MS + 60_000) });
    expect(await stop(later)).toEqual({ code: 0, signal: null });
    expect(await state()).toEqual({ shown: 0, hidden: 0, leases: 0 });

    // The codes are free again: the same file is stored whole.
    const again = await start();
    const res = await upload(again, token, clientId, 30_000);
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await stop(again)).toEqual({ code: 0, signal: null });
    expect(await state()).toEqual({ shown: 30_000, hidden: 0, leases: 0 });
  }, 300_000);
});
