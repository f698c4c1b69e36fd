import zlib from 'node:zlib';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { makePdf as writePdf } from '../../apps/api/src/db/seed/pdf';

/** A real, tiny PNG (width × height of one colour), for uploads the server checks by content. */
export function makePng(width = 4, height = 4, rgba: [number, number, number, number] = [56, 142, 60, 255]) {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) png.data.set(rgba, i * 4);
  return PNG.sync.write(png);
}

/** A PNG's size and the text of the QR code drawn in it (null when none is found). */
export function decodeQrPng(bytes: Buffer): { width: number; height: number; text: string | null } {
  const png = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return { width: png.width, height: png.height, text: found?.data ?? null };
}

/** The files of a ZIP archive by name (stored or deflated entries), read through its central directory. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Not a ZIP archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken ZIP central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, zlib.inflateRawSync(data));
    else throw new Error(`Unsupported ZIP compression method ${method} for ${name}`);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** A small, valid PDF of `pages` A4 pages (the demo data's writer), different for each `label`, for the orders customers upload. */
export function makePdf(pages: number, label = 'E2E document'): Buffer {
  return writePdf({ pages, title: label });
}
