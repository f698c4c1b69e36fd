/**
 * The sign-in bundle: built on its own (vite.config.ts, `--mode sign-in`) so that a visit that starts at
 * /login loads only what signing in needs (the 150 kB gzip budget), not the app's router, query cache,
 * shell or its share of common libraries. main.ts loads it and takes over once the user is signed in.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { signIn } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/login-page';
import { appNameOf, documentTitle, getAppInfo } from '@/lib/app-info-request';

import { ThemeRoot } from './theme-root';

import type { AppStartData } from './app';
import type { TAppInfo } from '@printhub/contract';

export interface SignInHandlers {
  /** The user pressed Login: a good moment to fetch the app. */
  onSubmit: () => void;
  /** Signed in, the session stored: hand the page over to the app at `path`. */
  onSignedIn: (data: AppStartData, path: string) => void;
}

function useAppInfo(): TAppInfo | undefined {
  const [info, setInfo] = useState<TAppInfo>();
  useEffect(() => {
    let active = true;
    getAppInfo().then(
      (loaded) => active && setInfo(loaded),
      (error: unknown) => console.error('Could not load the app info', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return info;
}

function SignInScreen({ onSubmit, onSignedIn }: SignInHandlers) {
  const appInfo = useAppInfo();
  const appName = appNameOf(appInfo);
  useEffect(() => {
    document.title = documentTitle('Login', appName);
  }, [appName]);
  return (
    <LoginPage
      appName={appName}
      next={new URLSearchParams(window.location.search).get('next')}
      onLogin={(values) => {
        onSubmit();
        return signIn(values);
      }}
      onSignedIn={(session, path) => onSignedIn({ user: session.user, appInfo }, path)}
    />
  );
}

export function mountSignIn(element: HTMLElement, handlers: SignInHandlers): Root {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <ThemeRoot>
        <SignInScreen {...handlers} />
      </ThemeRoot>
    </StrictMode>,
  );
  return root;
}
