import { fileURLToPath } from 'node:url';

import workerpool from 'workerpool';

import { PoolFullError } from '../../lib/pool';

import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * What one task of the PDF workers may cost. A task is ended when its time is up (its worker process is
 * killed and a fresh one takes its place); a worker's heap cannot grow past `maxHeapMb` (V8 ends a process
 * that tries, and the pool replaces it) and no stream decodes past 64 MB (the patch of pdf.js), so one file
 * costs at most about 300 MB. Two tasks run at once and twenty wait; past that a task is refused at once
 * (PoolFullError: the caller answers 503).
 */
export const PDF_WORKER_LIMITS = {
  timeoutMs: 10_000,
  maxHeapMb: 128,
  concurrency: 2,
  queue: 20,
};

/**
 * The workers are started once and kept (warm): PDF.js is loaded once per worker, not once per file. They
 * are child processes, not worker threads: a thread that runs out of heap on one large allocation aborts the
 * whole server (nodejs/node#47224; measured with a 60 MB string in a catalog under a 128 MB
 * `maxOldGenerationSizeMb`: the server died with "JavaScript heap out of memory"), a child only itself.
 */
const pool = workerpool.pool(fileURLToPath(new URL('./orders.pdf.worker.mjs', import.meta.url)), {
  workerType: 'process',
  maxWorkers: PDF_WORKER_LIMITS.concurrency,
  maxQueueSize: PDF_WORKER_LIMITS.queue,
  // A task past its time is ended at once: the worker is busy in PDF.js and could not stop by itself.
  workerTerminateTimeout: 1,
  // PDF.js reports what it repairs on the console: read from a pipe and dropped, not this server's log.
  emitStdStreams: true,
  forkOpts: {
    // Not the parent's flags (a TypeScript loader): the worker is plain JavaScript.
    execArgv: [`--max-old-space-size=${PDF_WORKER_LIMITS.maxHeapMb}`, '--max-semi-space-size=8'],
    // Nothing of the server's configuration (its database URL…) is the worker's business.
    env: {},
    // Bytes travel as bytes (a Uint8Array), not as JSON.
    serialization: 'advanced',
  },
});

/** A task that ended without an answer: out of time, or its worker died (out of heap). */
export class PdfTaskFailed extends Error {
  constructor(cause: unknown) {
    super('The PDF worker ended without an answer', { cause });
    this.name = 'PdfTaskFailed';
  }
}

let inFlight = 0;

/**
 * Idle workers do not keep this process alive (a script that read a PDF ends when it is done, the server
 * stops on its own terms); workers with a task do. workerpool keeps its workers in `workers`, each
 * handler's `worker` being the child process.
 */
function holdWorkers(hold: boolean): void {
  const handlers = (pool as unknown as { workers: Array<{ worker: ChildProcess }> }).workers;
  for (const { worker } of handlers) {
    for (const handle of [
      worker,
      worker.channel,
      worker.stdout as Socket | null,
      worker.stderr as Socket | null,
    ])
      if (hold) handle?.ref?.();
      else handle?.unref?.();
  }
}

/**
 * Runs one task (`inspect`, `render`, `pageChecks`) of the worker on the warm pool within `timeoutMs` of its start in a
 * worker (the wait in the queue and a new worker's loading of PDF.js do not count). Rejects with
 * PoolFullError when the queue is full and with PdfTaskFailed when the task ran out of time or heap.
 */
export async function runPdfTask<T>(
  method: 'inspect' | 'render' | 'pageChecks',
  params: unknown[],
  timeoutMs = PDF_WORKER_LIMITS.timeoutMs,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let task: workerpool.Promise<T>;
  try {
    task = pool.exec(method, params, {
      // Out of time: the task is cancelled, which kills its worker (busy in PDF.js, it could not stop).
      on: (event: unknown) => {
        if (event === 'started') timer = setTimeout(() => task.cancel(), timeoutMs);
      },
    }) as workerpool.Promise<T>;
  } catch (err) {
    // workerpool throws at once when its queue is full.
    if (err instanceof Error && err.message.startsWith('Max queue size')) throw new PoolFullError();
    throw err;
  }
  inFlight += 1;
  holdWorkers(true);
  try {
    return await task;
  } catch (err) {
    if (err instanceof workerpool.Promise.CancellationError) throw new PdfTaskFailed(err);
    if (err instanceof Error && err.message.includes('terminated Unexpectedly')) throw new PdfTaskFailed(err);
    throw err;
  } finally {
    clearTimeout(timer);
    inFlight -= 1;
    if (inFlight === 0) holdWorkers(false);
  }
}

/** Tasks running and waiting, for tests. */
export const pdfWorkerLoad = () => ({
  running: Math.min(inFlight, PDF_WORKER_LIMITS.concurrency),
  waiting: Math.max(0, inFlight - PDF_WORKER_LIMITS.concurrency),
});
