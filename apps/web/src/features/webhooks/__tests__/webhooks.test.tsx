import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { WebhooksPage } from '../components/webhooks-page';

import type { TWebhook, TWebhookDelivery } from '@printhub/contract';

const hook = (overrides: Partial<TWebhook> = {}): TWebhook => ({
  id: 3,
  url: 'https://sms.example.com/hook',
  events: ['order.out_for_delivery'],
  description: 'SMS gateway',
  active: true,
  disabled_at: null,
  failing_since: null,
  previous_secret_until: null,
  created_at: '2026-11-28T10:00:00Z',
  updated_at: '2026-11-28T10:00:00Z',
  ...overrides,
});
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('/webhooks', () => {
  it('says so when there is none', async () => {
    mockApi({ 'GET /api/webhooks/': json(page([])) });
    renderWithProviders(<WebhooksPage />, { path: '/webhooks' });
    expect(await screen.findByText(/No webhooks yet/)).toBeInTheDocument();
  });

  it('adds an endpoint with the events ticked and shows its secret once', async () => {
    const api = mockApi({
      'GET /api/webhooks/': json(page([])),
      'POST /api/webhooks/': json({ ...hook(), secret: SECRET }, 201),
    });
    const { user } = renderWithProviders(<WebhooksPage />, { path: '/webhooks' });
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose at least one event')).toBeInTheDocument();
    expect(api.mutations()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Endpoint URL/), 'https://sms.example.com/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /Order out for delivery/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.mutations()).toHaveLength(1));
    expect(api.mutations()[0]!.body).toEqual({
      url: 'https://sms.example.com/hook',
      events: ['order.out_for_delivery'],
      description: '',
      active: true,
    });
    const shown = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue(SECRET);
  });

  it('asks before rotating the secret, and shows an endpoint switched off and its delivery log', async () => {
    const off = hook({
      id: 4,
      url: 'https://dead.example.com/',
      active: false,
      disabled_at: '2026-11-27T08:00:00Z',
    });
    const delivery: TWebhookDelivery = {
      id: 9,
      message_id: 'msg_abc',
      type: 'webhook.test',
      try: 2,
      status: 'failed',
      status_code: 500,
      duration_ms: 120,
      error: 'The receiver answered 500',
      response: null,
      scheduled_at: '2026-11-28T10:00:00Z',
      tried_at: '2026-11-28T10:00:01Z',
    };
    const api = mockApi({
      'GET /api/webhooks/': json(page([hook(), off])),
      'GET /api/webhooks/3/deliveries': json(page([delivery])),
      'POST /api/webhooks/3/rotate-secret': json({ ...hook(), secret: SECRET }),
    });
    const { user } = renderWithProviders(<WebhooksPage />, { path: '/webhooks' });
    const dead = await screen.findByRole('listitem', { name: 'https://dead.example.com/' });
    expect(dead).toHaveTextContent(/Switched off .*failing for 3 days/);
    expect(within(dead).getByRole('button', { name: 'Send test event' })).toBeDisabled();

    const live = screen.getByRole('listitem', { name: 'https://sms.example.com/hook' });
    await user.click(within(live).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByRole('dialog', { name: 'Rotate the signing secret?' })).toBeInTheDocument();
    expect(api.mutations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByRole('dialog', { name: 'Secret rotated' })).toBeInTheDocument();
    expect(api.to('POST', '/api/webhooks/3/rotate-secret')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    // The page is hidden from assistive technology until the dialog has finished closing.
    await user.click(await within(live).findByRole('button', { name: 'Delivery log' }));
    const log = await screen.findByRole('table', { name: 'Deliveries to https://sms.example.com/hook' });
    const row = await within(log).findByRole('row', { name: /webhook\.test/ });
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('120 ms');
  });
});
