/**
 * Build time (vite.config.ts loads this module while it builds the app): what the page asks for by itself
 * before the app's code arrives, derived from the app's own start (route-prefetch.ts), not written twice.
 * For each route of PREFETCHED_ROUTES and each role, the app's start is run with a recording `fetch`: the
 * authenticated GETs it sends are the bootstrap's plan, with placeholders for the user's id and the path's
 * id. Also the screen chunk of each route, from which the build lists the scripts the bootstrap asks for.
 */
import { QueryClient } from '@tanstack/react-query';
import { minify } from 'vite';

import { API } from '@printhub/contract';

import { buildUrl } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { BOOT_SCRIPTS_GLOBAL } from '@/lib/evaluate-in-turn';

import { LOGOUT_PATH, PRINT_PATH, PUBLIC_SCREEN_PATH } from '../start';
import { BOOT_GLOBAL, bootstrap, type BootPlan } from './boot-requests';
import { PREFETCHED_ROUTES, prefetchRouteData } from './route-prefetch';
import { AFTER_SCREEN_SOURCES, SCREEN_SOURCES, WITH_SCREEN_SOURCES } from './screen-chunks';

/** Stand-ins for the stored user's id and the path's id: numbers no start request otherwise holds. */
const USER_ID = 2_000_000_011;
const PATH_ID = 2_000_000_017;
const RECORDING_TOKEN = 'boot-plan';

/** The GETs the app's start sends at a path, in the order it sends them: with the token, and without. */
async function startRequests(
  pathname: string,
  search: string,
  isSuperuser: boolean,
): Promise<{ urls: string[]; open: string[] }> {
  const urls: string[] = [];
  const open: string[] = [];
  const global = globalThis as { localStorage?: Storage; fetch: typeof fetch };
  const savedFetch = global.fetch;
  const ownStorage = global.localStorage === undefined;
  if (ownStorage) {
    // Node (the build) has no local storage: one that holds the token is enough for the API client.
    const items = new Map<string, string>();
    global.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  }
  const storage = global.localStorage!;
  const savedToken = storage.getItem(STORAGE_KEYS.token);
  storage.setItem(STORAGE_KEYS.token, RECORDING_TOKEN);
  global.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    (new Headers(init?.headers).has('Authorization') ? urls : open).push(String(input));
    return new Promise<Response>(() => undefined);
  };
  const client = new QueryClient();
  try {
    prefetchRouteData(client, { pathname, search }, { id: USER_ID, isSuperuser });
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    client.clear();
    global.fetch = savedFetch;
    if (ownStorage) delete global.localStorage;
    else if (savedToken === null) storage.removeItem(STORAGE_KEYS.token);
    else storage.setItem(STORAGE_KEYS.token, savedToken);
  }
  return { urls, open };
}

const placeholders = (url: string) =>
  url.split(String(USER_ID)).join('{user}').split(String(PATH_ID)).join('{id}');

/** The bootstrap's plan: per route and role, the start's authenticated GETs (see BootPlan). */
export async function bootPlan(): Promise<BootPlan> {
  const routes: BootPlan['routes'] = [];
  for (const { pattern } of PREFETCHED_ROUTES) {
    const pathname = pattern.replace(':id', String(PATH_ID));
    const route: BootPlan['routes'][number] = {
      pattern,
      ignoresSearch: true,
      staff: [],
      superuser: [],
      open: [],
      // The build's chunks: vite.config.ts fills them in.
      scripts: -1,
      later: -1,
    };
    for (const role of ['staff', 'superuser'] as const) {
      const plain = await startRequests(pathname, '', role === 'superuser');
      // Does the query string change what is asked for (a list's page, its filters)?
      const other = await startRequests(pathname, '?page=2&q=x', role === 'superuser');
      if (plain.urls.join('\n') !== other.urls.join('\n')) route.ignoresSearch = false;
      route[role] = plain.urls.map(placeholders);
      // What needs no token (the product name) is the same for both roles and any query string.
      route.open = [...new Set([...route.open, ...plain.open.filter((url) => other.open.includes(url))])];
    }
    routes.push(route);
  }
  return {
    global: BOOT_GLOBAL,
    scriptsGlobal: BOOT_SCRIPTS_GLOBAL,
    keys: { ...STORAGE_KEYS },
    routes,
    scripts: [],
    scriptLists: [],
    appScripts: 0,
    paths: {
      publicScreen: PUBLIC_SCREEN_PATH.source,
      logout: LOGOUT_PATH.source,
      print: PRINT_PATH.source,
    },
    small: { public: [], signIn: [] },
    // As the API client writes them (its base URL first).
    smallRequests: { open: [buildUrl(API.appInfo)], print: buildUrl(API.print('{ref}')) },
  };
}

/** Where the minified bootstrap takes its plan: a global name, which the minifier leaves as it is. */
const PLAN_PLACEHOLDER = '__PRINTHUB_BOOT_PLAN__';

/**
 * The inline script: the bootstrap function called with the plan. The function is minified (Vite's own
 * minifier, which the build minifies the app's scripts with) to about a third of its size: every page
 * carries it in its first bytes, and the browser parses it before anything else. The plan is written in
 * after minifying, as JSON with no `<` (nothing in it ends the tag). The server allows the script by the hash
 * of the page's final text (apps/api/src/plugins/security.ts).
 */
export async function bootScript(plan: BootPlan): Promise<string> {
  const source = `(${bootstrap.toString()})(${PLAN_PLACEHOLDER});`;
  const { code, errors } = await minify('boot-requests.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`The bootstrap could not be minified: ${errors[0]!.message}`);
  if (/<\/script/i.test(code)) throw new Error('The bootstrap cannot be inlined: it holds </script');
  const parts = code.trim().split(PLAN_PLACEHOLDER);
  if (parts.length !== 2) throw new Error('The minified bootstrap does not take its plan exactly once');
  return parts.join(JSON.stringify(plan).split('<').join('\\u003c'));
}

/**
 * What vite.config.ts needs: the plan (no `scripts` yet), each prefetched route's screen chunk source,
 * what the app loads lazily with it (`with`) and what the screen loads once it is up (`later`), and the function that writes the inline script once the build has filled the scripts in.
 */
export async function bootBuild(): Promise<{
  plan: BootPlan;
  routes: Array<{ pattern: string; source: string; with: string[]; later: string[] }>;
  script: (plan: BootPlan) => Promise<string>;
}> {
  return {
    plan: await bootPlan(),
    routes: PREFETCHED_ROUTES.map(({ pattern, screen }) => ({
      pattern,
      source: SCREEN_SOURCES[screen],
      with: [...WITH_SCREEN_SOURCES],
      later: [...AFTER_SCREEN_SOURCES[screen]],
    })),
    script: bootScript,
  };
}
