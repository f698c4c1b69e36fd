/**
 * The last screen of the side menu visited in this tab (kept in sessionStorage, so a reload keeps it). A detail
 * screen reached from a list (an order from "Pending Orders") shows that list as where it is in the menu, and
 * goes back to it.
 */
const KEY = 'printhub.lastMenuPath';

export function rememberMenuPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, quota): the detail screens fall back to their default list.
  }
}

export function lastMenuPath(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
