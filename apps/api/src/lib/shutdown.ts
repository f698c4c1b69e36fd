import type { FastifyInstance } from 'fastify';
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long requests in flight may take to finish once a stop is asked for (SHUTDOWN_GRACE_S sets it). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How long a connection accepted before the stop has to send its request (one may be on its way). */
const NEW_CONNECTION_GRACE_MS = 1000;

/**
 * Node's `server.close()` also destroys every connection without a request being read, including one
 * accepted a moment ago whose request is waiting in the socket (under load, for a while): that request,
 * never read, would be lost to its client. Instead, when closing: keep-alive connections that have answered
 * a request and wait for the next one close at once; a new connection gets NEW_CONNECTION_GRACE_MS to
 * bring its request, which is then answered like any request in flight. Every answer given while closing
 * says `Connection: close` and its connection closes once it is sent: kept alive, it would hold the stop
 * until its client let it go or the grace period ran out.
 */
function closeOnlyIdleKeepAlive(server: Server): () => void {
  const connections = new Map<Socket, { served: number; active: Set<ServerResponse> }>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { served: 0, active: new Set() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req, res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active.add(res);
    if (closing) res.setHeader('connection', 'close');
    res.once('close', () => {
      state.active.delete(res);
      state.served += 1;
      // Its answer is sent (end() flushes it first): the connection is not kept for another.
      if (closing && state.active.size === 0) req.socket.end();
    });
  });
  const idle = (served: boolean) => {
    for (const [socket, state] of connections)
      if (state.active.size === 0 && state.served > 0 === served) socket.destroy();
  };
  server.closeIdleConnections = () => idle(true);
  return () => {
    closing = true;
    for (const state of connections.values())
      for (const res of state.active) if (!res.headersSent) res.setHeader('connection', 'close');
    setTimeout(() => idle(false), NEW_CONNECTION_GRACE_MS).unref();
  };
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (their connections
 * then close; idle keep-alive connections close at once), run `afterClose` (closing the database), exit 0.
 * Connections still busy after `graceMs` are closed.
 */
export function stopOnSignals(
  app: FastifyInstance,
  afterClose: () => Promise<void>,
  opts: { graceMs?: number; log?: (line: string) => void } = {},
): void {
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  const log = opts.log ?? ((line: string) => console.log(line));
  const beginClosing = closeOnlyIdleKeepAlive(app.server);
  let stopping = false;
  const force = (why: string) => {
    log(`${why}: closing the connections still open.`);
    app.server.closeAllConnections();
  };
  const stop = (signal: NodeJS.Signals) => {
    // `npm start` passes on a signal its process group already delivered: a second one changes nothing.
    if (stopping) return;
    stopping = true;
    log(`${signal}: no new connections; finishing the requests in flight, then stopping.`);
    const timer = setTimeout(() => force(`Requests still running after ${graceMs / 1000} s`), graceMs);
    beginClosing();
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
