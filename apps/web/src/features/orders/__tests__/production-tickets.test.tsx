import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { API, type TProductionStatus, type TProductionBoard } from '@printhub/contract';

import { makeProductionCard } from '@/test/fixtures/orders';
import { json, mockApi, renderWithProviders } from '@/test/render';

import { ProductionPage } from '../components/production-page';

const card = (id: number, status: TProductionStatus, due: string) =>
  makeProductionCard({ id, status, title: `Order ${id}`, due_at: due });

const BOARD: TProductionBoard = {
  columns: [
    {
      status: 'assigned',
      count: 2,
      results: [card(11, 'assigned', '2026-11-28T08:00:00Z'), card(12, 'assigned', '2026-11-28T09:00:00Z')],
    },
    { status: 'out-for-delivery', count: 1, results: [card(13, 'out-for-delivery', '2026-11-28T07:00:00Z')] },
    { status: 'delivered', count: 0, results: [] },
  ],
};

describe('ProductionPage: Print tickets', () => {
  it('issue 37 item 5: prints the chosen cards’ tickets in one PDF, in the board’s order', async () => {
    const api = mockApi({
      [`GET ${API.production}`]: json(BOARD),
      [`POST ${API.tickets}`]: new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    const { user } = renderWithProviders(<ProductionPage />, { path: '/production' });
    const print = await screen.findByRole('button', { name: 'Print tickets' });
    expect(print).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #13' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #11' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(print);
    await waitFor(() => expect(api.to('POST', API.tickets)).toHaveLength(1));
    expect(api.to('POST', API.tickets)[0]!.body).toEqual({ order_ids: [11, 13] });
  });

  it('issue 37 item 5: one chosen card prints its own ticket; unchosen again, none', async () => {
    const api = mockApi({
      [`GET ${API.production}`]: json(BOARD),
      'GET /api/all-orders/12/ticket.pdf': new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const { user } = renderWithProviders(<ProductionPage />, { path: '/production' });
    const box = await screen.findByRole('checkbox', { name: 'Select order #12' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Print ticket' }));
    await waitFor(() => expect(api.to('GET', '/api/all-orders/12/ticket.pdf')).toHaveLength(1));
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeDisabled();
  });
});
