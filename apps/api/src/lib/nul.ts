/** PostgreSQL text cannot hold U+0000: a query given one fails, so input holding it is refused early. */
export const NUL_MESSAGE = 'Must not contain a NUL character';
export const TOO_DEEP_MESSAGE = 'Nested too deeply';
/** No request of ours nests more than a few levels; anything past this is refused before it is walked. */
export const MAX_DEPTH = 32;

export type InputProblem = { problem: 'nul' | 'depth'; path: string[] };

/**
 * The first problem inside a value: a string (or key) holding U+0000, at its path, or nesting deeper than
 * MAX_DEPTH (with the path where it went too deep). Null when there is none. Iterative, so that no input
 * can overflow the stack.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (path.at(-1)?.includes('\u0000')) return { problem: 'nul', path };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { problem: 'nul', path };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_DEPTH) return { problem: 'depth', path };
    const entries = Object.entries(item);
    // Pushed in reverse so that the first key is looked at first, as a reader would.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}
