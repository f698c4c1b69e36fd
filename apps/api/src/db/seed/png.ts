import { deflateSync } from 'node:zlib';

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

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
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
  ];
  const total = parts.reduce((n, p) => n + p.length, 0) + 12;
  if (padTo > total + 12) parts.push(chunk('zTXt', Buffer.alloc(padTo - total - 12, 0x61)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The first bytes of a JPEG: what a photo renamed to .png really is. */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
