import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { currentUserQueryOptions } from '@/lib/current-user';
import { renderWithProviders } from '@/test/render';

import { dashboardQueryOptions } from '../api/get-dashboard';
import { staffDashboardQueryOptions } from '../api/get-staff-dashboard';
import { AdminDashboardView } from '../components/admin-dashboard';
import { DashboardPage } from '../components/dashboard-page';
import { StaffDashboardView } from '../components/staff-dashboard';
import { dashboardKind } from '../dashboard-kind';

import type { TCurrentUser, TDashboard, TStaffDashboard } from '@printhub/contract';

const ADMIN: TCurrentUser = { id: 1, full_name: 'Ada Admin', email: 'admin@example.com', is_superuser: true };
const STAFF: TCurrentUser = { id: 5, full_name: 'Sam Staff', email: 'sam@example.com', is_superuser: false };

const byStatus = (c: number, a: number, o: number, d: number) => ({
  confirmed: c,
  assigned: a,
  'out-for-delivery': o,
  delivered: d,
  cancelled: 0,
});

const DASHBOARD: TDashboard = {
  orders_today: byStatus(2, 1, 1, 3),
  orders_week: byStatus(10, 5, 4, 20),
  revenue_today: 1234,
  revenue_week: 56789.5,
  to_collect: 4321.5,
  new_users_week: 12,
  pending_assignments: 4,
  subscription_pending_assignments: 3,
  due_today: 6,
  overdue: 2,
  week_from: '2024-03-24',
  active_qr_codes: 7,
  vouchers_left: 12_345,
  orders_per_day: Array.from({ length: 30 }, (_, i) => ({
    date: `2024-03-${String(i + 1).padStart(2, '0')}`,
    ...byStatus(i % 3, 1, 0, 2),
  })),
  orders_by_status: [
    { status: 'confirmed', count: 10 },
    { status: 'assigned', count: 5 },
    { status: 'out-for-delivery', count: 4 },
    { status: 'delivered', count: 20 },
  ],
};

const STAFF_DASHBOARD: TStaffDashboard = {
  assigned: 3,
  out_for_delivery: 2,
  delivered: 40,
  delivered_today: 7,
  to_collect: 250,
  due_today: 1,
  overdue: 5,
};

/** The data is put into the query cache as if it had loaded: nothing is fetched. */
function renderPage(user: TCurrentUser) {
  renderWithProviders(<DashboardPage />, {
    cache: [
      [currentUserQueryOptions().queryKey, user],
      [dashboardQueryOptions().queryKey, DASHBOARD],
      [staffDashboardQueryOptions().queryKey, STAFF_DASHBOARD],
    ],
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('choosing the dashboard', () => {
  it('gives super admins the overview and everyone else the staff dashboard', () => {
    expect(dashboardKind({ is_superuser: true })).toBe('super-admin');
    expect(dashboardKind({ is_superuser: false })).toBe('staff');
  });

  it('shows a staff user their three cards and no business KPIs', () => {
    renderPage(STAFF);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(card('Assigned')).getByText('3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue Today' })).not.toBeInTheDocument();
  });

  it('shows a super admin the KPI cards and not the staff cards', async () => {
    renderPage(ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Revenue Today' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivered' })).not.toBeInTheDocument();
  });
});

