import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseListView } from '@/lib/list-params';
import { notification, notificationDetail, notificationPage } from '@/test/fixtures/notifications';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

import { NotificationsPage } from '../components/notifications-page';
import {
  NOTIFICATION_LIST_VIEW,
  notificationListQuery,
  parseNotificationFilters,
  parseNotificationTab,
  parseTemplateEvent,
} from '../list-state';

const LIST = 'GET /api/notifications/';
const location = () => screen.getByLabelText('location');

afterEach(() => vi.unstubAllGlobals());

describe('the outbox’s URL → query', () => {
  it('sends the event, the status, the days, the search and the page under the API’s names, and drops unknown values', () => {
    const params = new URLSearchParams(
      'event=order.delivered&status=failed&q=asha&page=3&ordering=-tries&from_date=2026-11-01&to_date=2026-11-30',
    );
    expect(
      notificationListQuery(parseListView(params, NOTIFICATION_LIST_VIEW), parseNotificationFilters(params)),
    ).toEqual({
      limit: 10,
      offset: 20,
      ordering: '-tries',
      query: 'asha',
      event: 'order.delivered',
      status: 'failed',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    });
    const bogus = new URLSearchParams(
      'event=order.lost&status=late&ordering=last_error&from_date=2026-02-30',
    );
    expect(
      notificationListQuery(parseListView(bogus, NOTIFICATION_LIST_VIEW), parseNotificationFilters(bogus)),
    ).toEqual({ limit: 10, offset: 0 });
    expect(parseNotificationTab(new URLSearchParams('tab=templates'))).toBe('templates');
    expect(parseNotificationTab(new URLSearchParams('tab=other'))).toBe('outbox');
    expect(parseTemplateEvent(new URLSearchParams('template=order.delivered'))).toBe('order.delivered');
    // The verification e-mail has no template of its own to edit.
    expect(parseTemplateEvent(new URLSearchParams('template=customer.verify_email'))).toBe('order.placed');
  });
});

describe('/notifications: the outbox', () => {
  it('lists each message: recipient, subject, event, its order’s link, status, tries and last error', async () => {
    mockApi({ [LIST]: json(notificationPage([notification()])) });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    const row = (await screen.findByText('Your order #41 is out for delivery')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'asha@example.com',
      'Your order #41 is out for delivery',
      'Out for delivery',
      '#41',
      'Queued',
      '1',
      '421 Try again later',
    ]);
    expect(within(row).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/order/41');
    expect(screen.getByText('1 message')).toBeInTheDocument();
  });

  it('filters by event, status and search, kept in the URL', async () => {
    const api = mockApi({ [LIST]: json(notificationPage([notification()])) });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await screen.findByText('Your order #41 is out for delivery');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    expect(location()).toHaveTextContent('/notifications?event=order.delivered');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not sent' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'asha');
    await waitFor(() =>
      expect(api.to('GET', '/api/notifications/').at(-1)!.url.search).toBe(
        '?limit=10&offset=0&query=asha&event=order.delivered&status=not_sent',
      ),
    );
    expect(location()).toHaveTextContent('event=order.delivered&status=not_sent&q=asha');
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'All events' }));
    expect(location()).not.toHaveTextContent('event=');
  });

  it('opens a message as it was sent: its HTML in a sandboxed frame, or its plain text', async () => {
    mockApi({
      [LIST]: json(notificationPage([notification()])),
      'GET /api/notifications/5': json(notificationDetail()),
    });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await user.click(await screen.findByRole('button', { name: /^Open the message to asha@example.com/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order #41 is out for delivery' });
    expect(within(dialog).getByText('PrintHub <shop@example.com>')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('The message as sent');
    // No script, form or link of the message runs with the back office's origin.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('your order <b>#41</b> is on its way.');
    await user.click(within(dialog).getByRole('button', { name: 'Plain text' }));
    expect(within(dialog).getByRole('region', { name: /plain text/ })).toHaveTextContent(
      'Hello Asha, your order #41 is on its way.',
    );
    expect(within(dialog).queryByTitle('The message as sent')).not.toBeInTheDocument();
  });

  it('resends a message only once it is confirmed, and shows its new state', async () => {
    let resent = false;
    const api = mockApi({
      [LIST]: () => json(notificationPage([notification(resent ? { tries: 0, last_error: null } : {})])),
      'GET /api/notifications/5': () =>
        json(notificationDetail(resent ? { tries: 0, last_error: null } : {})),
      'POST /api/notifications/5/resend': () => {
        resent = true;
        return json(notification({ tries: 0, last_error: null }));
      },
    });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await user.click(await screen.findByRole('button', { name: /^Open the message/ }));
    const dialog = await screen.findByRole('dialog', { name: /out for delivery/ });
    await within(dialog).findByText('421 Try again later');

    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend this message?' });
    expect(confirm).toHaveAccessibleDescription('It is sent to asha@example.com again, as it was written.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.mutations()).toEqual([]);

    // (The message's dialog is back in reach once the question's has gone.)
    await user.click(await within(dialog).findByRole('button', { name: 'Resend' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Resend this message?' })).getByRole('button', {
        name: 'Resend',
      }),
    );
    expect(
      await screen.findByText('The message to asha@example.com is queued to be sent again'),
    ).toBeVisible();
    expect(api.mutations().map((call) => call.url.pathname)).toEqual(['/api/notifications/5/resend']);
    // The message and the list are read again: the last error is gone from both.
    await waitFor(() => expect(screen.queryByText('421 Try again later')).not.toBeInTheDocument());
  });

  it('says so when the outbox is empty, and offers Retry when it fails to load', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => (fail ? json({ error: 'The database is unavailable' }, 503) : json(notificationPage([]))),
    });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('The database is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('exports what the filters select, without the paging', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:outbox');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      [LIST]: json(notificationPage([notification()])),
      'GET /api/notifications/export.csv': new Response('id\n5\n', {
        headers: { 'content-type': 'text/csv' },
      }),
    });
    const admin = { id: 1, full_name: 'Ada Admin', email: 'ada@example.com', is_superuser: true };
    const { user } = renderWithProviders(<NotificationsPage />, {
      path: '/notifications?status=failed&page=2',
      cache: [[['current-user'], admin]],
    });
    await screen.findByText('Your order #41 is out for delivery');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.to('GET', '/api/notifications/export.csv')).toHaveLength(1));
    expect(api.to('GET', '/api/notifications/export.csv')[0]!.url.search).toBe('?status=failed');
  });

  it('on a phone shows each message as a card, its filters folded behind a button', async () => {
    setScreenWidth(390);
    mockApi({ [LIST]: json(notificationPage([notification()])) });
    const { user } = renderWithProviders(<NotificationsPage />, { path: '/notifications?status=queued' });
    await screen.findByText('Your order #41 is out for delivery');
    const card = within(screen.getByRole('list', { name: 'Messages' })).getByRole('listitem');
    expect(within(card).getByRole('group', { name: 'Status' })).toHaveTextContent('Queued');
    expect(within(card).getByRole('button', { name: /^Open the message/ })).toBeInTheDocument();
    const filters = screen.getByRole('button', { name: 'Filters (1)' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(filters);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Queued');
  });
});
