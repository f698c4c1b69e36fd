import type { TProductionStatus, TProductionBoard, TProductionCard } from '@printhub/contract';

/** Soonest due first, the id breaking ties: the order the API gives each column. */
const byDue = (a: TProductionCard, b: TProductionCard) =>
  Date.parse(a.due_at) - Date.parse(b.due_at) || a.id - b.id;

/** The card with this id and its column's status, if the board shows it. */
export function findCard(board: TProductionBoard, id: number): TProductionCard | null {
  for (const column of board.columns) {
    const card = column.results.find((c) => c.id === id);
    if (card) return card;
  }
  return null;
}

/**
 * The board with one card moved to the column of `to` (in its due order), as it will look once the server
 * agrees; the counts follow. A column the board lacks leaves the card out (it no longer shows).
 */
export function moveCard(board: TProductionBoard, id: number, to: TProductionStatus): TProductionBoard {
  const card = findCard(board, id);
  if (!card || card.status === to) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.status === card.status) {
        return { ...column, count: column.count - 1, results: column.results.filter((c) => c.id !== id) };
      }
      if (column.status === to) {
        const results = [...column.results, { ...card, status: to }].sort(byDue);
        return { ...column, count: column.count + 1, results };
      }
      return column;
    }),
  };
}

/** Whether the board has no card at all (every column empty). */
export const isBoardEmpty = (board: TProductionBoard): boolean => board.columns.every((c) => c.count === 0);

/**
 * The selected orders in the order the board shows them (column by column, soonest due first), then any
 * selected card the board's first cards do not hold (one from "Show more") in the order chosen: the order
 * their tickets come out in.
 */
export function selectionOrder(board: TProductionBoard, selected: readonly number[]): number[] {
  const chosen = new Set(selected);
  const shown = board.columns.flatMap((c) => c.results.map((card) => card.id)).filter((id) => chosen.has(id));
  const onBoard = new Set(shown);
  return [...shown, ...selected.filter((id) => !onBoard.has(id))];
}
