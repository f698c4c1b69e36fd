/** PostgreSQL text cannot hold U+0000: a query given one fails, so input holding it is refused early. */
export const NUL_MESSAGE = 'Must not contain a NUL character';

/** The path of the first string (or key) holding U+0000 inside a value, or null when there is none. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
