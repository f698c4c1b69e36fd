/**
 * The sign-in bundle: built on its own (vite.config.ts, `--mode sign-in`) so that a visit that starts at
 * /login (or at `{any path}/logout`, which signs out and then shows /login) loads only what signing in needs
 * (the 150 kB gzip budget), not the app's router, query cache, shell or its share of common libraries.
 * main.ts loads it and takes over once the user is signed in.
 */
import { useEffect, useState } from 'react';

import { LoadingState } from '@/components/page';
import { signIn } from '@/features/auth/api/login';
import { LoginPage } from '@/features/auth/components/login-page';
import { appNameOf, documentTitle } from '@/lib/app-info-request';
import { logout } from '@/lib/logout';
import { useAppInfoRequest } from '@/lib/use-app-info-request';

import { adoptOpenBootRequests } from './routes/boot-requests';
import { mountStaged } from './staged';
import { LOGOUT_PAGE_NAME, PUBLIC_PATHS } from './start';

import type { AppStartData } from './app';
import type { Root } from 'react-dom/client';

export interface SignInHandlers {
  /** The user pressed Login: a good moment to fetch the app. */
  onSubmit: () => void;
  /** Signed in, the session stored: hand the page over to the app at `path`. */
  onSignedIn: (data: AppStartData, path: string) => void;
}

/** `{any path}/logout`: revoke the token (best effort), forget the session, then the sign-in screen. */
function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) onSignedOut();
    });
    return () => {
      active = false;
    };
  }, [onSignedOut]);
  return <LoadingState label="Signing out…" />;
}

function SignInScreen({ onSubmit, onSignedIn, signOutFirst }: SignInHandlers & { signOutFirst: boolean }) {
  const appInfo = useAppInfoRequest();
  const appName = appNameOf(appInfo);
  const [signingOut, setSigningOut] = useState(signOutFirst);
  const [signedOut] = useState(() => () => {
    window.history.replaceState(null, '', PUBLIC_PATHS.login);
    setSigningOut(false);
  });
  useEffect(() => {
    document.title = documentTitle(signingOut ? LOGOUT_PAGE_NAME : 'Login', appName);
  }, [appName, signingOut]);
  if (signingOut) return <SignOut onSignedOut={signedOut} />;
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

/** With `signOutFirst` (`{any path}/logout`): signs out first, then shows the form at /login. */
export function mountSignIn(element: HTMLElement, handlers: SignInHandlers, signOutFirst = false): Root {
  // The product name, which the page's bootstrap may have asked for already.
  adoptOpenBootRequests();
  return mountStaged(element, <SignInScreen {...handlers} signOutFirst={signOutFirst} />);
}
