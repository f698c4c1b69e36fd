import { describe, expect, it } from 'vitest';

import { useTestContext } from '../../../test/helper';
import { objectStreamBombPdf } from '../../../test/pdf-bomb';
import {
  brokenXrefPdf,
  compressionBombPdf,
  deeplyNestedPdf,
  deepPageTreePdf,
  encryptedPdf,
  hugePageTreePdf,
  miscountedTreePdf,
  negativeCountPdf,
  truncatedPdf,
} from '../../../test/pdf-fixtures';
import { makePdf } from '../../db/seed/pdf';
import { JPEG_BYTES } from '../../db/seed/png';
import { AppError } from '../../lib/app-error';
import { pdfWorkerLoad } from './orders.pdf-pool.service';
import { inspectPdf } from './orders.pdf.service';

/** The 400 an inspection refuses with: its message names the file; it is a field error on `files`. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const appError = err as AppError;
  expect(appError.statusCode).toBe(400);
  expect(appError.fieldErrors[0]?.context.key).toBe('files');
  return appError.message;
}

describe('inspectPdf', () => {
  it('counts the pages of a valid PDF', async () => {
    expect(await inspectPdf(makePdf({ pages: 3 }), 'three.pdf')).toMatchObject({ pages: 3, repaired: false });
    expect(await inspectPdf(makePdf({ pages: 400, title: 'Thesis' }), 'thesis.pdf')).toMatchObject({
      pages: 400,
      repaired: false,
    });
  });

  it('refuses a JPEG named .pdf as not a PDF', async () => {
    expect(await refusal(inspectPdf(JPEG_BYTES, 'photo.pdf'))).toBe('"photo.pdf" is not a PDF file.');
  });

  it('refuses an empty file', async () => {
    expect(await refusal(inspectPdf(new Uint8Array(0), 'nothing.pdf'))).toBe('"nothing.pdf" is empty.');
  });

  it('refuses a PDF without pages', async () => {
    expect(await refusal(inspectPdf(makePdf({ pages: 0 }), 'blank.pdf'))).toBe('"blank.pdf" has no pages.');
  });

  it('issue #36 item 5: refuses a page tree with a negative /Count', async () => {
    expect(await refusal(inspectPdf(negativeCountPdf(), 'minus.pdf'))).toBe(
      '"minus.pdf" is damaged: the number of pages it declares is not the number of pages it holds.',
    );
  });

  it('issue #36 item 5: refuses a page tree whose /Count disagrees with the pages it holds', async () => {
    for (const [pages, count] of [
      [600, 1],
      [600, 2],
      [3, 7],
    ] as const) {
      expect(
        await refusal(inspectPdf(miscountedTreePdf({ pages, count }), 'miscount.pdf')),
        `${pages}/${count}`,
      ).toBe(
        '"miscount.pdf" is damaged: the number of pages it declares is not the number of pages it holds.',
      );
    }
    expect(await inspectPdf(miscountedTreePdf({ pages: 600, count: 600 }), 'right.pdf')).toMatchObject({
      pages: 600,
      repaired: false,
    });
  });

  it('refuses a truncated PDF as damaged', async () => {
    expect(await refusal(inspectPdf(truncatedPdf(), 'cut.pdf'))).toBe(
      '"cut.pdf" is damaged or incomplete and cannot be read.',
    );
  });

  it('refuses an encrypted PDF that needs a password to open', async () => {
    expect(await refusal(inspectPdf(encryptedPdf({ needsPassword: true }), 'secret.pdf'))).toBe(
      '"secret.pdf" is encrypted or password-protected. Upload it without a password.',
    );
  });

  it('issue #36 item 16: reads a PDF that opens without a password when it allows printing, else says why not', async () => {
    expect(await inspectPdf(encryptedPdf({ needsPassword: false }), 'owner-only.pdf')).toMatchObject({
      pages: 1,
      repaired: false,
    });
    expect(
      await refusal(inspectPdf(encryptedPdf({ needsPassword: false, allowPrinting: false }), 'locked.pdf')),
    ).toBe(
      '"locked.pdf" cannot be printed: its author does not allow printing it. Upload a copy that allows printing.',
    );
  });

  it('issue #36 item 16: reads a PDF whose cross-reference table PDF.js rebuilds, and says it was repaired', async () => {
    expect(await inspectPdf(brokenXrefPdf(), 'rebuilt.pdf')).toMatchObject({ pages: 2, repaired: true });
    expect(await inspectPdf(makePdf({ pages: 2 }), 'sound.pdf')).toMatchObject({ pages: 2, repaired: false });
  });

  it('applies the page limit when given one, naming the file', async () => {
    expect(await refusal(inspectPdf(makePdf({ pages: 12 }), 'long.pdf', { maxPages: 10 }))).toBe(
      '"long.pdf" has 12 pages; at most 10 are accepted.',
    );
    expect(await inspectPdf(makePdf({ pages: 10 }), 'ok.pdf', { maxPages: 10 })).toMatchObject({
      pages: 10,
      repaired: false,
    });
  });

  it('refuses hostile files: deep nesting, a billion-page tree, a decompression bomb', async () => {
    expect(await refusal(inspectPdf(deeplyNestedPdf(), 'nested.pdf'))).toContain('"nested.pdf"');
    // Its pages are the same page listed again and again: the tree does not hold what it counts.
    expect(await refusal(inspectPdf(hugePageTreePdf(), 'tree.pdf', { maxPages: 500 }))).toBe(
      '"tree.pdf" is damaged: the number of pages it declares is not the number of pages it holds.',
    );
    expect(await refusal(inspectPdf(compressionBombPdf(), 'bomb.pdf'))).toBe(
      '"bomb.pdf" could not be read within the limits: it is damaged or too complex.',
    );
  });

  it('issue #36 item 1: refuses a stream that decodes past 64 MB, through a filter or a chain', async () => {
    for (const filters of ['flate', 'flate-flate', 'hex-flate', 'lzw'] as const) {
      // The same file, its page tree 1 MB further on, is read: the filters are right, the size is the limit.
      const fits = await objectStreamBombPdf(1024 * 1024, filters);
      expect(await inspectPdf(fits, 'fits.pdf'), filters).toMatchObject({ pages: 1, repaired: false });
      const bomb = await objectStreamBombPdf(100 * 1024 * 1024, filters);
      expect(await refusal(inspectPdf(bomb, `${filters}.pdf`)), filters).toBe(
        `"${filters}.pdf" could not be read within the limits: a compressed part of it expands to more than 64 MB.`,
      );
    }
  });

  it('issue #36 item 1: refuses a file that exhausts the checker’s heap, and this process lives on', async () => {
    // In a worker thread this aborted the whole process (nodejs/node#47224); the checker is a child process.
    // 60 MB in one string of the catalog: under the stream cap, past the checker's heap.
    const heapBomb = await objectStreamBombPdf(60 * 1024 * 1024, 'flate', { inString: true });
    expect(await refusal(inspectPdf(heapBomb, 'heap.pdf'))).toBe(
      '"heap.pdf" could not be read within the limits: it is damaged or too complex.',
    );
    expect(await inspectPdf(makePdf({ pages: 1 }), 'after.pdf')).toMatchObject({ pages: 1, repaired: false });
  });

  it('ends an inspection that runs past its time limit', async () => {
    // A valid file that takes seconds to walk, given a fraction of a second.
    expect(await refusal(inspectPdf(deepPageTreePdf(), 'slow.pdf', { timeoutMs: 200 }))).toBe(
      '"slow.pdf" could not be read within the limits: it is damaged or too complex.',
    );
    expect(pdfWorkerLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('inspectPdf beside the server', () => {
  const ctx = useTestContext();

  it('keeps the server answering while a hostile PDF is read, then refuses it', async () => {
    const inspection = refusal(inspectPdf(compressionBombPdf(), 'bomb.pdf'));
    // The bomb takes seconds of the worker's time; the health check is answered meanwhile.
    const health = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(pdfWorkerLoad().running).toBe(1);
    expect(await inspection).toContain('"bomb.pdf"');
    expect(pdfWorkerLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
