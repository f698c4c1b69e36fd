/**
 * Fault tests (quality gates), each against real API processes:
 *  1. kill -9 during a 100k-row voucher CSV upload, restart: the client has all the codes or none.
 *  2. kill -9 during a burst of voucher purchases, restart: every acknowledged purchase is there; codes,
 *     purchases, balances and the ledger agree (nothing half-written).
 *  3. PostgreSQL stopped and started under the running API: it answers 503 while the database is away and
 *     recovers by itself (a private cluster made with initdb on a free port, so the shared server is untouched).
 *  4. PGlite: kill -9 during a burst of writes, restart on the same data directory: it opens, and every
 *     acknowledged write is there.
 *  5. SIGTERM to one of two API processes during the mixed load, then a restart (sigterm.bench.ts).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { createDatabase, PG_URL } from './databases';
import { signIn, startApi, type ApiProcess } from './processes';
import { sigtermDuringLoad } from './sigterm.bench';

const ADMIN = { email: 'faults@example.com', password: 'faults-password' };
const log = (line: string) => console.log(`[faults] ${line}`);
export type FaultRow = {
  scenario: string;
  check: string;
  expected: string;
  actual: string;
  result: 'pass' | 'FAIL';
};

const row = (scenario: string, check: string, expected: unknown, actual: unknown): FaultRow => ({
  scenario,
  check,
  expected: String(expected),
  actual: String(actual),
  result: String(expected) === String(actual) ? 'pass' : 'FAIL',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(base: ApiProcess, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  const { name, url } = await createDatabase(admin, 'printhub_faults');
  return {
    url,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

async function csvUploadKill(): Promise<FaultRow[]> {
  const db = await scratchDatabase();
  const env = { DATABASE_URL: db.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const rows: FaultRow[] = [];
  try {
    const csv = ['voucher_code,voucher_detail,cost'];
    for (let i = 0; i < 100_000; i += 1) csv.push(`K${i},Offer ${i % 100},${i % 50}`);
    const file = csv.join('\n');
    // Early, mid-transaction, and after the answer (the upload takes ≈2 s on this machine).
    for (const delay of [300, 1200, 8000]) {
      let server = await startApi(env);
      const token = await signIn(server.url, ADMIN);
      const client = await api(server, token, 'POST', '/api/save-clients/', {
        name: `Kill at ${delay} ms`,
        contact: 9876543210,
        client_type: 1,
        address: JSON.stringify({ city: 'a', state: 'b', country: 'c', pincode: '411001' }),
      });
      const clientId = client.json!.id as number;
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'text/csv' }), 'v.csv');
      const upload = fetch(
        `${server.url}/api/upload_vouchers?client_id=${clientId}&expiry_date=${new Date().toISOString()}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form },
      ).then(
        (r) => r.status,
        () => 'no answer',
      );
      await sleep(delay);
      server.child.kill('SIGKILL');
      const answer = await upload;
      await server.stop();
      server = await startApi(env);
      const [stored] = await query<{ n: number }>(
        db.url,
        `select count(*)::int as n from voucher_codes where client_id = ${clientId}`,
      );
      const expected = answer === 201 ? 100_000 : stored!.n === 100_000 ? 100_000 : 0;
      rows.push(
        row(
          `kill -9 ${delay} ms into a 100k-row upload (answer: ${answer})`,
          'codes stored (all or none)',
          expected,
          stored!.n,
        ),
      );
      const health = await fetch(`${server.url}/api/health`);
      rows.push(row(`restart after the upload kill at ${delay} ms`, 'GET /api/health', 200, health.status));
      await server.stop();
    }
  } finally {
    await db.drop();
  }
  return rows;
}

async function purchaseBurstKill(): Promise<FaultRow[]> {
  const db = await scratchDatabase();
  const env = { DATABASE_URL: db.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  try {
    let server = await startApi(env);
    const token = await signIn(server.url, ADMIN);
    const client = await api(server, token, 'POST', '/api/save-clients/', {
      name: 'Burst',
      contact: 9876543210,
      client_type: 1,
      address: JSON.stringify({ city: 'a', state: 'b', country: 'c', pincode: '411001' }),
    });
    const voucher = await api(server, token, 'POST', '/api/save-voucher/', {
      client: client.json!.id,
      voucher_detail: 'Burst voucher',
      cost: 7,
      expiry_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      is_single: false,
      vouchers: Array.from({ length: 400 }, (_, i) => ({
        voucher_code: `B${i}`,
        is_assigned: false,
        is_active: true,
      })),
    });
    const buyers: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const user = await api(server, token, 'POST', '/api/users/', {
        first_name: 'Buyer',
        last_name: String(i),
        email: `burst-${i}@example.com`,
        mobile: '+91 90000 00000',
      });
      const id = user.json!.id as number;
      await api(server, token, 'POST', '/api/coin-adjustments/', {
        user_id: id,
        amount: 1000,
        reason: 'Burst credit',
      });
      buyers.push(id);
    }
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 300 }, (_, i) =>
      api(server, token, 'POST', '/api/save-purchased-voucher/', {
        user_id: buyers[i % buyers.length],
        voucher_id: voucher.json!.id,
      }).then(
        (r) => {
          if (r.status === 201)
            acknowledged.push((r.json!.purchase as { voucher_code: string }).voucher_code);
        },
        () => undefined,
      ),
    );
    await sleep(1500);
    server.child.kill('SIGKILL');
    await Promise.all(burst);
    await server.stop();
    server = await startApi(env);
    const sold = await query<{ code: string }>(
      db.url,
      `select c.voucher_code as code from voucher_purchases p join voucher_codes c on c.id = p.voucher_code_id`,
    );
    const soldSet = new Set(sold.map((s) => s.code));
    const [state] = await query<{
      assigned: number;
      purchases: number;
      bad_balances: number;
      debits: number;
    }>(
      db.url,
      `select (select count(*)::int from voucher_codes where is_assigned) as assigned,
              (select count(*)::int from voucher_purchases) as purchases,
              (select count(*)::int from customers c where c.coin_balance <> coalesce((select sum(amount) from coin_ledger l where l.customer_id = c.id), 0)) as bad_balances,
              (select count(*)::int from coin_ledger where source = 'voucher_purchase') as debits`,
    );
    await server.stop();
    const scenario = `kill -9 during 300 purchases (${acknowledged.length} acknowledged)`;
    return [
      row(
        scenario,
        'acknowledged purchases missing after restart',
        0,
        acknowledged.filter((c) => !soldSet.has(c)).length,
      ),
      row(scenario, 'codes assigned = purchase rows', state!.purchases, state!.assigned),
      row(scenario, 'coin debits = purchase rows', state!.purchases, state!.debits),
      row(scenario, 'balances ≠ ledger sums', 0, state!.bad_balances),
    ];
  } finally {
    await db.drop();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A private PostgreSQL cluster (initdb as the postgres user when run as root, as CI is). */
