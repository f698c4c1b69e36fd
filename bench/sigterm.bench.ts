/**
 * Fault test 5 (quality gate): SIGTERM to one of two API processes on one PostgreSQL database during the
 * mixed load (mixed-load.bench.ts), through a round-robin proxy (round-robin.ts) that retries a refused
 * connection on the other process. The stopped process must finish what it had accepted and exit 0; it is
 * started again and put back. No request may be lost and every exactness check of the mixed load must pass.
 */
import { sql } from 'drizzle-orm';

import { withPostgres } from './databases';
import { ADMIN, EXPECTED, run, seed, signInFixture, snapshot, verify } from './mixed-load.bench';
import { startApi } from './processes';
import { roundRobin } from './round-robin';

import type { FaultRow } from './faults.bench';
import type { Kind, Outcome } from './mixed-load.bench';

const SECONDS = Number(process.env.BENCH_SIGTERM_SECONDS ?? 30);
const SIGTERM_AFTER_S = 5;
const CONNECTIONS = Number(process.env.BENCH_SIGTERM_CONNECTIONS ?? 10);
const log = (line: string) => console.log(`[faults] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function sigtermDuringLoad(): Promise<FaultRow[]> {
  const scenario = 'SIGTERM to one of two API processes during the mixed load';
  const rows = await withPostgres(async (database, url) => {
    log('seeding the mixed load’s data');
    const seeded = await seed(database);
    const env = { DATABASE_URL: url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const apis = [await startApi(env, 240_000), await startApi(env, 240_000)];
    const proxy = await roundRobin(apis.map((a) => a.url));
    try {
      const fixture = await signInFixture(apis[0]!.url, seeded);
      const before = await snapshot(database);
      const outcomes: Outcome[] = [];
      const sent = new Map<Kind, number>();
      log(
        `${CONNECTIONS} connections for ${SECONDS} s through ${proxy.url}; SIGTERM to one process after ${SIGTERM_AFTER_S} s`,
      );
      // No request is cut off by the client on a busy machine: each may take 30 s, and the drain waits as long.
      const load = run(proxy.url, fixture, CONNECTIONS, outcomes, [], sent, {
        seconds: SECONDS,
        drainSeconds: 30,
        timeoutSeconds: 30,
      });

      await sleep(SIGTERM_AFTER_S * 1000);
      const stopping = apis[0]!;
      const exit = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
        stopping.child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const answeredBefore = proxy.stats.answered[0]!;
      const t0 = Date.now();
      stopping.child.kill('SIGTERM');
      const exited = await exit;
      const stopMs = Date.now() - t0;
      const answeredWhileStopping = proxy.stats.answered[0]! - answeredBefore;
      log(`stopped in ${stopMs} ms (${JSON.stringify(exited)}); starting it again`);
      apis[0] = await startApi(env, 240_000);
      proxy.replace(0, apis[0].url);
      const answeredBeforeBack = proxy.stats.answered[0]!;
      await load;
      // A restart slower than the rest of the load (a busy machine): a few requests show it is back.
      if (proxy.stats.answered[0] === answeredBeforeBack)
        for (let i = 0; i < 4; i += 1) await fetch(`${proxy.url}/api/health`).then((r) => r.text());
      const answeredAfterBack = proxy.stats.answered[0]! - answeredBeforeBack;

      const checks = await verify(database, before, outcomes);
      const lost = [...sent.values()].reduce((a, b) => a + b, 0) - outcomes.length;
      const unexpected = outcomes.filter((o) => !EXPECTED[o.kind].includes(o.status));
      if (unexpected.length)
        log(
          `unexpected: ${unexpected
            .slice(0, 5)
            .map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 120)}`)
            .join('; ')}`,
        );
      if (proxy.stats.failures.length) log(`proxy failures: ${proxy.stats.failures.join('; ')}`);
      const [{ name }] = (
        (await database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows as [{ name: string }];
      log(
        `database ${name}: ${outcomes.length} requests answered, ${proxy.stats.refused} refused and ${proxy.stats.reset} reset connections retried`,
      );
      const row = (check: string, expected: unknown, actual: unknown): FaultRow => ({
        scenario,
        check,
        expected: String(expected),
        actual: String(actual),
        result: String(expected) === String(actual) ? 'pass' : 'FAIL',
      });
      return [
        row(
          `stopped process exited (in ${stopMs} ms)`,
          'code 0',
          exited.code === null ? `signal ${exited.signal}` : `code ${exited.code}`,
        ),
        row(
          `requests it answered after SIGTERM: ${answeredWhileStopping}; retried: ${proxy.stats.refused} refused connections, ${proxy.stats.reset} reset before an answer`,
          true,
          true,
        ),
        row('restarted process back in the rotation (answered requests)', true, answeredAfterBack > 0),
        row('requests failed after they were sent (proxy 502)', 0, proxy.stats.failed),
        row('requests sent without a response', 0, lost),
        row('unexpected statuses', 0, unexpected.length),
        ...checks.map((c) => ({ scenario, ...c })),
      ];
    } finally {
      await proxy.close();
      for (const api of apis) await api.stop();
    }
  }, log);
  return rows ?? [];
}
