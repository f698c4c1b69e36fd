import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type DrizzleTransactionLike, type JobResult } from 'pg-boss';

import type { Database, DbOrTx } from '../db/client';
import type { PGlite } from '@electric-sql/pglite';

/** The database schema that holds the queue's tables (pg-boss's own: queue, job, …). */
export const JOBS_SCHEMA = 'pgboss';

/** A job's name: `<word>.<action>`, the module's word first (`mail.send`). */
export type JobName = `${string}.${string}`;

/** What a job's handler is given besides its data. */
export type JobRun<App> = {
  app: App;
  /** The job's id (stable across its tries). */
  id: string;
  /** Tries before this one. */
  retryCount: number;
  /** Aborted when the job is taken back (the stop's grace ran out, or it ran past `expireInSeconds`). */
  signal: AbortSignal;
};

export type JobOptions = {
  /** Tries after the first before the job is failed for good (default 4: five tries). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10); with `retryBackoff` about doubled at each one. */
  retryDelay?: number;
  /** Exponential backoff with jitter (default true). */
  retryBackoff?: boolean;
  /** The longest wait between tries, in seconds (default 3600). */
  retryDelayMax?: number;
  /** Seconds a try may run before it counts as failed (default 300). */
  expireInSeconds?: number;
  /** Jobs fetched at once by one worker and run side by side (default 10). */
  batchSize?: number;
  /** Workers in this process (default 1). */
  concurrency?: number;
  /**
   * Seconds between two looks for due jobs (default 2; at least 0.5). A new job wakes the workers at once;
   * a retry or a job queued for later waits for the next look.
   */
  pollSeconds?: number;
};

/** A kind of job: its name, how it is retried, and what runs it. `T` is the data it carries. */
export type JobDef<T extends object, App = unknown> = {
  name: JobName;
  options: Required<JobOptions>;
  handler: (data: T, run: JobRun<App>) => Promise<void>;
};

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
  batchSize: 10,
  concurrency: 1,
  pollSeconds: 2,
};

/** Declares a kind of job; a module then works it with one line (`app.jobs.work(theJob)`). */
export function defineJob<T extends object, App = unknown>(
  name: JobName,
  options: JobOptions,
  handler: (data: T, run: JobRun<App>) => Promise<void>,
): JobDef<T, App> {
  return { name, options: { ...DEFAULTS, ...options }, handler };
}

/** A job's state as pg-boss keeps it. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobQueueLog = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/**
 * The job queue of one process: pg-boss on the app's database. On PostgreSQL it has a small pool of its
 * own (and one connection listening for new jobs); on PGlite it goes through the one embedded connection
 * (pg-boss's PGlite adapter: statements without parameters, which may be several at once, through `exec`,
 * the rest through `query`). Kinds of job are worked once `start()` has run; `enqueue` needs it too.
 */
export class JobQueue<App = unknown> {
  readonly boss: PgBoss;
  readonly #defs = new Map<string, JobDef<object, App>>();
  #app: App | undefined;
  #started = false;
  /** A start is under way (perhaps waiting for the database): a stop must cancel it. */
  #starting = false;
  #stopping: Promise<void> | undefined;
  /** The cron expression of each kind of job queued on a schedule, by name. */
  readonly #schedules = new Map<string, string>();

