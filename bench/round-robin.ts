/**
 * A tiny round-robin HTTP proxy for the fault bench, doing what a load balancer in front of several API
 * processes does: each request goes to the next backend, on a connection of its own. A connection refused
 * (a process that stopped listening, or is not back yet) is retried on the next backend: nothing was sent.
 * So is a connection reset before any answer: the kernel resets the connections a stopping process had not
 * yet accepted when it closed its listening socket, and their requests were never read. Those are counted
 * apart, and the bench's exactness checks would show a retried request that had in fact been carried out
 * (a purchase or redemption twice). Anything else that goes wrong is answered 502 and counted.
 *
 * With `retryResets: false` (a process killed with `kill -9`, whose requests in flight may or may not have
 * been carried out) a reset is answered 502 too, and the client decides what the request did.
 */
import http from 'node:http';

export type ProxyStats = {
  /** Requests answered, per backend slot. */
  answered: number[];
  /** Connections refused, retried on another backend. */
  refused: number;
  /** Connections reset before any answer, retried on another backend. */
  reset: number;
  /** Requests that failed after they were sent (answered 502). */
  failed: number;
  /** Answers cut off after they began (the backend died while sending): the client's connection is destroyed. */
  cut: number;
  failures: string[];
};

export async function roundRobin(backends: string[], opts: { retryResets?: boolean } = {}) {
  const retryResets = opts.retryResets ?? true;
  const targets = backends.map((b) => new URL(b));
  const stats: ProxyStats = {
    answered: targets.map(() => 0),
    refused: 0,
    reset: 0,
    failed: 0,
    cut: 0,
    failures: [],
  };
  let next = 0;

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, attempt: number) => {
    const slot = next++ % targets.length;
    const target = targets[slot]!;
    const { 'keep-alive': _keepAlive, ...asked } = req.headers;
    const headers = { ...asked, host: target.host, connection: 'close' };
    const up = http.request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: false,
    });
    up.once('response', (answer) => {
      const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = answer.headers;
      res.writeHead(answer.statusCode!, rest);
      answer.pipe(res);
      answer.once('end', () => (stats.answered[slot]! += 1));
    });
    up.once('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        stats.cut += 1;
        return res.destroy();
      }
      const retry = err.code === 'ECONNREFUSED' || (retryResets && err.code === 'ECONNRESET');
      if (retry && attempt < targets.length * 50) {
        if (err.code === 'ECONNREFUSED') stats.refused += 1;
        else stats.reset += 1;
        // Every backend refusing at once (both restarting) would spin: give them a moment then.
        const pause = attempt >= targets.length ? 20 : 0;
        setTimeout(() => forward(req, body, res, attempt + 1), pause);
        return;
      }
      stats.failed += 1;
      if (stats.failures.length < 10)
        stats.failures.push(`${req.method} ${req.url}: ${err.code ?? err.message}`);
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    up.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('end', () => forward(req, Buffer.concat(chunks), res, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    /** Points a slot at another backend (a process restarted on a new port). */
    replace(slot: number, url: string) {
      targets[slot] = new URL(url);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
