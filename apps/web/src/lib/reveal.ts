/**
 * Brings `element` into view, its top at the top of the screen (less its `scroll-margin-top`, which keeps it
 * clear of the fixed top bar), and focuses its first field without a second jump for the focus. The scroll is
 * smooth unless the user asks for reduced motion. (jsdom, without layout, has no scrolling to do.)
 */
export function revealAndFocus(element: HTMLElement | null) {
  if (!element) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  element
    .querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), textarea, select')
    ?.focus({ preventScroll: true });
}
