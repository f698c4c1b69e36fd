import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { template } from '@/test/fixtures/notifications';
import { json, mockApi, renderWithProviders, type ApiCall } from '@/test/render';

import { NotificationsPage } from '../components/notifications-page';

import type { TNotificationTemplate, TNotificationTemplateRequest } from '@printhub/contract';

const TEMPLATES: TNotificationTemplate[] = [
  template(),
  template({
    event: 'order.delivered',
    subject: 'Order #{{order_id}} delivered',
    body: 'Enjoy your prints, {{first_name}}.',
    is_default: false,
    updated_at: '2026-11-27T09:30:00Z',
  }),
];

/** The preview as the server fills it: each placeholder replaced by an example value. */
const fill = (text: string) => text.replaceAll('{{order_id}}', '1042').replaceAll('{{first_name}}', 'Asha');
const previewOf = ({ body }: ApiCall) => {
  const draft = body as TNotificationTemplateRequest;
  return json({ subject: fill(draft.subject), text: fill(draft.body), html: `<p>${fill(draft.body)}</p>` });
};

function renderTemplates(path = '/notifications?tab=templates', routes: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /api/notification-templates/': json(TEMPLATES),
    'POST /api/notification-templates/order.placed/preview': previewOf,
    'POST /api/notification-templates/order.delivered/preview': previewOf,
    ...(routes as Parameters<typeof mockApi>[0]),
  });
  return { api, ...renderWithProviders(<NotificationsPage />, { path }) };
}

const subjectField = () => screen.getByRole('textbox', { name: 'Subject' });
const bodyField = () => screen.getByRole('textbox', { name: 'Body' });
const preview = () => screen.getByRole('region', { name: 'Preview' });
const previews = (api: ReturnType<typeof mockApi>, event = 'order.placed') =>
  api.to('POST', `/api/notification-templates/${event}/preview`);

describe('/notifications: the templates', () => {
  it('opens from its tab with the first event’s template, previewed as filled with an example order', async () => {
    const { api, user } = renderTemplates('/notifications', {
      'GET /api/notifications/': json({ count: 0, next: null, previous: null, results: [] }),
    });
    await user.click(await screen.findByRole('link', { name: 'Templates' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/notifications\?tab=templates$/);
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue(
      'We have your order #{{order_id}}',
    );
    expect(bodyField()).toHaveValue('Hello {{first_name}}, thank you for order #{{order_id}}.');
    expect(screen.getByText('The default text: nobody has changed it yet.')).toBeInTheDocument();
    expect(await within(preview()).findByText('We have your order #1042')).toBeInTheDocument();
    expect(within(preview()).getByTitle('Preview of the message')).toHaveAttribute('sandbox', '');
    expect(within(preview()).getByTitle('Preview of the message').getAttribute('srcdoc')).toBe(
      '<p>Hello Asha, thank you for order #1042.</p>',
    );
    expect(previews(api)).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Outbox' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/notifications$/);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('previews the draft once typing pauses: one request for a burst of keys', async () => {
    const { api } = renderTemplates();
    await within(await screen.findByRole('region', { name: 'Preview' })).findByText(
      'We have your order #1042',
    );
    // Every key of the burst in one go: no pause between them, however slow the machine.
    const typed = 'Order {{order_id}} is in';
    for (let n = 1; n <= typed.length; n += 1)
      fireEvent.change(subjectField(), { target: { value: typed.slice(0, n) } });
    expect(await within(preview()).findByText('Order 1042 is in')).toBeInTheDocument();
    expect(previews(api).map((call) => (call.body as TNotificationTemplateRequest).subject)).toEqual([
      'We have your order #{{order_id}}',
      typed,
    ]);
  });

  it('puts a placeholder where the cursor was, in the field last in focus (the body at first)', async () => {
    const { user } = renderTemplates();
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(screen.getByRole('button', { name: 'Insert {{shop_name}}' }));
    expect(bodyField()).toHaveValue('Hello {{first_name}}, thank you for order #{{order_id}}.{{shop_name}}');

    const subject = subjectField() as HTMLInputElement;
    subject.focus();
    subject.setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Insert {{title}}' }));
    expect(subject).toHaveValue('We {{title}}have your order #{{order_id}}');
    expect(subject).toHaveFocus();
    expect([subject.selectionStart, subject.selectionEnd]).toEqual([12, 12]);
    // The keyboard reaches the placeholders too.
    screen.getByRole('button', { name: 'Insert {{amount}}' }).focus();
    await user.keyboard('{Enter}');
    expect(subject).toHaveValue('We {{title}}{{amount}}have your order #{{order_id}}');
  });

  it('shows an unknown placeholder under its field, without a preview or a save', async () => {
    const { api, user } = renderTemplates();
    await within(await screen.findByRole('region', { name: 'Preview' })).findByText(
      'We have your order #1042',
    );
    fireEvent.change(bodyField(), { target: { value: 'Hello {{first_name}}, your {{coupon}}' } });
    await waitFor(() =>
      expect(bodyField()).toHaveAccessibleDescription(/^Unknown placeholder \{\{coupon\}\}/),
    );
    expect(
      within(preview()).getByText(/The preview comes back once the subject and body are valid/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.mutations().filter((call) => call.method === 'PUT')).toEqual([]);
    expect(previews(api).filter((call) => JSON.stringify(call.body).includes('coupon'))).toEqual([]);
  });

  it('shows the server’s 400 under the field it names', async () => {
    const refusal = 'Unknown placeholder {{due_at}} for this event';
    const { user } = renderTemplates('/notifications?tab=templates', {
      'PUT /api/notification-templates/order.placed': json(
        { errors: [{ message: refusal, context: { key: 'body' } }], error_count: 1 },
        400,
      ),
    });
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.change(bodyField(), { target: { value: 'Due {{due_at}}' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyField()).toHaveAccessibleDescription(refusal));
    expect(bodyField()).toHaveFocus();
  });

  it('saves the template, and edits another event’s chosen from the list', async () => {
    const { api, user } = renderTemplates('/notifications?tab=templates', {
      'PUT /api/notification-templates/order.delivered': ({ body }: ApiCall) =>
        json({ ...TEMPLATES[1], ...(body as object), updated_at: '2026-11-28T11:00:00Z' }),
    });
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(screen.getByRole('combobox', { name: 'E-mail of the event' }));
    await user.click(await screen.findByRole('option', { name: 'Delivered' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/notifications?tab=templates&template=order.delivered',
    );
    await waitFor(() => expect(subjectField()).toHaveValue('Order #{{order_id}} delivered'));
    expect(screen.getByText(/^Last saved /)).toBeInTheDocument();
    expect(await within(preview()).findByText('Order #1042 delivered')).toBeInTheDocument();

    await user.clear(subjectField());
    await user.type(subjectField(), 'Delivered: #{{{{order_id}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Delivered e-mail is saved')).toBeInTheDocument();
    const put = api.to('PUT', '/api/notification-templates/order.delivered');
    expect(put.map((call) => call.body)).toEqual([
      { subject: 'Delivered: #{{order_id}}', body: 'Enjoy your prints, {{first_name}}.' },
    ]);
    expect(subjectField()).toHaveValue('Delivered: #{{order_id}}');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });
});
