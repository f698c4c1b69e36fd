/**
 * The real server with one more kind of job, `test.run`, for the tests of the job queue across processes. A
 * job prints `test job <id> started`, then ends at once (`{}`), when the process gets SIGTERM
 * (`{ hold: 'sigterm' }`, after a second's more work on the database, printing `test job <id> finished`) or never (`{ hold: 'never' }`). One job at a
 * time: a held job keeps the next ones queued.
 */
import { sql } from 'drizzle-orm';

import { defineJob } from '../src/lib/jobs';
import { exitOnFailure, main } from '../src/server';

import type { AppJob } from '../src/plugins/jobs';

type TestRun = { hold?: 'sigterm' | 'never' };

const testRun: AppJob<TestRun> = defineJob(
  'test.run',
  { batchSize: 1, retryLimit: 2, retryDelay: 1, expireInSeconds: 3600, pollSeconds: 0.5 },
  async (data, run) => {
    console.log(`test job ${run.id} started`);
    if (data.hold === 'sigterm') {
      await new Promise((resolve) => process.once('SIGTERM', resolve));
      // A second's more work on the database after the signal: the stop waits for it, database open.
      await run.app.db.execute(sql`select pg_sleep(1)`);
      console.log(`test job ${run.id} finished`);
    }
    if (data.hold === 'never') await new Promise(() => {});
  },
);

main({ jobs: [testRun] }).catch(exitOnFailure);
