import { describe, expect, it } from 'vitest';

import { ZAnyError } from '../../test/error-shapes';
import { bearer, createClient, dateIn, useTestContext } from '../../test/helper';

const ctx = useTestContext();

const B = 'XyZboundary42';
const part = (name: string, value: string, file?: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
  `${file ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;
const fields = part('value', '5') + part('company', 'Acme') + part('validity', dateIn(5));

/** Bodies busboy cannot read: each must be a 400 in the field-error shape, never a 500. */
const MALFORMED: Array<[string, string, string?]> = [
  ['a truncated closing boundary', `${fields}--${B.slice(0, 5)}`],
  ['no closing boundary at all', fields],
  [
    'a file cut off mid-part',
    `${fields}--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nvoucher_code,`,
  ],
  [
    'a header line without a colon',
    `--${B}\r\nContent-Disposition: form-data; name="value"\r\nthis is no header\r\n\r\n5\r\n--${B}--\r\n`,
  ],
  ['a part without Content-Disposition', `--${B}\r\nContent-Type: text/plain\r\n\r\n5\r\n--${B}--\r\n`],
  [
    'a part header over 80 KiB',
    `--${B}\r\nContent-Disposition: form-data; name="value"\r\nX-Pad: ${'a'.repeat(90_000)}\r\n\r\n5\r\n--${B}--\r\n`,
  ],
  ['garbage instead of parts', 'not a multipart body at all'],
  ['no boundary parameter', fields, 'multipart/form-data'],
  ['an empty boundary parameter', fields, 'multipart/form-data; boundary='],
];

describe('malformed multipart bodies', () => {
  const routes = () => [
    '/api/save-qr-codes/',
    '/api/update-qr-codes/?qr_id=1',
    `/api/upload_vouchers?client_id=${clientId}&expiry_date=${dateIn(5)}`,
  ];
  let clientId = 0;
  it.each(MALFORMED)('%s: 400 on every upload route', async (_name, payload, type) => {
    clientId ||= (await createClient(ctx.t)).id;
    for (const url of routes()) {
      const res = await ctx.t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(ctx.admin), 'content-type': type ?? `multipart/form-data; boundary=${B}` },
        payload,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(ZAnyError.safeParse(res.json()).success).toBe(true);
    }
    // Still serving afterwards.
    expect((await ctx.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
