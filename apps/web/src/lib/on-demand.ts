/**
 * A module loaded on first use and remembered; a failed load is forgotten so that the next use tries again.
 * The notice containers (toasts, snackbars) load this way: most visits never show one.
 */
const forgetters = new Set<() => void>();

export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  forgetters.add(() => {
    loading = undefined;
  });
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Forgets everything loaded so far, so the next use loads (and mounts) afresh: for the unit tests. */
export function forgetOnDemand(): void {
  for (const forget of forgetters) forget();
}