  /**
   * `runSchedules` false: this process never queues the scheduled jobs (their schedules are still kept);
   * tests turn it off so that no clean-up runs in the middle of one.
   */
  constructor(database: Database, log: JobQueueLog, opts: { runSchedules?: boolean } = {}) {
    const common = {
      schema: JOBS_SCHEMA,
      // pg-boss's clock: every process looks for schedules come due (every 30 s), and one queues each job.
      schedule: opts.runSchedules ?? true,
      // A new job wakes the workers at once (NOTIFY); polling stays as the backstop.
      useListenNotify: true,
      instanceName: 'api',
      // Nothing here reads OpenTelemetry: no spans and no trace context stored on the jobs.
      openTelemetry: { enabled: false },
    } as const;
    this.boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, backend: 'pglite', db: fromPglite(database.client as PGlite) })
        : new PgBoss({
            ...common,
            connectionString: database.url,
            max: 4,
            application_name: 'printhub-jobs',
          });
    this.boss.on('error', (err) => log.error({ err }, 'job queue error'));
    this.boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  }

  /** Works `def` in this process from `start()` on (its queue is created then). */
  work<T extends object>(def: JobDef<T, App>): void {
    if (this.#started) throw new Error(`The job queue has started: ${def.name} must be worked before`);
    if (this.#defs.has(def.name)) throw new Error(`The job ${def.name} is worked twice`);
    this.#defs.set(def.name, def as unknown as JobDef<object, App>);
  }

  /**
   * Works `def` in this process from `start()` on, and has it queued at each time `cron` names (a cron
   * expression, in UTC) once for the whole cluster, however many processes run: pg-boss keeps the schedule in
   * its tables and queues each job once (a time missed while no process ran is skipped).
   */
  schedule(def: JobDef<Record<string, never>, App>, cron: string): void {
    this.work(def);
    this.#schedules.set(def.name, cron);
  }

  /**
   * Installs or migrates the queue's tables if needed, creates the queues, keeps their schedules and starts
   * their workers. With
   * `attempts` > 1 a database that cannot be reached is tried again with backoff (up to 30 s apart) until
   * it answers or the queue is stopped.
   */
  async start(app: App, attempts = 1): Promise<void> {
    this.#app = app;
    this.#starting = true;
    try {
      await this.boss.start({ attempts });
    } finally {
      this.#starting = false;
    }
    this.#started = true;
    for (const def of this.#defs.values()) {
      const { batchSize: _b, concurrency: _c, pollSeconds: _p, ...queue } = def.options;
      await this.boss.createQueue(def.name, { ...queue, notify: true });
      // An existing queue keeps its row: its retry settings follow the code.
      await this.boss.updateQueue(def.name, { ...queue, notify: true });
    }
    for (const [name, cron] of this.#schedules) await this.boss.schedule(name, cron, {});
    for (const def of this.#defs.values())
      await this.boss.work<object>(
        def.name,
        {
          batchSize: def.options.batchSize,
          localConcurrency: def.options.concurrency,
          perJobResults: true,
          pollingIntervalSeconds: def.options.pollSeconds,
          notifyPollingIntervalSeconds: def.options.pollSeconds,
          burstWhenBatchFull: def.options.batchSize > 1,
        },
        (jobs) => this.#runBatch(def, jobs),
      );
  }

  async #runBatch(
    def: JobDef<object, App>,
    jobs: { id: string; data: object; retryCount: number; signal: AbortSignal }[],
  ): Promise<JobResult[]> {
    const app = this.#app as App;
    const settled = await Promise.allSettled(
      jobs.map((job) =>
        def.handler(job.data, { app, id: job.id, retryCount: job.retryCount, signal: job.signal }),
      ),
    );
    return settled.map((result, i) =>
      result.status === 'fulfilled'
        ? { id: jobs[i]!.id, status: 'completed' }
        : { id: jobs[i]!.id, status: 'failed', output: { message: errorMessage(result.reason) } },
    );
  }

  /**
   * Queues a job in `tx` (a transaction, or the database itself): it exists only if that transaction commits.
   * Returns the job's id. Only a kind of job worked here: its queue is then known without asking the
   * database, which on PGlite would wait for the caller's own transaction to end. With `startAfter`, the job
   * waits until then (and is fetched at the next look after it).
   */
  async enqueue<T extends object>(
    tx: DbOrTx,
    def: JobDef<T, App>,
    data: T,
    options: { startAfter?: Date } = {},
  ): Promise<string> {
    if (this.#defs.get(def.name) !== (def as unknown))
      throw new Error(`The job ${def.name} is not worked here`);
    if (!this.#started) throw new Error('The job queue has not started');
    // Drizzle types `execute`'s result per driver; both drivers answer `{ rows }`, which is what pg-boss reads.
    const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
    const id = await this.boss.send(def.name, data, { db, ...options });
    if (!id) throw new Error(`The job ${def.name} was not queued`);
    return id;
  }

  /**
   * Stops fetching; jobs running finish within `timeoutMs`, and those still running then are failed, so
   * that they are tried again (while they have tries left) by this or another process.
   */
  stop(timeoutMs: number): Promise<void> {
    if (!this.#started && !this.#starting) return Promise.resolve();
    this.#stopping ??= this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    return this.#stopping;
  }
}

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

/** Installs (or migrates) the queue's tables without working anything: the test template does it once. */
export async function installJobTables(database: Database): Promise<void> {
  const queue = new JobQueue(database, { error: () => {}, warn: () => {} });
  await queue.start(undefined);
  await queue.stop(1000);
}
