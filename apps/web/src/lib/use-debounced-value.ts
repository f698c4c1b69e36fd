import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (compared by `key`, so that an equal object made anew on
 * each render does not restart the wait); the first value at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, key: string = String(value)): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
    // `value` goes with `key`: a new value under the same key is the same value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled.value;
}
