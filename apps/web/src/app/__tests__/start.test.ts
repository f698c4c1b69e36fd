import { describe, expect, it } from 'vitest';

import { isPublicPath, signInUrl, startScreen } from '../start';

describe('where a page load starts', () => {
  it('starts /login on the sign-in screen without a token, and in the app (which moves on) with one', () => {
    expect(startScreen('/login', false)).toBe('sign-in');
    expect(startScreen('/login', true)).toBe('app');
  });

  it('starts a guarded path without a token on the sign-in screen, with the path as next', () => {
    expect(startScreen('/users', false)).toBe('sign-in');
    expect(startScreen('/', false)).toBe('sign-in');
    expect(signInUrl('/users', '?page=2')).toBe('/login?next=%2Fusers%3Fpage%3D2');
    expect(signInUrl('/login', '?next=%2Fleads')).toBe('/login?next=%2Fleads');
  });

  it('loads the app for a guarded path with a token, and for the public screens without one', () => {
    expect(startScreen('/users', true)).toBe('app');
    for (const path of [
      '/welcome',
      '/404',
      '/500',
      '/redirect',
      '/print/12',
      '/qr_codes/logout',
      '/Welcome/',
    ]) {
      expect(isPublicPath(path)).toBe(true);
      expect(startScreen(path, false)).toBe('app');
    }
    expect(isPublicPath('/print/12/extra')).toBe(false);
  });
});
