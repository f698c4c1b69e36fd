/**
 * Hand-written PDFs for the page-image tests: pages of any size, with their own content and resources,
 * written as plain objects with a classic cross-reference table.
 */
export type PageSpec = { width: number; height: number; content?: string; resources?: string };

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF of the given pages; `extra` objects (numbered from 3 + 2 × pages) may be named by the pages. */
export function pdfOfPages(pages: PageSpec[], extra: string[] = []): Buffer {
  const objects: string[] = [];
  const pageNums = pages.map((_, i) => 3 + 2 * i);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageNums.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  pages.forEach((page, i) => {
    const content = page.content ?? '0.2 0.4 0.8 rg 20 20 m 120 20 l 70 120 l f';
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Contents ${pageNums[i]! + 1} 0 R /Resources << ${page.resources ?? ''} >> >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  objects.push(...extra);
  const parts: Buffer[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(at);
    const part = latin1(`${i + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(part);
    at += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
  ].join('');
  parts.push(latin1(xref));
  return Buffer.concat(parts);
}

/** The first object number `extra` objects get in a PDF of `pages` pages. */
export const firstExtra = (pages: number) => 3 + 2 * pages;

/** One A4 page painting the whole page `operators` times: each fill is cheap, all of them are not. */
export function manyOperatorsPdf(operators = 100_000): Buffer {
  const content = Array.from({ length: operators }, (_, i) => `${i % 2} g 0 0 595 842 re f`).join('\n');
  return pdfOfPages([{ width: 595, height: 842, content }]);
}

/**
 * One A4 page filled with a tiling pattern whose cell is filled with the next pattern, `depth` deep, each
 * cell drawn `zoom` times larger than the one around it: every level asks for a larger tile to draw. PDF.js
 * caps a tile's size, so the cost grows with the depth about linearly: 24 levels took 10 s on an EPYC core,
 * 64 are far past the workers' time limit on any machine.
 */
export function deepPatternPdf(depth = 64, zoom = 4): Buffer {
  const first = firstExtra(1);
  const patterns = Array.from({ length: depth }, (_, i) => {
    const last = i === depth - 1;
    const body = last ? '0 0 1 rg 0 0 2 2 re f' : `/Pattern cs /P scn 0 0 40 40 re f`;
    const resources = last ? '' : `/Pattern << /P ${first + i + 1} 0 R >>`;
    const size = last ? 2 : 40;
    return `<< /PatternType 1 /PaintType 1 /TilingType 1 /Matrix [${zoom} 0 0 ${zoom} 0 0] /BBox [0 0 ${size} ${size}] /XStep ${size / 2} /YStep ${size / 2} /Resources << ${resources} >> /Length ${body.length} >>\nstream\n${body}\nendstream`;
  });
  return pdfOfPages(
    [
      {
        width: 595,
        height: 842,
        content: '/Pattern cs /P scn 0 0 595 842 re f',
        resources: `/Pattern << /P ${first} 0 R >>`,
      },
    ],
    patterns,
  );
}
