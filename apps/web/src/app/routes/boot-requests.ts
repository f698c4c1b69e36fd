/**
 * The page's own start requests (issue #22), sent by an inline script of index.html (`bootstrap`, written by the
 * build with its plan: boot-plan.ts, vite.config.ts) as the document is parsed, before any script has arrived:
 *
 * - On a signed-in start at one of the staff path's screens: the screen's data request and the profile request,
 *   then the app's and the screen's scripts (`modulepreload`, at low priority), and after them what the screen
 *   loads by itself once it is up. The app, once its code runs, takes those requests over (`adoptBootRequests`)
 *   instead of sending them again: the API client answers a GET whose URL and token match one of them from
 *   it, once. The product name, which needs no token, is sent (without one) and taken over the same way.
 * - At a public screen, a logout, or any path without a stored token: what that small bundle's screen asks for
 *   first without a token (the product name, a print's details), then the bundle's scripts; its entry takes
 *   the requests over (`adoptOpenBootRequests`).
 */
import { setStartedRequests } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

import type { BootScripts } from '@/lib/evaluate-in-turn';

/** What the build writes into the page for `bootstrap` (boot-plan.ts derives it from route-prefetch.ts). */
export interface BootPlan {
  /** The window property the bootstrap leaves its requests on. */
  global: string;
  /**
   * The window property the bootstrap leaves the screen's scripts on (BootScripts: the app's, then the
   * screen's), in the plan's order (each chunk after the chunks it imports), for main.ts to evaluate them one
   * per task (lib/evaluate-in-turn.ts).
   */
  scriptsGlobal: string;
  /** How many of each list's first scripts are the app's own (the same for every route); the rest, the screen's. */
  appScripts: number;
  /**
   * The sources of start.ts's PUBLIC_SCREEN_PATH, LOGOUT_PATH and PRINT_PATH (the bootstrap makes them
   * case-insensitive, as they are): where a visit starts with a small bundle (main.ts) rather than the app, and
   * where it shows a print (the reference the pattern's first group).
   */
  paths: { publicScreen: string; logout: string; print: string };
  /**
   * Each small bundle's scripts, as main.ts asks for them (its chunks, then its entry): the public screens',
   * and the sign-in screen's (a logout, or any other path without a stored token). The build fills them in.
   */
  small: { public: string[]; signIn: string[] };
  /**
   * What a small bundle's screen asks for first, without a token: the product name (`open`), and at a print's
   * page its details (`print`, '{ref}' standing for the reference, as the screen encodes it).
   */
  smallRequests: { open: string[]; print: string };
  /** The local storage keys of the token, the user's id and the role (auth-storage.ts). */
  keys: { token: string; id: string; isSuperuser: string };
  /**
   * Per route pattern ('/order/:id'), the authenticated GETs the app sends as it starts there, per role
   * ('{user}' stands for the stored user id, '{id}' for the path's id). `ignoresSearch`: the same requests
   * whatever the query string; otherwise they are sent only for the path without one (a list's first page).
   * `open`: the GETs it sends without the token (the product name), for either role. `scripts`: the app's
   * chunk, the screen's chunk and every chunk they import statically, less what the page's entry loads: the
   * index of its list in the plan's `scriptLists`. Asked for whatever the query string.
   */
  routes: Array<{
    pattern: string;
    ignoresSearch: boolean;
    staff: string[];
    superuser: string[];
    open: string[];
    scripts: number;
    /**
     * What the screen loads by itself once it has rendered (a list's filters), less `scripts`: the index of
     * its list in `scriptLists`. Asked for after `scripts`, so that a connection takes it only when every
     * script of the screen itself has been sent.
     */
    later: number;
  }>;
  /**
   * The build fills these in from its chunks (vite.config.ts), each name and each list once: the routes of a
   * screen share its list, and the screens share most of their scripts. `scripts`: every script a route
   * names; `scriptLists`: each distinct list, as indexes into `scripts`.
   */
  scripts: string[];
  scriptLists: number[][];
}

/** What the bootstrap leaves on the window: who it asked as, when, and the responses on their way. */
export interface BootRecord {
  token: string;
  user: string | null;
  superuser: boolean;
  /** performance.now() when the requests were sent. */
  at: number;
  requests: Record<string, Promise<Response>>;
  /** The requests sent without the token. */
  open: Record<string, Promise<Response>>;
}