describe('AdminDashboardView', () => {
  function renderView(data: TDashboard = DASHBOARD) {
    renderWithProviders(<AdminDashboardView data={data} />);
  }

  it('shows each KPI as a region with its label and number', () => {
    renderView();
    expect(within(card('Orders Today')).getByText('7')).toBeInTheDocument();
    expect(within(card('Orders Today')).getByText('Confirmed 2')).toBeInTheDocument();
    expect(within(card('Orders This Week')).getByText('39')).toBeInTheDocument();
    expect(within(card('Revenue Today')).getByText('₹1,234')).toBeInTheDocument();
    expect(within(card('Revenue This Week')).getByText('₹56,789.50')).toBeInTheDocument();
    expect(within(card('New Users This Week')).getByText('12')).toBeInTheDocument();
    expect(within(card('Pending Assignments')).getByText('4')).toBeInTheDocument();
    expect(within(card('To Collect')).getByText('₹4,321.50')).toBeInTheDocument();
  });

  it('shows the active QR codes and the voucher codes left, linking to their screens', () => {
    renderView();
    expect(within(card('Active QR Codes')).getByText('7')).toBeInTheDocument();
    expect(within(card('Active QR Codes')).getByRole('link', { name: 'View QR codes' })).toHaveAttribute(
      'href',
      '/qr_codes?filter=active',
    );
    expect(within(card('Vouchers Left')).getByText('12,345')).toBeInTheDocument();
    expect(within(card('Vouchers Left')).getByRole('link', { name: 'View vouchers' })).toHaveAttribute(
      'href',
      '/vouchers?status=available',
    );
  });

  it('links the pending assignments card to the pending orders, and the subscription ones to theirs', () => {
    renderView();
    expect(
      within(card('Pending Assignments')).getByRole('link', { name: 'View pending orders' }),
    ).toHaveAttribute('href', '/pending_orders');
    expect(
      within(card('Pending Assignments')).getByRole('link', { name: '3 subscription orders' }),
    ).toHaveAttribute('href', '/subscription_pending_orders');
  });

  it('issue 37 item 1: shows due today and overdue, each linking to the order list filtered so', () => {
    renderView();
    expect(within(card('Due Today')).getByText('6')).toBeInTheDocument();
    expect(within(card('Due Today')).getByRole('link', { name: 'View orders due today' })).toHaveAttribute(
      'href',
      '/total_orders?due=today',
    );
    expect(within(card('Overdue')).getByText('2')).toBeInTheDocument();
    expect(within(card('Overdue')).getByRole('link', { name: 'View overdue orders' })).toHaveAttribute(
      'href',
      '/total_orders?due=overdue',
    );
  });

  it('links the new users card to the users who joined in the window it counts', () => {
    renderView();
    expect(within(card('New Users This Week')).getByRole('link', { name: 'View new users' })).toHaveAttribute(
      'href',
      '/users?from_date=2024-03-24',
    );
  });

  it('has the two charts, each a titled region with its numbers in words', () => {
    renderView();
    expect(card('Orders per day')).toHaveAccessibleDescription('The last 30 days by status: 120 orders.');
    expect(card('Orders by status')).toHaveAccessibleDescription(
      'Confirmed 10, Assigned 5, Out For Delivery 4, Delivered 20, Cancelled 0.',
    );
  });

  it('draws the orders per day stacked by status and the doughnut one slice per status with its count', () => {
    renderView({
      ...DASHBOARD,
      orders_by_status: DASHBOARD.orders_by_status.map((row) =>
        row.status === 'assigned' ? { ...row, count: 0 } : row,
      ),
    });
    const perDay = card('Orders per day');
    expect(within(perDay).getByRole('list')).toHaveTextContent(
      'ConfirmedAssignedOut For DeliveryDeliveredCancelled',
    );
    const titles = (region: HTMLElement, shape: string) =>
      [...region.querySelectorAll(`${shape} > title`)].map((title) => title.textContent);
    // 30 days with assigned 1 and delivered 2 each, confirmed on two days in three, nothing out for delivery.
    expect(titles(perDay, 'rect')).toHaveLength(30 + 30 + 20);
    expect(titles(perDay, 'rect')).toContain('2 Mar: Confirmed 1');
    const byStatus = card('Orders by status');
    expect(titles(byStatus, 'path')).toEqual(['Confirmed: 10', 'Out For Delivery: 4', 'Delivered: 20']);
    expect(within(byStatus).getByRole('list')).toHaveTextContent(
      'Confirmed: 10Assigned: 0Out For Delivery: 4Delivered: 20Cancelled: 0',
    );
  });

  it('says so instead of drawing empty charts when there are no orders', () => {
    renderView({
      ...DASHBOARD,
      orders_per_day: DASHBOARD.orders_per_day.map(({ date }) => ({ date, ...byStatus(0, 0, 0, 0) })),
      orders_by_status: [],
    });
    expect(within(card('Orders per day')).getByText('No orders yet')).toBeInTheDocument();
    expect(within(card('Orders by status')).getByText('No orders yet')).toBeInTheDocument();
  });
});

describe('StaffDashboardView', () => {
  it('issue 37 item 1: shows the counts, each linking into its order list (due today and overdue filtered)', () => {
    renderWithProviders(<StaffDashboardView data={STAFF_DASHBOARD} />);
    const expected: Array<[string, string, string]> = [
      ['Assigned', '3', '/assigned_orders'],
      ['Out For Delivery', '2', '/out_for_delivery_orders'],
      ['Delivered', '40', '/completed_orders'],
      ['Due Today', '1', '/assigned_orders?due=today'],
      ['Overdue', '5', '/assigned_orders?due=overdue'],
    ];
    for (const [name, value, href] of expected) {
      expect(within(card(name)).getByText(value)).toBeInTheDocument();
      expect(within(card(name)).getByRole('link')).toHaveAttribute('href', href);
    }
    expect(within(card('Delivered')).getByText('7 today')).toBeInTheDocument();
    expect(within(card('Assigned')).getByText('Not delivered yet')).toBeInTheDocument();
    expect(within(card('To Collect')).getByText('₹250')).toBeInTheDocument();
  });
});
