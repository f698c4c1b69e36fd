/**
 * The page's entry, deliberately tiny (no React): it picks what to load. A visit that starts on the sign-in
 * screen (or at a logout) loads the separately built sign-in bundle, one that starts on a public screen
 * (welcome, 404, 500, print detail) the separately built public screens' bundle, any other the app, so none
 * pays for another.
 */
import { publicScreenAt, signInUrl, startScreen } from './app/start';
import { getToken } from './lib/auth-storage';
import { evaluateInTurn, nextTask, takeBootScripts } from './lib/evaluate-in-turn';
import { loadWithTimeout } from './lib/load-with-timeout';
import { unregisterServiceWorkers } from './lib/service-worker';

import type * as PublicEntry from './app/public-entry';
import type * as SignInEntry from './app/sign-in-entry';

void unregisterServiceWorkers();

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root: HTMLElement = element;

const loadApp = () => loadWithTimeout(() => import('./app/app-entry'));
/**
 * The app at a signed-in start: the app's chunks the page's bootstrap asked for, each imported on its own so
 * that each is evaluated as it arrives (lib/evaluate-in-turn.ts), then the app's entry, whose graph is by
 * then evaluated. The screen's chunks are left to the screen's own import: evaluating them the same way while
 * the app started made its first content later on the phone profile. Without the bootstrap's lists (no
 * stored token, a path it does not know), the whole graph at once.
 */
const loadAppInTurn = () =>
  loadWithTimeout(async () => {
    await evaluateInTurn(takeBootScripts().app);
    return import('./app/app-entry');
  });
/**
 * Asks for a small bundle's chunks and its entry at once, instead of each after what names it: on a phone's
 * connection that is a round trip less before the first screen for each. The entry is asked for with its
 * chunks, not when they have been evaluated (it is evaluated after them, when imported). The page's bootstrap
 * (app/routes/boot-requests.ts) has usually asked for them already, as the page was parsed: those are not
 * asked for twice.
 */
function preload(urls: readonly string[]): void {
  const asked = new Set(
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of urls) {
    if (asked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * A small bundle: its chunks asked for at once, then evaluated one per task, each after its imports (the
 * build lists them in that order), then its entry: no single task evaluates the whole bundle.
 */
function loadSmallBundle<Entry>(imports: readonly string[], entry: string): Promise<Entry> {
  preload([...imports, entry]);
  return loadWithTimeout(async () => {
    await evaluateInTurn(imports);
    return (await import(/* @vite-ignore */ entry)) as Entry;
  });
}
const loadSignIn = () => loadSmallBundle<typeof SignInEntry>(__SIGN_IN_IMPORTS__, __SIGN_IN_ENTRY__);
const loadPublic = () => loadSmallBundle<typeof PublicEntry>(__PUBLIC_IMPORTS__, __PUBLIC_ENTRY__);

/** Without the app's code there is nothing to render with: say so in plain DOM and offer a reload. */
function showLoadError(error: unknown): void {
  console.error('The app could not be loaded', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The app could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload page';
  reload.addEventListener('click', () => window.location.reload());
  root.replaceChildren(message, reload);
}

async function showSignIn(signOutFirst: boolean): Promise<void> {
  const signInRoot = (await loadSignIn()).mountSignIn(
    root,
    {
      onSubmit: () => void loadApp().catch(() => undefined),
      onSignedIn: (startData, path) => {
        loadApp().then(
          ({ mountApp }) => {
            window.history.replaceState(null, '', path);
            signInRoot.unmount();
            mountApp(root, startData);
          },
          // Signed in but the app did not arrive: a full load of the page tries again.
          () => window.location.assign(path),
        );
      },
    },
    signOutFirst,
  );
}

async function start(): Promise<void> {
  const { pathname, search } = window.location;
  const publicScreen = publicScreenAt(pathname);
  if (publicScreen) {
    (await loadPublic()).mountPublic(root, publicScreen);
    return;
  }
  const screen = startScreen(pathname, Boolean(getToken()));
  if (screen === 'app') {
    // The staff path's screens have their code and data asked for by the page itself, beside this entry:
    // index.html's bootstrap (app/routes/boot-requests.ts) sends the data requests and adds the modulepreload
    // links when a token is stored.
    const app = await loadAppInTurn();
    // The app's code has just been evaluated, a chunk per task; its start (the route's requests, the first
    // render) runs in the next, so the main thread is free in between.
    await nextTask();
    app.mountApp(root);
    return;
  }
  if (screen === 'sign-in') window.history.replaceState(null, '', signInUrl(pathname, search));
  await showSignIn(screen === 'logout');
}

start().catch(showLoadError);