export const BOOT_GLOBAL = '__printhubBoot';

/** A request the page sent is taken only this long after it was sent; later the app asks afresh. */
export const ADOPT_WITHIN_MS = 20_000;

/**
 * Runs in the page as an inline script, before the page's scripts (the build writes `(bootstrap)(plan)`,
 * minified): uses nothing outside itself. At a public screen, a logout, or without a stored token, it asks
 * for the small bundle main.ts will load (the public screens' or the sign-in screen's) and nothing of the app:
 * a signed-out visitor downloads none of the app's code. At a path the plan does not name, it does nothing.
 * Any failure leaves the app to ask as it always does.
 */
export function bootstrap(plan: BootPlan): void {
  try {
    const token = localStorage.getItem(plan.keys.token);
    const send = (url: string, headers: Record<string, string> = {}) => {
      const response = fetch(url, { headers: { Accept: 'application/json', ...headers } });
      // Not adopted (the app asked otherwise) and failed: nothing to report.
      response.catch(() => undefined);
      return response;
    };
    // The app's at low priority and CORS-anonymous (see below); a small bundle's as main.ts asks for them.
    const preload = (list: string[], low: boolean) => {
      for (const href of list) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        if (low) {
          link.crossOrigin = '';
          link.setAttribute('fetchpriority', 'low');
        }
        // Whose link this is, for whoever reads the page (the phone bench's request chains).
        link.dataset.boot = '';
        link.href = href;
        document.head.appendChild(link);
      }
    };
    // A visit that starts with a small bundle: its screen's first requests and its scripts, as the page is
    // parsed rather than once the page's entry has arrived and run (a round trip later on a phone's
    // connection); nothing of the app.
    const path = location.pathname;
    const small = new RegExp(plan.paths.publicScreen, 'i').test(path)
      ? plan.small.public
      : !token || new RegExp(plan.paths.logout, 'i').test(path)
        ? plan.small.signIn
        : undefined;
    if (small) {
      // Its requests first (they need no token), for its screen to take over (adoptOpenBootRequests).
      const open: Record<string, Promise<Response>> = {};
      const urls = [...plan.smallRequests.open];
      const print = new RegExp(plan.paths.print, 'i').exec(path);
      if (print) {
        // The reference as the screen reads it from the path (decoded once), encoded as it sends it.
        let ref = print[1]!;
        try {
          ref = decodeURIComponent(ref);
        } catch {
          // Not valid percent-encoding: the screen takes it as written.
        }
        urls.unshift(plan.smallRequests.print.split('{ref}').join(encodeURIComponent(ref)));
      }
      for (const url of urls) open[url] = send(url);
      const record: BootRecord = {
        token: '',
        user: null,
        superuser: false,
        at: performance.now(),
        requests: {},
        open,
      };
      (window as unknown as Record<string, BootRecord>)[plan.global] = record;
      preload(small, false);
      return;
    }
    // Without a token a small bundle was chosen above: this only tells the type so.
    if (!token) return;
    const user = localStorage.getItem(plan.keys.id);
    const superuser = localStorage.getItem(plan.keys.isSuperuser) === 'true';
    const parts = path.split('/');
    for (const route of plan.routes) {
      const pattern = route.pattern.split('/');
      if (pattern.length !== parts.length) continue;
      let id = '';
      const matches = pattern.every((part, i) => {
        if (part === ':id' && /^[1-9]\d{0,9}$/.test(parts[i]!)) return Boolean((id = parts[i]!));
        return part === parts[i];
      });
      if (!matches) continue;
      // The data first: the browser sends six requests at a time to one server, in the order asked. A list
      // with a query string (another page, filters): the app builds its requests.
      if (!location.search || route.ignoresSearch) {
        const requests: Record<string, Promise<Response>> = {};
        for (const template of superuser ? route.superuser : route.staff) {
          if (template.includes('{user}') && !/^[1-9]\d*$/.test(user ?? '')) continue;
          const url = template
            .split('{user}')
            .join(user ?? '')
            .split('{id}')
            .join(id);
          requests[url] = send(url, { Authorization: `Bearer ${token}` });
        }
        const open: Record<string, Promise<Response>> = {};
        for (const url of route.open) open[url] = send(url);
        const record: BootRecord = { token, user, superuser, at: performance.now(), requests, open };
        (window as unknown as Record<string, BootRecord>)[plan.global] = record;
      }
      // Then the screen's code, asked for by the page rather than one chunk after another as each arrives
      // and names the next. Low priority: a browser gives a freed connection to the waiting request of
      // highest priority; at one priority, the data would wait behind a few dozen scripts.
      // The plan lists each chunk after its imports (the order main.ts evaluates them in); they are asked for
      // the other way round, the app's then the screen's, each part from its entry down: the app's biggest
      // chunk, its entry, first. Asked for last, it arrived last, behind the screen's scripts, and the first
      // render waited for it (≈ 0.5 s later on the phone profile). What the screen loads by itself once it is
      // up (`later`) comes after them all: a connection takes it only when every script of the screen itself
      // has been sent.
      const hrefs = (plan.scriptLists[route.scripts] ?? []).map((script) => plan.scripts[script]!);
      const later = (plan.scriptLists[route.later] ?? []).map((script) => plan.scripts[script]!);
      const left: BootScripts = {
        app: hrefs.slice(0, plan.appScripts),
        screen: hrefs.slice(plan.appScripts),
      };
      // The app's links now, the screen's and then `later` each in a task of its own: some 45 links at once
      // made the page's first task (its parsing and this script) a long one on a phone's profile, and the
      // requests wait for free connections behind the data and the app's scripts anyway.
      preload([...left.app].reverse(), true);
      const screen = [...left.screen].reverse();
      const preloadLater = (list: string[], then?: () => void) => () => {
        try {
          preload(list, true);
          then?.();
        } catch {
          // The app asks for its scripts itself.
        }
      };
      setTimeout(
        preloadLater(screen, () => setTimeout(preloadLater(later), 0)),
        0,
      );
      // As the links resolve them (absolute), so that an import finds the preloaded module.
      const absolute = (list: string[]) => list.map((href) => new URL(href, location.href).href);
      left.app = absolute(left.app);
      left.screen = absolute(left.screen);
      (window as unknown as Record<string, BootScripts>)[plan.scriptsGlobal] = left;
      return;
    }
  } catch {
    // The app asks for everything itself.
  }
}