async function privateCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'printhub-pg-'));
  const port = await freePort();
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const pgBin = (tool: string) => {
    const candidates = ['/usr/lib/postgresql/15/bin', '/usr/local/bin'].map((d) => path.join(d, tool));
    return (
      candidates.find((c) => {
        try {
          execFileSync('test', ['-x', c]);
          return true;
        } catch {
          return false;
        }
      }) ?? tool
    );
  };
  const run = (tool: string, args: string[]) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', pgBin(tool), ...args], { stdio: 'pipe' })
      : execFileSync(pgBin(tool), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresRestart(): Promise<FaultRow[]> {
  const cluster = await privateCluster();
  const scenario = 'PostgreSQL stopped and started under the API';
  try {
    const server = await startApi({
      DATABASE_URL: cluster.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const token = await signIn(server.url, ADMIN);
    const statusOf = async (p: string) =>
      (await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${token}` } })).status;
    const before = await statusOf('/api/get-clients/');
    cluster.stop();
    const downHealth = await statusOf('/api/health');
    const downList = await statusOf('/api/get-clients/');
    cluster.start();
    let recovered = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 30_000) {
      if ((await statusOf('/api/get-clients/')) === 200 && (await statusOf('/api/health')) === 200) {
        recovered = Date.now() - t0;
        break;
      }
      await sleep(200);
    }
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    if (!alive)
      log(
        `API exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output().slice(-2000)}`,
      );
    await server.stop();
    return [
      row(scenario, 'before: GET /api/get-clients/', 200, before),
      row(scenario, 'database away: GET /api/health', 503, downHealth),
      row(scenario, 'database away: GET /api/get-clients/', 503, downList),
      row(scenario, `back within 30 s (took ${recovered} ms)`, true, recovered > 0),
      row(scenario, 'API process still running', true, alive),
    ];
  } finally {
    try {
      cluster.stop();
    } catch {
      // already stopped
    }
    cluster.remove();
  }
}

async function pgliteKill(): Promise<FaultRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'printhub-pglite-'));
  const env = { DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const scenario = 'PGlite: kill -9 during writes, restart on the same directory';
  try {
    let server = await startApi(env, 120_000);
    const token = await signIn(server.url, ADMIN);
    const acknowledged: number[] = [];
    let stopWriting = false;
    const writer = (async () => {
      for (let i = 0; !stopWriting; i += 1) {
        const r = await api(server, token, 'POST', '/api/save-clients/', {
          name: `Durable ${i}`,
          contact: 9876543210,
          client_type: 1,
          address: JSON.stringify({ city: 'a', state: 'b', country: 'c', pincode: '411001' }),
        }).catch(() => null);
        if (r?.status === 201) acknowledged.push(r.json!.id as number);
        else if (!r) break;
      }
    })();
    await sleep(1500);
    server.child.kill('SIGKILL');
    stopWriting = true;
    await writer;
    await server.stop();
    server = await startApi(env, 120_000);
    const token2 = await signIn(server.url, ADMIN);
    const list = await api(server, token2, 'GET', '/api/get-clients/');
    const ids = new Set((list.json as unknown as { id: number }[]).map((c) => c.id));
    await server.stop();
    return [
      row(scenario, 'restarted and answered GET /api/get-clients/', 200, list.status),
      row(
        scenario,
        `acknowledged clients missing (of ${acknowledged.length})`,
        0,
        acknowledged.filter((id) => !ids.has(id)).length,
      ),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runFaults(): Promise<FaultRow[]> {
  const rows: FaultRow[] = [];
  log('kill -9 during a 100k-row CSV upload');
  rows.push(...(await csvUploadKill()));
  log('kill -9 during a burst of purchases');
  rows.push(...(await purchaseBurstKill()));
  log('PostgreSQL stop and start under the API');
  rows.push(...(await postgresRestart()));
  log('PGlite kill -9 and restart');
  rows.push(...(await pgliteKill()));
  log('SIGTERM to one of two API processes during the mixed load');
  rows.push(...(await sigtermDuringLoad()));
  return rows;
}
