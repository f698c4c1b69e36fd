import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once a stop is asked for. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (their connections
 * then close; idle keep-alive connections close at once), run `afterClose` (closing the database), exit 0.
 * Connections still busy after `graceMs` are closed, as they are at once on a second signal.
 */
export function stopOnSignals(
  app: FastifyInstance,
  afterClose: () => Promise<void>,
  opts: { graceMs?: number; log?: (line: string) => void } = {},
): void {
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  const log = opts.log ?? ((line: string) => console.log(line));
  let stopping = false;
  const force = (why: string) => {
    log(`${why}: closing the connections still open.`);
    app.server.closeAllConnections();
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return force(`${signal} again`);
    stopping = true;
    log(`${signal}: no new connections; finishing the requests in flight, then stopping.`);
    const timer = setTimeout(() => force(`Requests still running after ${graceMs / 1000} s`), graceMs);
    app
      .close()
      .finally(() => clearTimeout(timer))
      .then(afterClose)
      .then(
        () => {
          log('Stopped.');
          process.exit(0);
        },
        (err: unknown) => {
          console.error(err instanceof Error ? err.message : err);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
