import { describe, expect, it } from 'vitest';

import { loginPathFor, safeNextPath } from '../safe-next-path';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeNextPath('/qr_codes?id=4')).toBe('/qr_codes?id=4');
  });

  it.each([
    null,
    '',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/x/logout',
  ])('falls back to /dashboard for %s', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('keeps the wanted path in next', () => {
    expect(loginPathFor('/users', '?query=ann')).toBe('/login?next=%2Fusers%3Fquery%3Dann');
    expect(loginPathFor('/')).toBe('/login');
  });
});
