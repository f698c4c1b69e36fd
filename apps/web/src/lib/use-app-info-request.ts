import { startTransition, useEffect, useState } from 'react';

import { getAppInfo } from './app-info-request';

import type { TAppInfo } from '@printhub/contract';

/**
 * The public app facts, fetched once as the screen mounts, for the small bundles (sign-in, public screens)
 * that have no query cache; undefined while loading or when the call failed.
 */
export function useAppInfoRequest(): TAppInfo | undefined {
  const [info, setInfo] = useState<TAppInfo>();
  useEffect(() => {
    let active = true;
    getAppInfo().then(
      // A transition: the screen is drawn again with the name in slices, yielding to the browser between them.
      (loaded) => {
        if (active) startTransition(() => setInfo(loaded));
      },
      (error: unknown) => console.error('Could not load the app info', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return info;
}
