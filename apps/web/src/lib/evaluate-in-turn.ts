/**
 * The app's code evaluated a chunk at a time (issue #22: no task over 50 ms on a phone). A dynamic import
 * evaluates its whole module graph in one task: the app's graph (React, MUI, zod and the contract's schemas,
 * the shell, the screen) held a phone's main thread for 200–500 ms. Importing the graph's chunks one by one,
 * each after the chunks it imports, evaluates one chunk per task (a chunk's imports are already evaluated),
 * with a task boundary between: what the browser has waiting (a paint, input) runs in between, and a chunk is
 * evaluated as soon as it has arrived instead of when the last one has.
 *
 * The page's bootstrap (app/routes/boot-requests.ts) asks for those chunks at once (`modulepreload`) and
 * leaves their lists (the app's, then the screen's), in that order, on the window under BOOT_SCRIPTS_GLOBAL:
 * the imports here take the preloaded responses, nothing is fetched twice.
 */

/** The window property the bootstrap leaves the app's chunk list on (for `evaluateInTurn`). */
export const BOOT_SCRIPTS_GLOBAL = '__printhubBootScripts';

/**
 * Resolves in a task of its own: what the browser has waiting (input, a paint) runs first. A message to
 * itself, not `setTimeout(0)`, which browsers hold back to 4 ms once timeouts nest: across the app's ≈ 40
 * chunks that would add up to a later first screen.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** The scripts the bootstrap asked for, in evaluation order: the app's own, then the screen's. */
export interface BootScripts {
  app: string[];
  screen: string[];
}

const urls = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];

/** The scripts the bootstrap left, taken once (empty lists when it left none). */
export function takeBootScripts(): BootScripts {
  const holder = window as unknown as Record<string, unknown>;
  const left = holder[BOOT_SCRIPTS_GLOBAL] as Partial<Record<keyof BootScripts, unknown>> | undefined;
  delete holder[BOOT_SCRIPTS_GLOBAL];
  return { app: urls(left?.app), screen: urls(left?.screen) };
}

/** How long the imports may run before the next one waits for a task of its own (see evaluateInTurn). */
export const SLICE_MS = 8;

/**
 * Loads `urls` in order, each import after the previous one has been evaluated, and lets the browser run
 * what it has waiting (a task boundary) whenever SLICE_MS have passed since the last one: a chunk whose
 * import is quick does not pay a round trip through the task queue, which on a cold load is full of network
 * work (40 chunks, each waiting behind it, made the first screen ≈ 0.5 s later on the phone profile). Rejects
 * with the first failure (the caller's import of the whole graph would fail the same way). Resolves in a task
 * of its own.
 */
export async function evaluateInTurn(
  urls: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  now: () => number = () => performance.now(),
): Promise<void> {
  await nextTask();
  let sliceStart = now();
  for (const url of urls) {
    if (now() - sliceStart >= SLICE_MS) {
      await nextTask();
      sliceStart = now();
    }
    await load(url);
  }
  await nextTask();
}
