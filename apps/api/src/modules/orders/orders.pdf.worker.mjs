// The PDF worker: a child process that PDF.js runs in, kept warm by the pool (orders.pdf-pool.service.ts) and
// handed one task at a time: `inspect` (an uploaded file's pages), `render` (one page as a PNG) or
// `pageChecks` (which pages of a range have colour or are blank, from low-resolution renders). The
// parent limits each task's time and the process's heap, and ends it when either runs out. A process, not
// a worker thread: a worker that runs out of heap on one large allocation aborts the whole server
// (nodejs/node#47224), a child takes only itself down.
// Plain JavaScript, so that it runs as it is under Node, tsx and the tests alike.
import workerpool from 'workerpool';

import { inspect } from './orders.pdf-inspect.worker.mjs';
import { pageChecks } from './orders.pdf-page-checks.worker.mjs';
import { render } from './orders.pdf-render.worker.mjs';

/**
 * A task's time counts from its start in a worker ready to run it, not from the worker's own start (loading
 * PDF.js, seconds on a busy machine): the worker says when it starts.
 * @template {unknown[]} A, R
 * @param {(...args: A) => R} task
 */
const timed =
  (task) =>
  (/** @type {A} */ ...args) => {
    workerpool.workerEmit('started');
    return task(...args);
  };

workerpool.worker({ inspect: timed(inspect), render: timed(render), pageChecks: timed(pageChecks) });