/** The bootstrap's record, taken once (later starts find none). */
function takeBootRecord(): BootRecord | undefined {
  const holder = window as unknown as Record<string, BootRecord | undefined>;
  const record = holder[BOOT_GLOBAL];
  delete holder[BOOT_GLOBAL];
  return record;
}

/**
 * From then on, the API client's first GET of each of `record`'s URLs gets its response instead of sending
 * the request again, within ADOPT_WITHIN_MS: with the record's token, what it sent with it; without a token,
 * what it sent without one (the product name), and only that.
 */
function adopt(record: BootRecord): void {
  const requests = new Map(Object.entries(record.requests));
  const open = new Map(Object.entries(record.open));
  setStartedRequests((url, token) => {
    const sent = token === null ? open : requests;
    const response = sent.get(url);
    if (!response) return undefined;
    sent.delete(url);
    if (token !== null && token !== record.token) return undefined;
    if (performance.now() - record.at > ADOPT_WITHIN_MS) return undefined;
    return response;
  });
}

/**
 * Takes over what the page's bootstrap sent, if it sent it as the user the app starts as (the same stored
 * token, user id and role). Anything else (another token, another user, another URL: a list's other page)
 * is asked for as usual.
 */
export function adoptBootRequests(expected: { id: number | null; isSuperuser: boolean }): void {
  const record = takeBootRecord();
  if (!record) return;
  if (
    record.token !== getToken() ||
    record.user !== String(expected.id) ||
    record.superuser !== expected.isSuperuser
  ) {
    return;
  }
  adopt(record);
}

/**
 * A small bundle's start (the public screens', the sign-in screen's): takes over what the bootstrap sent
 * without a token (the product name, a print's details), whoever is signed in.
 */
export function adoptOpenBootRequests(): void {
  const record = takeBootRecord();
  if (record) adopt({ ...record, requests: {} });
}
