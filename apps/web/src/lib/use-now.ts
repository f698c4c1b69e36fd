import { useEffect, useState } from 'react';

/** The time (ms), read when the component mounts and again every `everyMs` (a relative time stays true). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
