import { crc32, deflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The widest and tallest PNG taken as a QR or voucher image: the images are served publicly and drawn by
 * browsers, and a few hundred kilobytes of PNG can say 30,000 × 30,000 pixels (3.6 GB once decoded).
 */
export const PNG_MAX_SIDE = 4096;
export const PNG_TOO_LARGE = `The image must be at most ${PNG_MAX_SIDE} × ${PNG_MAX_SIDE} pixels`;

/** True for bytes that are a PNG: the 8-byte signature followed by an IHDR chunk (not just a .png name). */
export function isPng(data: Buffer): boolean {
  return (
    data.length >= 33 &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.readUInt32BE(8) === 13 &&
    data.toString('latin1', 12, 16) === 'IHDR'
  );
}

/** Why the bytes are not a PNG image to keep, or null: read from the signature and IHDR header, never decoded. */
export function pngProblem(data: Buffer): string | null {
  if (!isPng(data)) return 'The image must be a PNG file';
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  if (width === 0 || height === 0) return 'The image must be a PNG file';
  return width > PNG_MAX_SIDE || height > PNG_MAX_SIDE ? PNG_TOO_LARGE : null;
}

/** One chunk of a PNG file: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A grey PNG (8-bit greyscale) of `width` × `height`, filled with `fill` inside a `border`-coloured frame
 * two pixels wide: a placeholder that needs no drawing library.
 */
export function framedGreyPng(width: number, height: number, fill = 0xee, border = 0xbb): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const edge = Buffer.alloc(1 + width, border);
  const inner = Buffer.alloc(1 + width, fill);
  inner.fill(border, 1, 3).fill(border, Math.max(1, width - 1));
  edge[0] = 0;
  inner[0] = 0;
  const rows = Array.from({ length: height }, (_, y) => (y < 2 || y >= height - 2 ? edge : inner));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
