import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { AppShell } from '../shell/app-shell';

import type { TCurrentUser } from '@printhub/contract';
import type userEvent from '@testing-library/user-event';

const superAdmin: TCurrentUser = {
  id: 1,
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  is_superuser: true,
};
const staff: TCurrentUser = { id: 2, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

function renderShell(user: TCurrentUser, path = '/dashboard', onLogout = vi.fn()) {
  const rendered = renderWithProviders(
    <AppShell user={user} appName="PrintHub" onLogout={onLogout}>
      <h1>Content</h1>
    </AppShell>,
    { path },
  );
  return { user: rendered.user, onLogout };
}

/** The drawer is a temporary one in jsdom (no desktop media query): open it like on a phone. */
async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
  return screen.getByRole('navigation', { name: 'Main menu' });
}

const topLevelLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .concat(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    );

describe('AppShell for a super admin', () => {
  it('shows the product name, and a drawer header with the role, full name and email', async () => {
    const { user } = renderShell(superAdmin);
    expect(screen.getByText('PrintHub')).toBeInTheDocument();
    await openDrawer(user);
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'PrintHub logo' })).toBeInTheDocument();
  });

  it('has the full side menu with expandable groups', async () => {
    const { user } = renderShell(superAdmin);
    const nav = await openDrawer(user);
    expect(topLevelLabels(nav)).toEqual([
      'Dashboard',
      'Production',
      'Users',
      'Staff Users',
      'Leads',
      'Subscriptions',
      'User Subscription Plans',
      'QR Codes',
      'Companies',
      'Vouchers',
      'Referrals',
      'Coupons',
      'Audit Log',
      'Notifications',
      'Webhooks',
      'Settings',
      'Orders',
      'Subscription Orders',
    ]);
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/client_companies');
    expect(within(nav).getByRole('link', { name: 'User Subscription Plans' })).toHaveAttribute(
      'href',
      '/user_subscription',
    );

    const orders = within(nav).getByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Pending' })).not.toBeInTheDocument();
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    const ordersList = within(nav).getByRole('list', { name: 'Orders' });
    expect(
      within(ordersList)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Pending', '/pending_orders'],
      ['Assigned', '/assigned_orders'],
      ['Completed', '/completed_orders'],
      ['Total', '/total_orders'],
    ]);

    const subscriptionOrders = within(nav).getByRole('button', { name: 'Subscription Orders' });
    subscriptionOrders.focus();
    await user.keyboard('{Enter}');
    const subscriptionList = within(nav).getByRole('list', { name: 'Subscription Orders' });
    expect(within(subscriptionList).getByRole('link', { name: 'Total' })).toHaveAttribute(
      'href',
      '/subscription_total_orders',
    );

    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Update Password and Logout in the account menu', async () => {
    const { user, onLogout } = renderShell(superAdmin);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Update Password', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('switches the colour scheme from the account menu and remembers the choice', async () => {
    const { user } = renderShell(superAdmin);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const choices = screen.getAllByRole('menuitemradio');
    expect(choices).toHaveLength(3);
    ['Light theme', 'Dark theme', 'System theme'].forEach((name, i) => {
      expect(choices[i]).toHaveAccessibleName(name);
    });
    expect(screen.getByRole('menuitemradio', { name: 'System theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark theme' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'dark');
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light theme' }));
    expect(document.documentElement).toHaveAttribute('data-mui-color-scheme', 'light');
    expect(window.localStorage.getItem('mui-mode')).toBe('light');
  });
});

describe('AppShell for a staff user', () => {
  it('shows "Staff User" and only Dashboard, Production and the Orders group', async () => {
    const { user } = renderShell(staff);
    const nav = await openDrawer(user);
    expect(screen.getByText('Staff User')).toBeInTheDocument();
    expect(screen.queryByText('Super Admin')).not.toBeInTheDocument();
    expect(topLevelLabels(nav)).toEqual(['Dashboard', 'Production', 'Orders']);
    await user.click(within(nav).getByRole('button', { name: 'Orders' }));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/dashboard'],
      ['Production', '/production'],
      ['Assigned Orders', '/assigned_orders'],
      ['Out For Delivery Orders', '/out_for_delivery_orders'],
      ['Completed Orders', '/completed_orders'],
    ]);
  });

  it('opens the group of the current screen by itself', async () => {
    const { user } = renderShell(staff, '/out_for_delivery_orders');
    const nav = await openDrawer(user);
    expect(within(nav).getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Out For Delivery Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has no Update Password in the account menu', async () => {
    const { user } = renderShell(staff);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Logout']);
    expect(screen.queryByRole('menuitem', { name: 'Update Password' })).not.toBeInTheDocument();
  });
});
