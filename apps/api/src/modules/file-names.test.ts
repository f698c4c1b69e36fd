import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * Every file of `modules/<word>/` is named `<word>.<layer>.ts` or `<word>.<part>.<layer>.ts` (a part of two
 * words is hyphenated: `orders.storage-move.service.ts`); the PDF worker's plain JavaScript modules take the
 * layer `worker`; tests are `<word>.….test.ts`.
 */
const PRODUCT = (word: string) =>
  new RegExp(`^${word}(\\.[a-z0-9]+(-[a-z0-9]+)*)?\\.(routes|service|repository)\\.ts$`);
const WORKER = (word: string) => new RegExp(`^${word}\\.[a-z0-9]+(-[a-z0-9]+)*\\.worker\\.(mjs|d\\.mts)$`);
const TEST = (word: string) => new RegExp(`^${word}(\\.[a-z0-9-]+)*\\.test\\.ts$`);

const modulesDir = new URL('.', import.meta.url);

describe('module file names', () => {
  const words = fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('finds the modules', () => {
    expect(words).toEqual(expect.arrayContaining(['orders', 'webhooks', 'customers']));
  });

  it.each(words)('modules/%s: every file is <word>[.<part>].<layer>', (word) => {
    const misnamed = fs
      .readdirSync(new URL(`${word}/`, modulesDir))
      .filter((file) => ![PRODUCT(word), WORKER(word), TEST(word)].some((pattern) => pattern.test(file)));
    expect(misnamed).toEqual([]);
  });
});
