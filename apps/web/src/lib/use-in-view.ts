import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (200 px ahead), once: true from then on. A long list fetches
 * what its rows show only for the rows a person scrolls to. Without IntersectionObserver it is true at once.
 */
export function useInView<T extends Element>(): [(element: T | null) => void, boolean] {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || inView) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setInView(true);
            observer.disconnect();
          }
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [inView],
  );
  return [ref, inView];
}
