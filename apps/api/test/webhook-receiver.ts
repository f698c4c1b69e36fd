import http from 'node:http';

/** A request the receiver got: its path, headers and body as sent. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** How the receiver answers a request to a path: a status (and body), or a behaviour of its own. */
export type Answer =
  | { status: number; body?: string; headers?: Record<string, string> }
  | { hang: true }
  | { bytes: number };

/** What happened to an answer streamed with `{ bytes }`: how much was written before the connection closed. */
export type Stream = { written: number; finished: boolean; closed: Promise<void> };

/**
 * A real HTTP server on 127.0.0.1 for webhook tests. Each path answers from its queue of answers (the last one
 * repeats; 200 when none). `{ hang: true }` never answers (the connection stays open until the client
 * closes it); `{ bytes: n }` answers 200 with an n-byte body written as the client reads it.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const hanging: { path: string; closed: Promise<void> }[] = [];
  const streams: Stream[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers.get(path) ?? [];
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 200 };
      if ('hang' in answer) {
        hanging.push({ path, closed: new Promise((resolve) => res.on('close', () => resolve())) });
        return;
      }
      if ('bytes' in answer) {
        const stream: Stream = {
          written: 0,
          finished: false,
          closed: new Promise((resolve) => res.on('close', () => resolve())),
        };
        streams.push(stream);
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(answer.bytes) });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const write = () => {
          while (stream.written < answer.bytes && !res.destroyed) {
            const part = chunk.subarray(0, Math.min(chunk.length, answer.bytes - stream.written));
            stream.written += part.length;
            if (!res.write(part)) return void res.once('drain', write);
          }
          if (!res.destroyed) res.end(() => (stream.finished = true));
        };
        write();
        return;
      }
      res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    hanging,
    streams,
    /** The answers of `path`, in order (the last one repeats). */
    answer: (path: string, ...list: Answer[]) => answers.set(path, list),
    /** The requests to `path` so far. */
    to: (path: string) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
