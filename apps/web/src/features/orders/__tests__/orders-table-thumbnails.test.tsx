import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FIRST_PAGE_IMAGE_WIDTH } from '@printhub/contract';

import { orderKeys } from '@/lib/query-keys';
import { makeOrder } from '@/test/fixtures/orders';
import { json, mockApi, renderWithProviders, testQueryClient, type ApiCall } from '@/test/render';

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
const isPage = (call: ApiCall) => /^\/api\/order-files\/\d+\/pages\/1\.png$/.test(call.url.pathname);

function renderTable(orders: ReturnType<typeof makeOrder>[]) {
  renderWithProviders(
    <OrdersTable orders={orders} count={orders.length} hasNext={false} page={1} onPageChange={vi.fn()} />,
    { path: '/pending_orders' },
  );
}

/** The fixed box a row's picture sits in (whatever it shows). */
const pictureBox = (id: number) =>
  screen.getByRole('link', { name: `#${id}` }).closest('tr')!.cells[1]!.firstElementChild as HTMLElement;

describe('OrdersTable: first pages', () => {
  it("issue 37 item 3: shows each order's first page once its row is in view; an order without files a document icon", async () => {
    const api = mockApi({ 'GET /api/order-files/55/pages/1.png': png() });
    renderTable([makeOrder({ id: 101, first_file_id: 55 }), makeOrder({ id: 102, first_file_id: null })]);
    expect(screen.getByRole('img', { name: 'First page of order #102 (no preview)' })).toBeInTheDocument();
    // Nothing is fetched before the rows are on screen.
    expect(api.calls.filter(isPage)).toHaveLength(0);
    FakeIntersectionObserver.scrollIntoView();
    expect(await screen.findByRole('img', { name: 'First page of order #101' })).toHaveAttribute(
      'src',
      'blob:page',
    );
    await waitFor(() => expect(api.calls.filter(isPage)).toHaveLength(1));
    // The width the server draws ahead of time when the order is placed.
    expect(api.calls.filter(isPage)[0]!.url.searchParams.get('width')).toBe(String(FIRST_PAGE_IMAGE_WIDTH));
  });

  it('asks for three pictures at a time, each row a fixed empty box until its picture comes, no skeleton', async () => {
    const held: Array<() => void> = [];
    const api = mockApi({}, (call) =>
      isPage(call)
        ? new Promise<Response>((resolve) => held.push(() => resolve(png())))
        : json({ error: 'Not mocked' }, 500),
    );
    const ids = Array.from({ length: 10 }, (_, i) => 201 + i);
    renderTable(ids.map((id) => makeOrder({ id, first_file_id: id + 1000 })));
    const boxes = ids.map(pictureBox);
    FakeIntersectionObserver.scrollIntoView();
    await waitFor(() => expect(api.calls.filter(isPage)).toHaveLength(3));
    // Waiting: nothing loading is shown, nothing animates, and each box keeps its size.
    expect(document.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryAllByRole('img', { name: /^First page of order/ })).toHaveLength(0);
    for (const box of boxes) expect(getComputedStyle(box)).toMatchObject({ width: '40px', height: '40px' });

    // Each answer lets the next one go; never more than three at once.
    for (let answered = 0; answered < 10; answered += 1) {
      act(() => held.shift()!());
      await waitFor(() =>
        expect(screen.getAllByRole('img', { name: /^First page of order #\d+$/ })).toHaveLength(answered + 1),
      );
      expect(api.calls.filter(isPage).length - (answered + 1)).toBeLessThanOrEqual(3);
    }
    await waitFor(() => expect(api.calls.filter(isPage)).toHaveLength(10));
    expect(held).toHaveLength(0);
    // The pictures came into the same boxes, which kept their size.
    ids.forEach((id, i) => {
      expect(pictureBox(id)).toBe(boxes[i]);
      expect(getComputedStyle(boxes[i]!)).toMatchObject({ width: '40px', height: '40px' });
    });
  });

  it('leaves the box empty when a picture cannot be loaded: no error icon in the row', async () => {
    mockApi({ 'GET /api/order-files/77/pages/1.png': json({ error: 'Server Error' }, 500) });
    const queryClient = testQueryClient();
    renderWithProviders(
      <OrdersTable
        orders={[makeOrder({ id: 301, first_file_id: 77 })]}
        count={1}
        hasNext={false}
        page={1}
        onPageChange={vi.fn()}
      />,
      { path: '/pending_orders', queryClient },
    );
    FakeIntersectionObserver.scrollIntoView();
    const key = orderKeys.page(77, 1, FIRST_PAGE_IMAGE_WIDTH);
    await waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('error'));
    const box = pictureBox(301);
    expect(box.querySelector('svg, img')).toBeNull();
    expect(box.firstElementChild).not.toBeNull();
    expect(screen.queryByTitle(/could not be loaded/)).toBeNull();
    expect(getComputedStyle(box)).toMatchObject({ width: '40px', height: '40px' });
  });
});
