import { describe, expect, it } from 'vitest';

import { concurrencyLimit } from '../concurrency-limit';

/** A task that runs until the test ends it, counting the tasks running at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const ends: Array<() => void> = [];
  const started: number[] = [];
  const task = (n: number) => () =>
    new Promise<number>((resolve) => {
      running += 1;
      most = Math.max(most, running);
      started.push(n);
      ends.push(() => {
        running -= 1;
        resolve(n);
      });
    });
  /** Lets the promises settle, then ends the oldest task still running. */
  const endOne = async () => {
    await Promise.resolve();
    ends.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { task, endOne, started, most: () => most };
}

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const run = concurrencyLimit(3);
    const t = tasks();
    const results = Array.from({ length: 8 }, (_, n) => run(t.task(n)));
    await new Promise((r) => setTimeout(r, 0));
    expect(t.started).toEqual([0, 1, 2]);
    for (let i = 0; i < 8; i += 1) await t.endOne();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(t.started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(t.most()).toBe(3);
  });

  it('skips a waiting task whose signal aborted, and gives its turn to the next', async () => {
    const run = concurrencyLimit(1);
    const t = tasks();
    const first = run(t.task(0));
    const gone = new AbortController();
    const second = run(t.task(1), gone.signal);
    const third = run(t.task(2));
    gone.abort(new Error('left the screen'));
    const skipped = expect(second).rejects.toThrow('left the screen');
    await t.endOne();
    await skipped;
    await t.endOne();
    expect(await Promise.all([first, third])).toEqual([0, 2]);
    expect(t.started).toEqual([0, 2]);
    // An aborted signal before the start: the task never runs.
    await expect(run(t.task(3), AbortSignal.abort(new Error('too late')))).rejects.toThrow('too late');
    expect(t.started).toEqual([0, 2]);
  });

  it('frees the place of a task that fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});
