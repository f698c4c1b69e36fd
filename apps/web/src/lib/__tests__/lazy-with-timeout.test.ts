import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadWithTimeout } from '../lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithTimeout', () => {
  it('fails with ChunkLoadTimeoutError when the import has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it arrives in time, and passes import failures through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve({ default: 'page' }))).resolves.toEqual({
      default: 'page',
    });
    await expect(loadWithTimeout(() => Promise.reject(new Error('Failed to fetch')))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
