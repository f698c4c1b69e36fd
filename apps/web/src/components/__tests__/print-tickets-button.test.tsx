import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PrintTicketsButton } from '@/components/print-tickets-button';
import { saveBlob } from '@/lib/save-blob';
import { json, mockApi, renderWithProviders } from '@/test/render';

vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const pdf = (text: string) =>
  new Response(`%PDF-1.7 ${text}`, { status: 200, headers: { 'content-type': 'application/pdf' } });

/** What saveBlob was given: each file's name and the text of its bytes. */
const saved = () =>
  Promise.all(vi.mocked(saveBlob).mock.calls.map(async ([blob, name]) => [name, await blob.text()] as const));

beforeEach(() => localStorage.setItem('token', 'staff-token'));
afterEach(() => {
  vi.mocked(saveBlob).mockReset();
  localStorage.clear();
});

describe('PrintTicketsButton', () => {
  it('issue 37 item 5: one order’s ticket comes from its own route, with the token, saved as a PDF', async () => {
    const api = mockApi({ 'GET /api/all-orders/7/ticket.pdf': pdf('seven') });
    const { user } = renderWithProviders(<PrintTicketsButton orderIds={[7]} />);
    await user.click(screen.getByRole('button', { name: 'Print ticket' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(await saved()).toEqual([['ticket-7.pdf', '%PDF-1.7 seven']]);
    expect(api.calls).toHaveLength(1);
    expect((vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Headers).get('Authorization')).toBe(
      'Bearer staff-token',
    );
  });

  it('issue 37 item 5: a selection’s tickets come in one PDF, the ids in the order given, from the keyboard too', async () => {
    const api = mockApi({ 'POST /api/tickets.pdf': pdf('three') });
    const { user } = renderWithProviders(<PrintTicketsButton orderIds={[9, 3, 5]} />);
    screen.getByRole('button', { name: 'Print tickets' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(await saved()).toEqual([['tickets-3.pdf', '%PDF-1.7 three']]);
    expect(api.to('POST', '/api/tickets.pdf')[0]?.body).toEqual({ order_ids: [9, 3, 5] });
  });

  it('issue 37 item 5: nothing selected (or more than 200) is no ticket to print', () => {
    const { unmount } = renderWithProviders(<PrintTicketsButton orderIds={[]} />);
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeDisabled();
    unmount();
    renderWithProviders(<PrintTicketsButton orderIds={Array.from({ length: 201 }, (_, i) => i + 1)} />);
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeDisabled();
  });

  it('issue 37 item 5: says why when the tickets cannot be made, and can be pressed again', async () => {
    mockApi({ 'POST /api/tickets.pdf': json({ error: 'Order 3 not found' }, 404) });
    const { user } = renderWithProviders(<PrintTicketsButton orderIds={[1, 3]} />);
    await user.click(screen.getByRole('button', { name: 'Print tickets' }));
    expect(await screen.findByText('The tickets could not be made: Order 3 not found')).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Print tickets' })).toBeEnabled();
  });
});
