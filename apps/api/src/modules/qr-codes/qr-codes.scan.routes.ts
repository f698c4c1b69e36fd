import { z } from 'zod';

import { API, ZQrScanQuery } from '@printhub/contract';

import { escapeHtml } from '../../lib/escape-html';
import { countImageProbe } from './qr-codes.probes.service';
import { scannableImage, scanQrCode, type ScanResult } from './qr-codes.scan.service';

import type { Answer } from '../../plugins/openapi';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;flex-direction:column;
align-items:center;justify-content:center;text-align:center;color:#1b1b1b}img{max-width:min(90vw,600px);height:auto}
h1{font-size:1.5rem}</style></head><body>${body}</body></html>`;
}

const REFUSED: Record<Exclude<ScanResult['kind'], 'redirect' | 'image'>, [number, string, string]> = {
  inactive: [410, 'QR code inactive', 'This QR code is no longer active.'],
  expired: [410, 'QR code expired', 'This QR code has expired.'],
  unknown: [404, 'QR code not found', 'This QR code does not exist.'],
  // A stored address that cannot be sent as a Location (stored before addresses were normalised).
  unusable: [410, 'QR code link unusable', 'The address this QR code points to cannot be opened.'],
};

const SCAN_ANSWERS: Record<number, Answer> = {
  200: {
    description:
      'An image-mode QR’s page showing its image (the scan is counted); without `qr_code`, the web app.',
    type: 'text/html',
  },
  302: { description: 'A URL-mode QR: to its URL (the scan is counted).' },
};

/**
 * The public scan: `GET /?qr_code=CODE` is what every QR image encodes. Without
 * `qr_code` the path is the web app, as everywhere else.
 */
export const qrScanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { access: 'public', answers: SCAN_ANSWERS }, schema: { querystring: ZQrScanQuery } },
    async (req, reply) => {
      const code = req.query.qr_code;
      // A HEAD (link previews, monitors) must not count as a scan.
      if (code === undefined || req.method === 'HEAD') return app.sendSpa(reply);
      const result = await scanQrCode(
        app.database,
        code.trim(),
        req.headers['user-agent'] ?? '',
        req.ip,
        app.clock.now(),
      );
      reply.header('cache-control', 'no-store');
      if (result.kind === 'redirect') return reply.redirect(result.url, 302);
      if (result.kind === 'image') {
        const src = API.qrPublicImage(encodeURIComponent(code.trim()));
        return reply
          .type('text/html; charset=utf-8')
          .send(page('QR code', `<img src="${escapeHtml(src)}" alt="QR code ${escapeHtml(code)}">`));
      }
      const [status, title, text] = REFUSED[result.kind];
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(page(title, `<h1>${text}</h1>`));
    },
  );

  app.get(
    API.qrPublicImage(':code'),
    {
      config: {
        access: 'public',
        answers: { 200: { description: 'The QR’s PNG image.', type: 'image/png' } },
      },
      schema: { params: z.object({ code: z.string().max(200) }) },
    },
    async (req, reply) => {
      const now = app.clock.now();
      const probe = await countImageProbe(app.db, req.ip, now);
      const image = await scannableImage(app.db, req.params.code, now);
      if (!image) return reply.status(404).send({ error: 'Not found' });
      await probe.giveBack();
      return reply.type('image/png').header('cache-control', 'no-cache').send(image);
    },
  );
};
