import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/test/render';

import { preflightOrientation, preflightSizes } from '../components/file-preflight';
import { OrderFilesCard } from '../components/order-files-card';
import { PreflightChip } from '../components/preflight-chip';

import type { TOrderFile, TPreflight } from '@printhub/contract';

const LETTER_MESSAGE = 'The pages are 215.9 × 279.4 mm (Letter), not A4 (210 × 297 mm).';
const ORIENTATION_MESSAGE = 'The pages are not all one way round: 2 pages portrait, 1 page landscape.';

const preflight = (over: Partial<TPreflight> = {}): TPreflight => ({
  sizes: [{ width_mm: 210, height_mm: 297, pages: 3 }],
  orientation: { portrait: 3, landscape: 0 },
  mismatched_pages: [],
  color_pages: null,
  blank_pages: null,
  warnings: [],
  ...over,
});
const file = (id: number, name: string, p: TPreflight | null): TOrderFile => ({
  id,
  order: 7,
  name,
  url: `/api/order-files/${id}/download`,
  pages: 3,
  size: 4_130,
  preflight: p,
});

describe('the files card’s preflight', () => {
  it('shows each file’s sizes and orientation, and each warning as a chip with its message', () => {
    renderWithProviders(
      <OrderFilesCard
        files={[
          file(1, 'clean.pdf', preflight()),
          file(2, 'letter.pdf', {
            ...preflight({
              sizes: [{ width_mm: 215.9, height_mm: 279.4, pages: 3 }],
              orientation: { portrait: 2, landscape: 1 },
              mismatched_pages: [1, 2, 3],
            }),
            warnings: [
              { code: 'size_mismatch', message: LETTER_MESSAGE },
              { code: 'mixed_orientation', message: ORIENTATION_MESSAGE },
            ],
          }),
          file(3, 'old.pdf', null),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Files' });
    const [clean, letter, old] = within(list)
      .getAllByRole('listitem')
      // Each file's own item (the item after it holds its pages' strip).
      .filter(
        (li) => li.parentElement === list && within(li).queryByRole('button', { name: /^Download/ }),
      ) as [HTMLElement, HTMLElement, HTMLElement];
    expect(clean).toHaveTextContent('A4 (210 × 297 mm): 3 pages · 3 portrait');
    expect(clean).toHaveTextContent('Preflight: no warnings');
    expect(old).toHaveTextContent('Preflight: not checked');

    expect(letter).toHaveTextContent('Letter (215.9 × 279.4 mm): 3 pages · 2 portrait, 1 landscape');
    const warnings = within(letter).getByRole('list', { name: 'Preflight warnings for letter.pdf' });
    const items = within(warnings).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `Wrong paper size${LETTER_MESSAGE}`,
      `Mixed orientation${ORIENTATION_MESSAGE}`,
    ]);
    // The messages are written out, so the chips beside them are no buttons of their own.
    expect(within(warnings).queryByRole('button')).not.toBeInTheDocument();
  });

  it('summarises sizes (named when they are a paper size) and orientation', () => {
    expect(
      preflightSizes({
        sizes: [
          { width_mm: 297, height_mm: 420, pages: 1 },
          { width_mm: 100, height_mm: 150, pages: 1200 },
        ],
      }),
    ).toBe('A3 (297 × 420 mm): 1 page; 100 × 150 mm: 1,200 pages');
    expect(preflightOrientation({ orientation: { portrait: 0, landscape: 2 } })).toBe('2 landscape');
  });
});

describe('PreflightChip', () => {
  it('is a button named by its label and message, whose message shows on keyboard focus and on a press', async () => {
    const { user } = renderWithProviders(
      <>
        <button type="button">Before</button>
        <PreflightChip warning={{ code: 'size_mismatch', message: LETTER_MESSAGE }} />
      </>,
    );
    const chip = screen.getByRole('button', { name: `Wrong paper size: ${LETTER_MESSAGE}` });
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(chip).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LETTER_MESSAGE);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LETTER_MESSAGE);
  });
});
