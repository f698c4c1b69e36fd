import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, mockApi, renderWithProviders } from '@/test/render';

import { NO_TIMELINE_TEXT, CustomerTimeline } from '../components/customer-timeline';

import type { TTimelineEntry } from '@printhub/contract';

afterEach(() => vi.restoreAllMocks());

const PATH = '/api/users/7/timeline/';

const entry = (i: number, over: Partial<TTimelineEntry> = {}): TTimelineEntry => ({
  kind: 'order',
  id: i,
  at: `2026-06-01T10:${String(59 - i).padStart(2, '0')}:00Z`,
  summary: `Order #${i} Thesis: delivered, ₹250`,
  coins: null,
  ...over,
});

describe('CustomerTimeline', () => {
  it('shows each kind of entry with its coins, and asks the server for the next page', async () => {
    const first = [
      entry(1, { kind: 'referral', summary: 'Referred Nila Das, no purchase yet' }),
      entry(2, { kind: 'coin_entry', summary: 'Voucher: Free tea (TL-1)', coins: -30 }),
      entry(3, { kind: 'voucher_purchase', summary: 'Bought Free tea (Acme), code TL-1, for 30 coins' }),
      ...Array.from({ length: 7 }, (_, i) => entry(4 + i)),
    ];
    const api = mockApi({
      [`GET ${PATH}`]: (call) =>
        json({
          count: 12,
          next: null,
          previous: null,
          results:
            call.url.searchParams.get('offset') === '10'
              ? [entry(11, { kind: 'coin_entry', summary: 'Welcome bonus', coins: 100 }), entry(12)]
              : first,
        }),
    });
    const { user } = renderWithProviders(<CustomerTimeline customerId={7} />);
    const table = await screen.findByRole('table', { name: 'Timeline' });
    await within(table).findByText('Referred Nila Das, no purchase yet');
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1)).toHaveLength(10);
    expect(rows[1]).toHaveTextContent('Referral');
    expect(rows[1]).toHaveTextContent('Referred Nila Das');
    expect(rows[2]).toHaveTextContent('Coins');
    expect(rows[2]).toHaveTextContent('−30');
    expect(rows[3]).toHaveTextContent('Voucher');
    expect(api.to('GET', PATH)[0]!.url.searchParams.toString()).toBe('limit=10&offset=0');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await within(table).findByText('Welcome bonus')).toBeInTheDocument();
    expect(within(table).getByText('+100')).toBeInTheDocument();
    expect(api.to('GET', PATH).at(-1)!.url.searchParams.toString()).toBe('limit=10&offset=10');
  });

  it('shows placeholders while loading, then says when there is nothing yet', async () => {
    let answer!: (r: Response) => void;
    mockApi({ [`GET ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = renderWithProviders(<CustomerTimeline customerId={7} />);
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByText(NO_TIMELINE_TEXT)).not.toBeInTheDocument();
    answer(json({ count: 0, next: null, previous: null, results: [] }));
    expect(await screen.findByText(NO_TIMELINE_TEXT)).toBeInTheDocument();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
  });
});
