import http from 'node:http';

import { escapeHtml } from './escape-html';

import type { ConnectionError, FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** The paths whose answers are the API's JSON; every other GET is a page of the web app. */
const API_PREFIXES = ['/api/', '/referral_app/', '/coupon_app/'];

/** The method and path of the request line, from the first bytes Node received (null when unreadable). */
export function requestLineOf(raw: Buffer | undefined): { method: string; path: string } | null {
  const line = /^([A-Z]+) (\/[^\s?#]*)/.exec(raw?.subarray(0, 2048).toString('latin1') ?? '');
  return line ? { method: line[1]!, path: line[2]! } : null;
}

/**
 * What a browser shows for an address too long to read: a page of the app's own words with a way on (the same
 * screen without its parameters), not a JSON error.
 */
export function tooLongPage(path: string): string {
  const href = escapeHtml(path);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Link too long</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">' +
    '<h1>This link is too long to open</h1>' +
    '<p>The address is longer than the server reads. It may have been cut or copied from an older version ' +
    `of the app.</p><p><a href="${href}">Open ${href} without its parameters</a> or ` +
    '<a href="/">go to the dashboard</a>.</p></body></html>'
  );
}

function answer(socket: Socket, status: number, type: string, body: string) {
  if (!socket.writable) return;
  const headers = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
  ];
  socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

const jsonError = (message: string) => JSON.stringify({ error: message });

/**
 * Fastify's `clientErrorHandler`: a request Node could not read. Headers too large (a 431, most often an
 * address of tens of kilobytes) get a page a person can read when a browser navigates to a screen of the
 * app, and the API's error shape otherwise; a request that took too long is a 408, anything else a 400.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // Node hands over the bytes it read as a Buffer (Fastify's type says otherwise).
    const raw: unknown = err.rawPacket;
    const request = requestLineOf(Buffer.isBuffer(raw) ? raw : undefined);
    const page =
      request !== null &&
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => request.path.startsWith(prefix));
    if (page) answer(socket, 431, 'text/html; charset=utf-8', tooLongPage(request.path));
    else answer(socket, 431, 'application/json', jsonError('The request headers or address are too long'));
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    answer(socket, 408, 'application/json', jsonError('The request took too long to arrive'));
  } else {
    answer(socket, 400, 'application/json', jsonError('The request could not be read'));
  }
  socket.destroy(err);
}
