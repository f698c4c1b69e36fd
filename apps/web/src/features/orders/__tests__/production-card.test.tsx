import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { appInfoQueryOptions } from '@/lib/app-info';
import { makeProductionCard } from '@/test/fixtures/orders';
import { renderWithProviders, setupUser } from '@/test/render';

import { ProductionCard } from '../components/production-card';

const NOW = Date.parse('2026-11-28T06:30:00Z');
const card = makeProductionCard({
  title: 'Annual report',
  pdf_page_count: 12,
  copies: 3,
  options: { color: 'color', sides: 'double', paper_size: 'A4', binding: 'staple' },
  rush: true,
  due_at: '2026-11-28T04:30:00Z',
});

describe('ProductionCard', () => {
  it('shows the order: link, customer, pages × copies, lateness in red, rush and option chips, a placeholder page', () => {
    renderWithProviders(<ProductionCard card={card} moves={[]} now={NOW} onMove={vi.fn()} />);
    expect(screen.getByRole('link', { name: '#41 Annual report' })).toHaveAttribute('href', '/order/41');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('12 pages × 3')).toBeInTheDocument();
    expect(screen.getByText('2 h late')).toHaveStyle({ fontWeight: 500 });
    for (const chip of ['Rush', 'Color', 'Double-sided', 'A4', 'Staple']) {
      expect(screen.getByText(chip)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'First page of order #41 (no preview)' })).toBeInTheDocument();
    // Nowhere to move it: the menu's button is off.
    expect(screen.getByRole('button', { name: 'Move order #41 to…' })).toBeDisabled();
  });

  it("shows each of its files' preflight warnings as a chip, its message read with it", () => {
    renderWithProviders(
      <ProductionCard
        card={{
          ...card,
          preflight_warnings: [
            { code: 'size_mismatch', message: 'Page 2 is Letter, not A4' },
            { code: 'color_in_bw', message: 'Page 3 has colour' },
          ],
        }}
        moves={[]}
        now={NOW}
        onMove={vi.fn()}
      />,
    );
    expect(
      screen.getByRole('button', { name: 'Wrong paper size: Page 2 is Letter, not A4' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour in B&W: Page 3 has colour' })).toBeInTheDocument();
  });

  it('has no warning chip when preflight found nothing', () => {
    renderWithProviders(<ProductionCard card={card} moves={[]} now={NOW} onMove={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Wrong paper size/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('moves from the keyboard with its "Move to…" menu', async () => {
    const user = setupUser();
    const onMove = vi.fn();
    renderWithProviders(
      <ProductionCard
        card={{ ...card, due_at: '2026-11-28T09:30:00Z' }}
        moves={['out-for-delivery']}
        now={NOW}
        onMove={onMove}
      />,
    );
    expect(screen.getByText('in 3 h')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move order #41 to…' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Move to Out For Delivery' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith('out-for-delivery');
  });
});

describe("issue 37: a card's due date is on the shop's clock, whatever the browser's time zone", () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it("shows a delivered order's due moment, and a late one's in its title, in the shop's time zone", () => {
    const cache = [
      [
        appInfoQueryOptions().queryKey,
        { app_name: 'PrintHub', public_url: '', shop_time_zone: 'Asia/Kolkata' },
      ],
    ] as const;
    // 20:30 on the 27th in Los Angeles (the browser), 10:00 on the 28th in Kolkata.
    const dueAt = '2026-11-28T04:30:00Z';
    expect(new Date(dueAt).getDate()).toBe(27);
    const delivered = renderWithProviders(
      <ProductionCard
        card={{ ...card, status: 'delivered', due_at: dueAt }}
        moves={[]}
        now={NOW}
        onMove={vi.fn()}
      />,
      { cache },
    );
    expect(screen.getByText('Due 28 Nov 2026, 10:00')).toBeInTheDocument();
    delivered.unmount();
    renderWithProviders(
      <ProductionCard card={{ ...card, due_at: dueAt }} moves={[]} now={NOW} onMove={vi.fn()} />,
      {
        cache,
      },
    );
    expect(screen.getByText('2 h late')).toHaveAttribute('title', '28 Nov 2026, 10:00');
  });
});
