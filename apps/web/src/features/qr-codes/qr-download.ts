import dayjs from 'dayjs';

import { QR_IMAGE_SIZE } from '@printhub/contract';

import { saveBlob } from '@/lib/save-blob';

/** 350 px, error-correction level H, with the quiet zone of 4 modules the QR standard asks for. */
export const QR_MARGIN_MODULES = 4;

/**
 * One QR image as PNG bytes, drawn on an offscreen canvas at exactly QR_IMAGE_SIZE pixels (the dialog's
 * canvas is scaled by the screen's pixel ratio, so it is not what gets saved). The encoder loads on demand.
 */
export async function renderQrPng(text: string): Promise<Blob> {
  const QRCode = await import('qrcode');
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, text, {
    errorCorrectionLevel: 'H',
    width: QR_IMAGE_SIZE,
    margin: QR_MARGIN_MODULES,
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not draw the QR image'))),
      'image/png',
    );
  });
}

export async function downloadQrPng(text: string, fileName: string): Promise<void> {
  saveBlob(await renderQrPng(text), fileName);
}

export interface QrZipEntry {
  code: string;
  /** What the image encodes. */
  url: string;
}

export const qrZipEntryName = (code: string): string => `qrcode-${code}.png`;
export const qrZipFileName = (today: Date = new Date()): string =>
  `qr-codes-${dayjs(today).format('YYYY-MM-DD')}.zip`;

/** Every selected QR code as qrcode-{code}.png in one ZIP. PNGs are compressed already: stored, not deflated. */
export async function buildQrZip(entries: readonly QrZipEntry[]): Promise<Blob> {
  const { zipSync } = await import('fflate');
  const files: Record<string, Uint8Array> = {};
  for (const { code, url } of entries) {
    const png = await renderQrPng(url);
    files[qrZipEntryName(code)] = new Uint8Array(await png.arrayBuffer());
  }
  return new Blob([zipSync(files, { level: 0 })], { type: 'application/zip' });
}

export async function downloadQrZip(entries: readonly QrZipEntry[]): Promise<void> {
  saveBlob(await buildQrZip(entries), qrZipFileName());
}
