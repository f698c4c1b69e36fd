/**
 * After `vite build`: a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset in dist/ (JavaScript, CSS,
 * SVG, JSON), written next to it. The API serves the copy the browser accepts (`Content-Encoding`), so a
 * phone on a slow network downloads about a third of the bytes; compressing once here, at the highest
 * levels, costs the server nothing per request. Files under 1 kB are left as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|svg|json)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Vite's manifests (dist/.vite) are read by the build tooling, never served.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(DIST)) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  raw += data.length;
  br += brotli.length;
  count += 1;
}
console.log(
  `Compressed ${count} assets: ${(raw / 1000).toFixed(0)} kB → ${(br / 1000).toFixed(0)} kB with Brotli`,
);
