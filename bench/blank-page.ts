/**
 * The floor under the long-task target (issue #22, item 3: no task over 50 ms on the phone profile): a page
 * with nothing of its own, no script, no style sheet, a line of text, measured on the same profile as the
 * app's pages. What its longest task takes is the browser's own work on a navigation (committing it, making
 * the page's window and its script context, parsing the document, the first layout), times the profile's CPU
 * slowdown; no page can do better on that machine. Where the floor is itself over 50 ms, the target cannot be
 * met there by anything the app does, and the tables say so.
 *
 * Served from its own loopback server, not the app's: the app answers an unknown path with its own page.
 */
import http from 'node:http';

import type { AddressInfo } from 'node:net';

/** The name the phone and Lighthouse tables give the floor's row. */
export const BLANK_PAGE_NAME = 'blank page (the floor)';
/** What the phone bench waits for, as it waits for a screen's content. */
export const BLANK_PAGE_READY = 'p';

const BLANK_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Blank</title>
  </head>
  <body>
    <p>A page with no script or style sheet of its own.</p>
  </body>
</html>
`;

export type BlankPageServer = { url: string; close(): Promise<void> };

/** Serves the blank page at every path on 127.0.0.1 (a free port), until closed. */
export async function serveBlankPage(): Promise<BlankPageServer> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(BLANK_PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
