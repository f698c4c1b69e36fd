import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appInfoQueryOptions } from '@/lib/app-info';
import { renderWithProviders } from '@/test/render';

import { CounterQuote } from '../counter/counter-quote';

import type { TQuote } from '@printhub/contract';

const letter: NonNullable<TQuote['files'][number]['preflight']> = {
  sizes: [{ width_mm: 216, height_mm: 279, pages: 3 }],
  orientation: { portrait: 3, landscape: 0 },
  mismatched_pages: [1, 2, 3],
  color_pages: null,
  blank_pages: null,
  warnings: [{ code: 'size_mismatch', message: 'Pages 1–3 are not A4.' }],
};

describe('CounterQuote', () => {
  it('shows each file’s preflight warnings by file, and none for a file without any', () => {
    const quote: TQuote = {
      amount: 9,
      discount: 0,
      amount_due: 9,
      price_lines: [],
      due_at: '2026-11-30T06:30:00Z',
      files: [
        { name: 'letter.pdf', pages: 3, preflight: letter },
        { name: 'fine.pdf', pages: 3, preflight: { ...letter, mismatched_pages: [], warnings: [] } },
        { name: 'unchecked.pdf', pages: 1000, preflight: null },
      ],
    };
    renderWithProviders(<CounterQuote quote={quote} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Check the files');
    expect(alert).toHaveTextContent('letter.pdf: Pages 1–3 are not A4.');
    expect(alert).not.toHaveTextContent('fine.pdf');
    expect(alert).not.toHaveTextContent('unchecked.pdf');
  });

  it('shows the amount due the server computed (GST added on top here), not amount − discount', () => {
    const quote: TQuote = {
      amount: 100,
      discount: 10,
      amount_due: 106.2,
      price_lines: [{ label: 'Colour pages, A4, single-sided', quantity: 20, unit_price: 5, amount: 100 }],
      due_at: '2026-11-30T06:30:00Z',
      files: [],
    };
    renderWithProviders(<CounterQuote quote={quote} />);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Amount')).toBe('₹100');
    expect(value('Discount')).toBe('₹10');
    expect(value('Amount due')).toBe('₹106.20');
  });
});

describe("issue 37: the quote's due date is on the shop's clock, whatever the browser's time zone", () => {
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('shows the due moment in the time zone the server names', () => {
    const info = (shop_time_zone: string) => ({ app_name: 'PrintHub', public_url: '', shop_time_zone });
    const quote: TQuote = {
      amount: 9,
      discount: 0,
      amount_due: 9,
      price_lines: [],
      due_at: '2026-11-30T06:30:00Z',
      files: [],
    };
    // 01:30 in New York (the browser), 12:00 in Kolkata, 06:30 in London.
    expect(new Date(quote.due_at).getHours()).toBe(1);
    const due = () => screen.getByText('Due', { selector: 'dt' }).nextElementSibling?.textContent;
    const first = renderWithProviders(<CounterQuote quote={quote} />, {
      cache: [[appInfoQueryOptions().queryKey, info('Asia/Kolkata')]],
    });
    expect(due()).toBe('30 Nov 2026, 12:00');
    first.unmount();
    renderWithProviders(<CounterQuote quote={quote} />, {
      cache: [[appInfoQueryOptions().queryKey, info('Europe/London')]],
    });
    expect(due()).toBe('30 Nov 2026, 06:30');
  });
});
