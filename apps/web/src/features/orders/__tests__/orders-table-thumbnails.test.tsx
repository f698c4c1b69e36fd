import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeOrder } from '@/test/fixtures/orders';
import { mockApi, renderWithProviders } from '@/test/render';

import { OrdersTable } from '../components/orders-table';

/** jsdom has no IntersectionObserver: this one reports "visible" when the test scrolls. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeIntersectionObserver.live.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static scrollIntoView() {
    act(() => {
      for (const observer of [...FakeIntersectionObserver.live])
        observer.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
    });
  }
}

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // jsdom has no object URLs; the picture needs one.
  URL.createObjectURL = vi.fn(() => 'blob:page');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const png = () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });

describe('OrdersTable: first pages', () => {
  it("issue 37 item 3: shows each order's first page once its row is in view; an order without files a document icon", async () => {
    const api = mockApi({ 'GET /api/order-files/55/pages/1.png': png() });
    renderWithProviders(
      <OrdersTable
        orders={[makeOrder({ id: 101, first_file_id: 55 }), makeOrder({ id: 102, first_file_id: null })]}
        count={2}
        hasNext={false}
        page={1}
        onPageChange={vi.fn()}
      />,
      { path: '/pending_orders' },
    );
    expect(screen.getByRole('img', { name: 'First page of order #102 (no preview)' })).toBeInTheDocument();
    // Nothing is fetched before the rows are on screen.
    const pages = () => api.calls.filter((c) => c.url.pathname.startsWith('/api/order-files/'));
    expect(pages()).toHaveLength(0);
    FakeIntersectionObserver.scrollIntoView();
    expect(await screen.findByRole('img', { name: 'First page of order #101' })).toHaveAttribute(
      'src',
      'blob:page',
    );
    await waitFor(() => expect(pages()).toHaveLength(1));
    expect(pages()[0]!.url.searchParams.get('width')).toBe('200');
  });
});
