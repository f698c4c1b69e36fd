import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __e2eNotices?: string[];
  }
}

/**
 * Runs in the page: from now on, writes down the text of every notice (an element with role "alert": the
 * toasts and snackbars) as it appears. A MutationObserver's callback runs in the same task as the change
 * that added the notice, so a notice that hides itself after a few seconds is written down however busy
 * the page or the machine is.
 */
function watchNotices() {
  if (window.__e2eNotices) return;
  const notices: string[] = [];
  window.__e2eNotices = notices;
  const lastText = new WeakMap<Element, string>();
  const record = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text && lastText.get(element) !== text) {
      lastText.set(element, text);
      notices.push(text);
    }
  };
  const alertAround = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest('[role="alert"]') ?? null;
  // Only what changed is looked at, so that a large page with many updates costs the observer nothing much.
  const onChanges = (changes: MutationRecord[]) => {
    for (const change of changes) {
      const around = alertAround(change.target);
      if (around) record(around);
      change.addedNodes.forEach((node) => {
        const alert = alertAround(node);
        if (alert) record(alert);
        if (node instanceof Element) node.querySelectorAll('[role="alert"]').forEach(record);
      });
    }
  };
  new MutationObserver(onChanges).observe(document, { childList: true, subtree: true, characterData: true });
  document.querySelectorAll('[role="alert"]').forEach(record);
}

/**
 * Starts writing down the notices the page shows, in this document and in every one loaded after it. Call it
 * BEFORE the action whose notice is expected, then check with `expectNotice`: a notice hides itself after
 * 3 s (snackbars) or 5 s (toasts), so looking for it on screen afterwards may come too late.
 */
export async function watchForNotices(page: Page) {
  await page.addInitScript(watchNotices);
  await page.evaluate(watchNotices);
}

/** The notices shown since `watchForNotices`, oldest first. */
export const shownNotices = (page: Page) => page.evaluate(() => window.__e2eNotices ?? []);

/**
 * Expects that a notice reading exactly `text` has been shown since `watchForNotices`: at least once, or, when
 * `times` is given, exactly that many times (a second notice with the same text is a second element).
 */
export async function expectNotice(page: Page, text: string, times?: number) {
  const message = `the notices shown, for "${text}"`;
  if (times === undefined) await expect.poll(() => shownNotices(page), { message }).toContain(text);
  else
    await expect
      .poll(async () => (await shownNotices(page)).filter((shown) => shown === text).length, { message })
      .toBe(times);
}
