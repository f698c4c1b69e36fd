import { Agent, request } from 'undici';

import { PrivateDestinationError, privateLiteralHost, publicOnlyLookup } from './webhooks.address.service';

/** The receiver's answer is read this far (for the delivery log), the rest never. */
const RESPONSE_EXCERPT_BYTES = 2048;

export type PostOutcome = {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
};

/**
 * POSTs `body` to `url` once: no redirect followed, the whole try (connecting, the answer's headers, its first
 * bytes) cut at `timeoutMs`, at most RESPONSE_EXCERPT_BYTES of the answer read before the connection is closed.
 * Without `allowPrivate`, a destination on a private address is refused (its name checked as it is resolved).
 */
export async function postOnce(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const literal = opts.allowPrivate ? null : privateLiteralHost(url);
  if (literal)
    return {
      statusCode: null,
      durationMs: 0,
      error: new PrivateDestinationError(literal).message,
      response: null,
    };
  // One agent per try: no connection outlives it, whatever the receiver does.
  const agent = new Agent({
    connect: { timeout: opts.timeoutMs, ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }) },
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
    pipelining: 0,
  });
  const signal = AbortSignal.timeout(opts.timeoutMs);
  try {
    const res = await request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'PrintHub-Webhooks', ...headers },
      body,
      dispatcher: agent,
      signal,
    });
    const response = await readExcerpt(res.body);
    return { statusCode: res.statusCode, durationMs: elapsed(), error: null, response };
  } catch (err) {
    return {
      statusCode: null,
      durationMs: elapsed(),
      error: describe(err, signal, opts.timeoutMs),
      response: null,
    };
  } finally {
    agent.destroy().catch(() => {});
  }
}

/** The answer's first bytes as text; the stream is then destroyed (its connection with it). */
async function readExcerpt(stream: AsyncIterable<Buffer> & { destroy: () => void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= RESPONSE_EXCERPT_BYTES) break;
    }
  } catch {
    // The status decides; a body cut short (timed out, reset) is only less to show.
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
}

function describe(err: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `No answer within ${timeoutMs / 1000} s`;
  const cause = err instanceof Error && err.cause instanceof PrivateDestinationError ? err.cause : err;
  if (cause instanceof Error) {
    const code = (cause as { code?: string }).code;
    if (
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT' ||
      code === 'UND_ERR_CONNECT_TIMEOUT'
    )
      return `No answer within ${timeoutMs / 1000} s`;
    return code && !cause.message.includes(code) ? `${cause.message} (${code})` : cause.message;
  }
  return String(cause);
}
