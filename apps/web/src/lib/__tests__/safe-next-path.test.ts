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

describe('safeNextPath for the user who signed in', () => {
  const admin = { is_superuser: true };
  const staff = { is_superuser: false };

  it.each(['/qr_codes?filter=active', '/user/12', '/client_companies/edit', '/clientVouchers?clientName=A'])(
    'follows %s for a super admin',
    (next) => {
      expect(safeNextPath(next, admin)).toBe(next);
    },
  );

  it.each(['/order/7', '/Assigned_Orders/', '/out_for_delivery_orders?page=2', '/update_password'])(
    'follows %s for a staff user',
    (next) => {
      expect(safeNextPath(next, staff)).toBe(next);
    },
  );

  it.each([
    '/qr_codes',
    '/users',
    '/user/12',
    '/coupons',
    '/pending_orders',
    '/nowhere',
    '/order/',
    '/order/7/x',
  ])('sends a staff user to the dashboard instead of %s', (next) => {
    expect(safeNextPath(next, staff)).toBe('/dashboard');
  });

  it('sends a super admin to the dashboard instead of a staff-only route', () => {
    expect(safeNextPath('/out_for_delivery_orders', admin)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('keeps the wanted path in next', () => {
    expect(loginPathFor('/users', '?query=ann')).toBe('/login?next=%2Fusers%3Fquery%3Dann');
    expect(loginPathFor('/')).toBe('/login');
  });
});
