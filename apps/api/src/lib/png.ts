const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** True for bytes that are a PNG: the 8-byte signature followed by an IHDR chunk (not just a .png name). */
export function isPng(data: Buffer): boolean {
  return (
    data.length >= 33 &&
    data.subarray(0, 8).equals(SIGNATURE) &&
    data.readUInt32BE(8) === 13 &&
    data.toString('latin1', 12, 16) === 'IHDR'
  );
}
