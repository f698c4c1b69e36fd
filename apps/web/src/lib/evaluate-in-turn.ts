/**
 * The app's code evaluated a chunk at a time (issue #22: no task over 50 ms on a phone). A dynamic import
 * evaluates its whole module graph in one task: the app's graph (React, MUI, zod and the contract's schemas,
 * the shell, the screen) held a phone's main thread for 200–500 ms. Importing the graph's chunks one by one,
 * each after the chunks it imports, evaluates one chunk per task (a chunk's imports are already evaluated),
 * with a task boundary between: what the browser has waiting (a paint, input) runs in between, and a chunk is
 * evaluated as soon as it has arrived instead of when the last one has.
 *
 * The page's bootstrap (app/routes/boot-requests.ts) asks for those chunks at once (`modulepreload`) and
 * leaves their list, in that order, on the window under BOOT_SCRIPTS_GLOBAL: the imports here take the
 * preloaded responses, nothing is fetched twice.
 */

/** The window property the bootstrap leaves the app's chunk list on (for `evaluateInTurn`). */
export const BOOT_SCRIPTS_GLOBAL = '__printhubBootScripts';

/** Resolves in a task of its own: what the browser has waiting (input, a paint) runs first. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The chunk list the bootstrap left, taken once (an empty list when it left none). */
export function takeBootScripts(): string[] {
  const holder = window as unknown as Record<string, unknown>;
  const scripts = holder[BOOT_SCRIPTS_GLOBAL];
  delete holder[BOOT_SCRIPTS_GLOBAL];
  return Array.isArray(scripts) ? scripts.filter((s): s is string => typeof s === 'string') : [];
}

/**
 * Loads `urls` in order, one per task: each import starts in a new task, after the previous one has been
 * evaluated. Rejects with the first failure (the caller's import of the whole graph would fail the same way).
 */
export async function evaluateInTurn(
  urls: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of urls) {
    await nextTask();
    await load(url);
  }
  await nextTask();
}
