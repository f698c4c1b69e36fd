import { describe, expect, it } from 'vitest';

import { attachmentDisposition } from './content-disposition';

describe('attachmentDisposition', () => {
  it('names an ASCII file in both forms', () => {
    expect(attachmentDisposition('report 1.pdf')).toBe(
      `attachment; filename="report 1.pdf"; filename*=UTF-8''report%201.pdf`,
    );
  });

  it('keeps a non-ASCII name exact in filename* and plain in filename', () => {
    const header = attachmentDisposition('résumé – नमस्ते.pdf');
    expect(header).toContain(`filename="r_sum_ _ ______.pdf"`);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe('résumé – नमस्ते.pdf');
  });

  it('never lets quotes, separators or line breaks through', () => {
    const header = attachmentDisposition('a"b\\c/d\r\ne\'(f).pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain(`filename="a_b_c_d__e'(f).pdf"`);
    expect(header).toContain(`filename*=UTF-8''a%22b_c_d__e%27%28f%29.pdf`);
  });
});
