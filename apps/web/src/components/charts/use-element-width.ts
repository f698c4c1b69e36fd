import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width of the element the returned ref is put on, kept up to date as it resizes; `fallback` until it
 * is known (and where there is no layout: the unit tests' jsdom). The charts draw to it.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width || fallback];
}
