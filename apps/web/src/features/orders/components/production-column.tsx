import { useDroppable } from '@dnd-kit/core';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import {
  PRODUCTION_COLUMN_LABELS,
  PRODUCTION_COLUMN_SIZE,
  type TProductionStatus,
  type TProductionCard,
  type TProductionColumn,
} from '@printhub/contract';

import { QueryError } from '@/components/query-error';

import { useProduction } from '../api/get-production';
import { ProductionCard } from './production-card';

export interface ColumnProps {
  column: TProductionColumn;
  now: number;
  /** The statuses a card of this column may move to. */
  movesOf: (card: TProductionCard) => readonly TProductionStatus[];
  onMove: (card: TProductionCard, status: TProductionStatus) => void;
  /** The cards chosen for "Print tickets". */
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  /** The column's heading is shown (a phone's tabs name the column instead). */
  heading?: boolean;
}

/** A column of the board: its heading and count, its cards, and "Show more" for the next hundred. */
export function ProductionColumn({
  column,
  now,
  movesOf,
  onMove,
  selected,
  onSelect,
  heading = true,
}: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const [offsets, setOffsets] = useState<number[]>([]);
  const label = PRODUCTION_COLUMN_LABELS[column.status];
  const shown = column.results.length + offsets.length * PRODUCTION_COLUMN_SIZE;
  const cards = (list: TProductionCard[]) =>
    list.map((card) => (
      <ProductionCard
        key={card.id}
        card={card}
        now={now}
        moves={movesOf(card)}
        onMove={(status) => onMove(card, status)}
        selected={selected.has(card.id)}
        onSelect={(on) => onSelect(card.id, on)}
      />
    ));
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`${label}: ${column.count} orders`}
      data-column={column.status}
      variant="outlined"
      sx={{
        p: 1,
        minWidth: 0,
        bgcolor: isOver ? 'action.selected' : 'background.default',
        minHeight: 200,
      }}
    >
      {heading && (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
          {label} ({column.count})
        </Typography>
      )}
      <Stack sx={{ gap: 1 }}>
        {column.count === 0 && (
          <Typography variant="body2" color="text.secondary">
            No orders
          </Typography>
        )}
        {cards(column.results)}
        {offsets.map((offset) => (
          <MoreCards key={offset} status={column.status} offset={offset} render={cards} />
        ))}
        {column.count > shown && (
          <Button onClick={() => setOffsets((list) => [...list, shown])}>
            Show more ({column.count - shown} left)
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

type MoreProps = {
  status: TProductionStatus;
  offset: number;
  render: (cards: TProductionCard[]) => React.ReactNode;
};

/** A further hundred cards of a column, asked for by "Show more" (and refreshed with the board). */
function MoreCards({ status, offset, render }: MoreProps) {
  const more = useProduction({ status, offset });
  if (more.isError) return <QueryError error={more.error} onRetry={() => void more.refetch()} />;
  if (!more.data) return <Typography variant="body2">Loading…</Typography>;
  return <>{render(more.data.columns[0]?.results ?? [])}</>;
}
