import { afterEach, describe, expect, it, vi } from 'vitest';

import { BOOT_SCRIPTS_GLOBAL, evaluateInTurn, takeBootScripts } from '../evaluate-in-turn';

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
  it('asks for every URL at once, in order, in a task of its own, and resolves in another once all are evaluated', async () => {
    const { asked, finish, load } = pendingLoads();
    let done = false;
    void evaluateInTurn(['/a.js', '/b.js', '/c.js'], load).then(() => (done = true));

    // Not in the caller's task (nor in its microtasks).
    await flushMicrotasks();
    expect(asked).toEqual([]);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js', '/b.js', '/c.js']));

    // Not done while any is still loading, whatever the order they finish in.
    finish[2]!(true);
    finish[0]!(true);
    await otherTask();
    expect(done).toBe(false);
    finish[1]!(true);
    await flushMicrotasks();
    // What comes after (the app's start) runs in a task of its own.
    expect(done).toBe(false);
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('rejects with a failure', async () => {
    const { asked, finish, load } = pendingLoads();
    const result = evaluateInTurn(['/a.js', '/b.js'], load);
    await vi.waitFor(() => expect(asked).toEqual(['/a.js', '/b.js']));
    finish[1]!(true);
    finish[0]!(false);
    await expect(result).rejects.toThrow('/a.js failed');
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
    const { asked, finish, load } = pendingLoads();
    let done = false;
    void evaluateInTurn(['/a.js'], load).then(() => (done = true));
    // With every timer frozen (and never advanced), the load comes and the end follows, a few tasks later.
    for (let i = 0; i < 20 && asked.length === 0; i += 1) await otherTask();
    expect(asked).toEqual(['/a.js']);
    finish[0]!(true);
    for (let i = 0; i < 20 && !done; i += 1) await otherTask();
    expect(done).toBe(true);
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
