import { describe, expect, it } from 'vitest';

import { isPublicPath, publicScreenAt, signInUrl, startScreen } from '../start';

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

  it('sends /redirect to the sign-in screen at /login without a token, and to the app with one', () => {
    expect(startScreen('/redirect', false)).toBe('sign-in');
    expect(signInUrl('/redirect', '')).toBe('/login');
    expect(startScreen('/redirect', true)).toBe('app');
  });

  it('loads the app for a guarded path with a token', () => {
    expect(startScreen('/users', true)).toBe('app');
    expect(startScreen('/assigned_orders', true)).toBe('app');
  });

  it('draws the public screens from their own bundle, signed in or not', () => {
    for (const path of ['/welcome', '/404', '/500', '/print/12', '/Welcome/']) {
      expect(isPublicPath(path)).toBe(true);
      expect(startScreen(path, false)).toBe('public');
      expect(startScreen(path, true)).toBe('public');
    }
    expect(isPublicPath('/print/12/extra')).toBe(false);
    expect(startScreen('/print/12/extra', false)).toBe('sign-in');
  });

  it('signs out at {any path}/logout, signed in or not, from the sign-in bundle', () => {
    for (const path of ['/qr_codes/logout', '/logout', '/dashboard/logout/']) {
      expect(isPublicPath(path)).toBe(true);
      expect(startScreen(path, true)).toBe('logout');
      expect(startScreen(path, false)).toBe('logout');
    }
  });

  it('names the public screen, with the print reference as written', () => {
    expect(publicScreenAt('/welcome')).toEqual({ name: 'welcome' });
    expect(publicScreenAt('/404/')).toEqual({ name: 'notFound' });
    expect(publicScreenAt('/500')).toEqual({ name: 'serverError' });
    expect(publicScreenAt('/dashboard/logout')).toBeNull();
    expect(publicScreenAt('/print/PR-Ab%2012')).toEqual({ name: 'print', id: 'PR-Ab 12' });
    expect(publicScreenAt('/print/%E0%A4')).toEqual({ name: 'print', id: '%E0%A4' });
    expect(publicScreenAt('/login')).toBeNull();
    expect(publicScreenAt('/redirect')).toBeNull();
    expect(publicScreenAt('/users')).toBeNull();
  });
});
