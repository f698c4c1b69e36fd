import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element scrolls into view (the loading bar loads the next
 * page). A new observer is made each time `enabled` turns true: it reports at once whether the element is
 * visible, so a bar still in view after a short page of cards loads the next page without a scroll.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Start loading a little before the bar is on screen.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
