import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement, useEffect } from 'react';
import { toast as toastify } from 'react-toastify';
import { afterEach } from 'vitest';

// findBy/waitFor: a lazily loaded screen may take more than the default 1 s to arrive under full load.
configure({ asyncUtilTimeout: 5000 });

type EmotionCache = NonNullable<ReturnType<typeof useEmotionCache>>;

/** Emotion's default cache, the one MUI's styles go through (read from inside a render). */
function defaultEmotionCache(): EmotionCache {
  let found: EmotionCache | null = null;
  function Read({ onCache }: { onCache: (cache: EmotionCache | null) => void }) {
    const cache = useEmotionCache();
    useEffect(() => {
      onCache(cache);
    }, [cache, onCache]);
    return null;
  }
  render(createElement(Read, { onCache: (cache) => (found = cache) })).unmount();
  if (!found) throw new Error('Emotion has no default cache');
  return found;
}

/**
 * Removes the styles emotion has put in <head> and forgets that it did, so the next render inserts the ones
 * it needs again. Without this, a worker's files share one <head> (test.projects 'shared') that gains a
 * <style> for every style any earlier test drew, over a thousand of them; jsdom reads every one for each
 * getComputedStyle, which getByRole calls for an element and its ancestors: the later files ran ever slower.
 */
function forgetEmotionStyles() {
  const cache = defaultEmotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

afterEach(() => {
  cleanup();
  forgetEmotionStyles();
  // react-toastify keeps its notices in a store of its own, which the next test's containers would show again.
  toastify.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
