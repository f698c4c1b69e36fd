import { describe, expect, it } from 'vitest';

import { makeProductionCard } from '@/test/fixtures/orders';

import { findCard, isBoardEmpty, moveCard, selectionOrder } from '../board';
import { optionChips } from '../print-options';

import type { TProductionStatus, TProductionBoard } from '@printhub/contract';

const card = (id: number, status: TProductionStatus, due: string) =>
  makeProductionCard({ id, status, title: `Order ${id}`, due_at: due, first_file_id: id * 10 });

const board: TProductionBoard = {
  columns: [
    { status: 'assigned', count: 5, results: [card(1, 'assigned', '2026-11-28T08:00:00Z')] },
    {
      status: 'out-for-delivery',
      count: 2,
      results: [
        card(2, 'out-for-delivery', '2026-11-28T07:00:00Z'),
        card(3, 'out-for-delivery', '2026-11-28T09:00:00Z'),
      ],
    },
    { status: 'delivered', count: 0, results: [] },
  ],
};

describe('the board as the server will show it after a move', () => {
  it('takes the card out of its column and into the other in due order, the counts following', () => {
    const moved = moveCard(board, 1, 'out-for-delivery');
    expect(moved.columns.map((c) => [c.status, c.count, c.results.map((r) => r.id)])).toEqual([
      ['assigned', 4, []],
      ['out-for-delivery', 3, [2, 1, 3]],
      ['delivered', 0, []],
    ]);
    expect(findCard(moved, 1)?.status).toBe('out-for-delivery');
    // The board it came from is left as it was (a refused move puts it back).
    expect(findCard(board, 1)?.status).toBe('assigned');
  });

  it('leaves the board alone for an unknown card or the same column; drops a card moved off the board', () => {
    expect(moveCard(board, 99, 'delivered')).toBe(board);
    expect(moveCard(board, 1, 'assigned')).toBe(board);
    const gone = moveCard(board, 1, 'confirmed');
    expect(findCard(gone, 1)).toBeNull();
    expect(gone.columns[0]!.count).toBe(4);
  });

  it('is empty only when no column counts an order', () => {
    expect(isBoardEmpty(board)).toBe(false);
    expect(isBoardEmpty({ columns: board.columns.map((c) => ({ ...c, count: 0, results: [] })) })).toBe(true);
  });
});

describe('optionChips', () => {
  it('names colour, sides and paper, and the binding only when there is one', () => {
    expect(
      optionChips({ color: 'black-and-white', sides: 'single', paper_size: 'A3', binding: 'none' }),
    ).toEqual(['Black & white', 'Single-sided', 'A3']);
    expect(optionChips({ color: 'color', sides: 'double', paper_size: 'Letter', binding: 'spiral' })).toEqual(
      ['Color', 'Double-sided', 'Letter', 'Spiral'],
    );
  });
});

describe('the selection of the board, for its tickets', () => {
  it('comes in the order the board shows the cards, then cards the first page lacks in the order chosen', () => {
    expect(selectionOrder(board, [3, 99, 1, 2, 50])).toEqual([1, 2, 3, 99, 50]);
    expect(selectionOrder(board, [])).toEqual([]);
  });
});
