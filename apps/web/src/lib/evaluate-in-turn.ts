/**
 * The app's code evaluated a chunk at a time (issue #22: no task over 50 ms on a phone). A dynamic import
 * evaluates its whole module graph in one task: the app's graph (React, MUI, zod and the contract's schemas,
 * the shell, the screen) held a phone's main thread for 200–500 ms. Importing the graph's chunks each on its
 * own, each listed after the chunks it imports, lets the browser evaluate each chunk as soon as it (and what
 * it imports) has arrived, in a task of its module loading: about one chunk per task, the main thread free in
 * between, and no chunk waits for the last one to arrive.
 *
 * The page's bootstrap (app/routes/boot-requests.ts) asks for those chunks at once (`modulepreload`) and
 * leaves their lists (the app's, then the screen's), in that order, on the window under BOOT_SCRIPTS_GLOBAL:
 * the imports here take the preloaded responses, nothing is fetched twice.
 */

/** The window property the bootstrap leaves the app's chunk list on (for `evaluateInTurn`). */
export const BOOT_SCRIPTS_GLOBAL = '__printhubBootScripts';

/**
 * Resolves in a task of its own: what the browser has waiting (input, a paint) runs first. A message to
 * itself, not `setTimeout(0)`, which browsers hold back to 4 ms once timeouts nest.
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

/**
 * Imports `urls`, each on its own and all at once, in their order (each chunk after the chunks it imports),
 * starting in a task of its own; resolves, in a task of its own, once every one has been evaluated, and
 * rejects with the first failure (the caller's import of the whole graph would fail the same way).
 *
 * Not one after another: each import's completion waits for a trip through the task queue, which on a page
 * still loading is full of network work; 40–60 chunks in a row made the first screen ≈ 0.2–0.5 s later on
 * the phone profile (cold and warm) than one import of the whole graph.
 */
export async function evaluateInTurn(
  urls: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  await nextTask();
  await Promise.all(urls.map((url) => load(url)));
  await nextTask();
}
