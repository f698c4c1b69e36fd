import zlib from 'node:zlib';

/** What a PDF the API wrote holds, read without a PDF library: its pages and its drawing instructions. */
export function readPdfBytes(bytes: Buffer): { header: string; pages: number; content: string } {
  const text = bytes.toString('latin1');
  let content = '';
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      content += zlib.inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      // A stream that is not deflated (an image, a font): no text of ours in it.
    }
  }
  return {
    header: text.slice(0, 5),
    pages: text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0,
    content,
  };
}

/** Whether a page draws `text` in one piece (the standard fonts write strings as hex). */
export const drawsText = (pdf: { content: string }, text: string) =>
  pdf.content.includes(Buffer.from(text, 'latin1').toString('hex'));
