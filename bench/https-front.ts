/**
 * The app as a visitor's browser reaches it: over HTTPS, through a front that speaks HTTP/2 (what Caddy,
 * nginx or a cloud load balancer in front of `npm start` do) and passes each request to the app's own plain
 * HTTP port. A browser asks for every file of a screen at once over one HTTP/2 connection; over the plain
 * HTTP/1.1 port it would ask for six at a time.
 *
 * The certificate is made for the run (self-signed, for localhost and 127.0.0.1). Chromium trusts that one
 * key (`chromiumFlags`: `--ignore-certificate-errors-spki-list`), so the page is as secure as with a real
 * certificate and its HTTP cache works (Chromium caches nothing from a page whose certificate it rejects).
 *
 * `BENCH_PLAIN_HTTP=1`: no front, the browser goes to the app's HTTP/1.1 port (for comparison).
 */
import crypto from 'node:crypto';

import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { generate } from 'selfsigned';

export type WebFront = {
  /** Where the browser goes. */
  url: string;
  /** What Chromium needs to trust the front's certificate (none over plain HTTP). */
  chromiumFlags: string[];
  close(): Promise<void>;
};

const PLAIN_HTTP = process.env.BENCH_PLAIN_HTTP === '1';

/** How the browser reaches the app, for the benches' settings lines. */
export const TRANSPORT = PLAIN_HTTP
  ? "plain HTTP/1.1 (the app's own port)"
  : 'HTTPS with HTTP/2 through a front';

/** A front for the app listening at `target` (http://127.0.0.1:PORT), or the app itself with BENCH_PLAIN_HTTP=1. */
export async function webFront(target: string): Promise<WebFront> {
  if (PLAIN_HTTP) return { url: target, chromiumFlags: [], close: async () => {} };
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec' });
  const front = Fastify({ http2: true, https: { allowHTTP1: true, key: pems.private, cert: pems.cert } });
  await front.register(proxy, { upstream: target });
  const url = await front.listen({ port: 0, host: '127.0.0.1' });
  const spki = crypto
    .createHash('sha256')
    .update(crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return {
    url,
    chromiumFlags: [`--ignore-certificate-errors-spki-list=${spki}`],
    close: () => front.close(),
  };
}
