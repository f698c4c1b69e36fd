import { screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';

import { documentTitle } from '@/lib/app-info';
import { renderWithProviders, type setupUser } from '@/test/render';

import { pageNameFor } from '../routes/page-names';
import { AppShell } from '../shell/app-shell';
import { activeMenuPath } from '../shell/menu-location';

import type { TCurrentUser } from '@printhub/contract';

const admin: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
const staff: TCurrentUser = { id: 2, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

/** A link inside the page, to move from a list to a detail screen as a click would. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {`go ${to}`}
    </button>
  );
}

function renderShell(user: TCurrentUser, path: string, next?: string) {
  return renderWithProviders(
    <AppShell user={user} appName="PrintHub">
      {next ? <GoTo to={next} /> : <h1>Content</h1>}
    </AppShell>,
    { path },
  ).user;
}

/** The entry the menu marks as the current screen (aria-current="page"), by its label. */
async function currentEntry(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);
}

describe('the side menu shows where the user is', () => {
  it.each([
    ['/qr_codes', 'QR Codes /qr_codes'],
    ['/pending_orders', 'Pending /pending_orders'],
    ['/subscription_total_orders', 'Total /subscription_total_orders'],
    ['/user/12', 'Users /users'],
    ['/staff_users/3', 'Staff Users /staff_users'],
    ['/client_companies/create', 'Companies /client_companies'],
    ['/clientVouchers?clientName=Acme', 'Companies /client_companies'],
    ['/order/5', 'Total /total_orders'],
  ])('a super admin on %s sees one entry marked: %s', async (path, entry) => {
    const user = renderShell(admin, path);
    expect(await currentEntry(user)).toEqual([entry]);
  });

  it('marks no entry on a screen outside the menu (Update Password is in the account menu)', async () => {
    const user = renderShell(admin, '/update_password');
    expect(await currentEntry(user)).toEqual([]);
  });

  it('marks the list an order was opened from, and keeps it for the detail screen', async () => {
    const user = renderShell(admin, '/assigned_orders', '/order/9');
    await user.click(screen.getByRole('button', { name: 'go /order/9' }));
    expect(await currentEntry(user)).toEqual(['Assigned /assigned_orders']);
  });

  it("marks a staff user's order list for their order", async () => {
    const user = renderShell(staff, '/out_for_delivery_orders', '/order/3');
    await user.click(screen.getByRole('button', { name: 'go /order/3' }));
    expect(await currentEntry(user)).toEqual(['Out For Delivery Orders /out_for_delivery_orders']);
  });
});

describe('activeMenuPath', () => {
  it('falls back to every order of the role when the order was not opened from a list', () => {
    expect(activeMenuPath('/order/1', true, '/dashboard')).toBe('/total_orders');
    expect(activeMenuPath('/order/1', false, null)).toBe('/assigned_orders');
    expect(activeMenuPath('/order/1', false, '/pending_orders')).toBe('/assigned_orders');
  });
});

describe('the browser tab title', () => {
  const title = (path: string, search = '') => documentTitle(pageNameFor(path, search), 'PrintHub');

  it("is '{page name} · PrintHub', the page named as in the menu", () => {
    expect(title('/qr_codes')).toBe('QR Codes · PrintHub');
    expect(title('/client_companies')).toBe('Companies · PrintHub');
    expect(title('/dashboard/')).toBe('Dashboard · PrintHub');
    expect(title('/login')).toBe('Login · PrintHub');
  });

  it('names the order lists, the detail screens and the client view', () => {
    expect(title('/pending_orders')).toBe('Pending Orders · PrintHub');
    expect(title('/out_for_delivery_orders')).toBe('Out For Delivery Orders · PrintHub');
    expect(title('/order/42')).toBe('Order #42 · PrintHub');
    expect(title('/user/7')).toBe('User #7 · PrintHub');
    expect(title('/staff_users/3')).toBe('Staff User #3 · PrintHub');
    expect(title('/clientVouchers', '?clientName=Acme%20Prints')).toBe('Acme Prints Vouchers · PrintHub');
    expect(title('/client_companies/create')).toBe('Create New Client Company · PrintHub');
  });

  it('is the product name alone where a path has no screen name', () => {
    expect(title('/no/such/place')).toBe('PrintHub');
  });
});
