import { deflateSync } from 'node:zlib';

import { PNG_SIGNATURE, pngChunk } from '../../lib/png';

/**
 * A real PNG, 1×1 unless a size is given (blank rows then: the file stays small however large the size);
 * `padTo` adds an ancillary chunk so the file reaches that many bytes.
 */
export function makePng(padTo = 0, size = { width: 1, height: 1 }): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size.width, 0);
  ihdr.writeUInt32BE(size.height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const onePixel = size.width === 1 && size.height === 1;
  const pixels = onePixel
    ? Buffer.from([0, 0x38, 0x8e, 0x3c])
    : Buffer.alloc((1 + 3 * size.width) * size.height);
  const parts = [PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(pixels))];
  const total = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > total + 12) parts.push(pngChunk('zTXt', Buffer.alloc(padTo - total - 12, 0x61)));
  parts.push(pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The first bytes of a JPEG: what a photo renamed to .png really is. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
