/**
 * The page's entry, deliberately tiny (no React): it picks what to load. A visit that starts on the sign-in
 * screen loads the separately built sign-in bundle, any other the app, so neither pays for the other.
 */
import { preloadScreen } from './app/routes/screen-chunks';
import { signInUrl, startScreen } from './app/start';
import { getToken } from './lib/auth-storage';
import { loadWithTimeout } from './lib/load-with-timeout';
import { unregisterServiceWorkers } from './lib/service-worker';

import type * as SignInEntry from './app/sign-in-entry';

void unregisterServiceWorkers();

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
const root: HTMLElement = element;

const loadApp = () => loadWithTimeout(() => import('./app/app-entry'));
const loadSignIn = () =>
  loadWithTimeout(() => import(/* @vite-ignore */ __SIGN_IN_ENTRY__) as Promise<typeof SignInEntry>);

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

async function start(): Promise<void> {
  const { pathname, search } = window.location;
  if (startScreen(pathname, Boolean(getToken())) === 'app') {
    const app = loadApp();
    // The screen's own code alongside the app's, not after it (the app then asks for its data).
    preloadScreen(pathname);
    (await app).mountApp(root);
    return;
  }
  window.history.replaceState(null, '', signInUrl(pathname, search));
  const signInRoot = (await loadSignIn()).mountSignIn(root, {
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
  });
}

start().catch(showLoadError);
