import { afterEach, describe, expect, it, vi } from 'vitest';

import { BOOT_SCRIPTS_GLOBAL, evaluateInTurn, SLICE_MS, takeBootScripts } from '../evaluate-in-turn';

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL];
});

/** A loader whose loads stay pending until finished one by one, recording which URLs it was asked for. */
function pendingLoads() {
  const asked: string[] = [];
  const finish: Array<(ok: boolean) => void> = [];
  const load = (url: string) => {
    asked.push(url);
    return new Promise<void>((resolve, reject) =>
      finish.push((ok) => (ok ? resolve() : reject(new Error(`${url} failed`)))),
    );
  };
  return { asked, finish, load };
}

/** Runs every queued microtask (promise callbacks) without letting any timer (a new task) fire. */
const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** A message to the page itself: resolves in another task, after what is queued (not a timer). */
const otherTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('evaluateInTurn', () => {
  it('starts in a task of its own, and loads each URL in order, only after the one before has been evaluated', async () => {
    const { asked, finish, load } = pendingLoads();
    let done = false;
    void evaluateInTurn(['/a.js', '/b.js', '/c.js'], load, () => 0).then(() => (done = true));

    // Not in the caller's task (nor in its microtasks).
    await flushMicrotasks();
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js']));

    // The next one not before the first is evaluated.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(['/a.js']);
    finish[0]!(true);
    // Within the time slice, at once (no trip through the task queue).
    await flushMicrotasks();
    expect(asked).toEqual(['/a.js', '/b.js']);
    finish[1]!(true);
    await flushMicrotasks();
    expect(asked).toEqual(['/a.js', '/b.js', '/c.js']);
    finish[2]!(true);
    await flushMicrotasks();
    // What comes after (the app's start) runs in a task of its own.
    expect(done).toBe(false);
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it(`lets the browser run what waits (a task boundary) before the next load once ${SLICE_MS} ms have passed`, async () => {
    const { asked, finish, load } = pendingLoads();
    let clock = 0;
    void evaluateInTurn(['/a.js', '/b.js', '/c.js'], load, () => clock);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js']));
    // /a.js took the slice: /b.js waits for a task of its own.
    clock += SLICE_MS;
    finish[0]!(true);
    await flushMicrotasks();
    expect(asked).toEqual(['/a.js']);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js', '/b.js']));
    // A new slice from there: /c.js follows at once.
    clock += 1;
    finish[1]!(true);
    await flushMicrotasks();
    expect(asked).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('stops at the first failure and rejects with it', async () => {
    const { asked, finish, load } = pendingLoads();
    const result = evaluateInTurn(['/a.js', '/b.js'], load);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js']));
    finish[0]!(false);
    await expect(result).rejects.toThrow('/a.js failed');
    expect(asked).toEqual(['/a.js']);
  });

  it('with nothing to load, still resolves in a later task', async () => {
    let done = false;
    void evaluateInTurn([], () => Promise.resolve()).then(() => (done = true));
    await flushMicrotasks();
    expect(done).toBe(false);
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('does not wait for timers (which browsers hold back once they nest)', async () => {
    vi.useFakeTimers();
    const { asked, load } = pendingLoads();
    void evaluateInTurn(['/a.js'], load);
    // With every timer frozen (and never advanced), the load still comes, a few tasks later.
    for (let i = 0; i < 20 && asked.length === 0; i += 1) await otherTask();
    expect(asked).toEqual(['/a.js']);
  });
});

describe('takeBootScripts', () => {
  it('takes the lists the bootstrap left (the app’s, the screen’s), once', () => {
    (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL] = {
      app: ['/assets/a.js', '/assets/b.js'],
      screen: ['/assets/c.js'],
    };
    expect(takeBootScripts()).toEqual({ app: ['/assets/a.js', '/assets/b.js'], screen: ['/assets/c.js'] });
    expect(takeBootScripts()).toEqual({ app: [], screen: [] });
  });

  it('is empty when the bootstrap left none or something else', () => {
    expect(takeBootScripts()).toEqual({ app: [], screen: [] });
    (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL] = 'not a list';
    expect(takeBootScripts()).toEqual({ app: [], screen: [] });
    (window as unknown as Record<string, unknown>)[BOOT_SCRIPTS_GLOBAL] = { app: [1, '/assets/a.js'] };
    expect(takeBootScripts()).toEqual({ app: ['/assets/a.js'], screen: [] });
  });
});
