import { describe, expect, it } from 'vitest';

import { createPool, PoolFullError } from './pool';

describe('createPool', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses beyond the queue at once', async () => {
    const pool = createPool({ concurrency: 2, queue: 3 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const task = (i: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        started.push(i);
        finish.push(() => {
          running -= 1;
          resolve(i);
        });
      });
    const runs = Array.from({ length: 7 }, (_, i) => pool.run(task(i)));
    await expect(runs[5]).rejects.toBeInstanceOf(PoolFullError);
    await expect(runs[6]).rejects.toBeInstanceOf(PoolFullError);
    expect(pool.load).toEqual({ running: 2, waiting: 3 });
    // Let every task finish, one at a time, as they start.
    for (let done = 0; done < 5; done += 1) {
      await expect.poll(() => finish.length).toBeGreaterThan(0);
      finish.shift()!();
    }
    expect(await Promise.all(runs.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const pool = createPool({ concurrency: 1, queue: 0 });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await pool.run(async () => 'next')).toBe('next');
  });
});
