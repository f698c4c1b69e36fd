import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
});
