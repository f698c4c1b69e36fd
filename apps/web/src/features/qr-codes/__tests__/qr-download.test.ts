import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildQrZip, downloadQrPng, qrZipFileName, renderQrPng } from '../qr-download';

const toCanvas = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('qrcode', () => ({ toCanvas }));

const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

/** jsdom draws nothing: every canvas "encodes" to the same PNG signature. */
function fakeCanvasPng() {
  return vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback) {
    callback(new Blob([PNG_BYTES], { type: 'image/png' }));
  });
}

function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:qr');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
  return saved;
}

afterEach(() => toCanvas.mockClear());

describe('QR images', () => {
  it('draws 350 px, error-correction level H, a margin of 4 modules, as PNG', async () => {
    fakeCanvasPng();
    const blob = await renderQrPng('http://127.0.0.1:3000/?qr_code=123');
    expect(toCanvas).toHaveBeenCalledWith(
      expect.any(HTMLCanvasElement),
      'http://127.0.0.1:3000/?qr_code=123',
      {
        errorCorrectionLevel: 'H',
        width: 350,
        margin: 4,
      },
    );
    expect(blob.type).toBe('image/png');
  });

  it('saves the PNG under the given name', async () => {
    fakeCanvasPng();
    const saved = captureDownloads();
    await downloadQrPng('http://x/?qr_code=1', 'qrcode-2.png');
    expect(saved).toEqual([{ name: 'qrcode-2.png', href: 'blob:qr' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('puts one qrcode-{code}.png per QR code in the ZIP', async () => {
    fakeCanvasPng();
    const zip = await buildQrZip([
      { code: '123', url: 'http://x/?qr_code=123' },
      { code: 'AB12', url: 'http://x/?qr_code=AB12' },
    ]);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['qrcode-123.png', 'qrcode-AB12.png']);
    expect(files['qrcode-123.png']).toEqual(PNG_BYTES);
    expect(toCanvas).toHaveBeenCalledTimes(2);
    expect(zip.type).toBe('application/zip');
  });

  it('names the ZIP after the local date', () => {
    expect(qrZipFileName(new Date(2024, 0, 5, 23, 59))).toBe('qr-codes-2024-01-05.zip');
  });
});
