import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import {
  PRODUCTION_COLUMN_LABELS,
  type TProductionStatus,
  type TProductionBoard,
  type TProductionCard,
} from '@printhub/contract';

import { EmptyState, LoadingState, PageHeading } from '@/components/page';
import { PrintTicketsButton } from '@/components/print-tickets-button';
import { QueryError } from '@/components/query-error';
import { useIsSuperuser } from '@/lib/current-user';
import { errorText } from '@/lib/error-text';
import { snackbar, toast } from '@/lib/notices';
import { useNow } from '@/lib/use-now';
import { usePhone } from '@/lib/use-phone';

import { useProduction } from '../api/get-production';
import { useMoveOrder } from '../api/move-order';
import { findCard, isBoardEmpty, selectionOrder } from '../board';
import { allowedStatusMoves } from '../status-moves';
import { ProductionColumn, type ColumnProps } from './production-column';

export const NO_OPEN_ORDERS_TEXT = 'No open orders';

/**
 * /production: the orders being made as columns by status, soonest due first, refreshed every 10 s. Cards
 * move by drag and drop or by their "Move to…" menu; the server's workflow decides, and a refused move
 * springs back with its reason in a toast. On a phone one column shows at a time, picked by tabs.
 */
export function ProductionPage() {
  const board = useProduction();
  const isSuperuser = useIsSuperuser();
  const now = useNow(30_000);
  const move = useMoveOrder((error) => toast.error(errorText(error)));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 8 } }));
  // The cards chosen for "Print tickets", in the order they were chosen.
  const [selected, setSelected] = useState<number[]>([]);
  const onSelect = (id: number, on: boolean) =>
    setSelected((was) => (on ? [...was.filter((x) => x !== id), id] : was.filter((x) => x !== id)));

  const moveTo = (card: TProductionCard, status: TProductionStatus) => {
    if (card.status === status) return;
    move.mutate(
      { id: card.id, status },
      { onSuccess: () => snackbar.success(`Order #${card.id} moved to ${PRODUCTION_COLUMN_LABELS[status]}`) },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = board.data && findCard(board.data, Number(active.id));
    if (card && over) moveTo(card, over.id as TProductionStatus);
  };

  let body;
  if (board.isPending) body = <LoadingState label="Loading the board…" />;
  else if (board.isError) body = <QueryError error={board.error} onRetry={() => void board.refetch()} />;
  else if (isBoardEmpty(board.data)) body = <EmptyState text={NO_OPEN_ORDERS_TEXT} />;
  else {
    const shown = new Set(board.data.columns.map((c) => c.status));
    const columnProps = {
      now,
      movesOf: (card: TProductionCard) =>
        allowedStatusMoves(isSuperuser, card.status).filter((s): s is TProductionStatus =>
          shown.has(s as TProductionStatus),
        ),
      onMove: moveTo,
      selected: new Set(selected),
      onSelect,
    };
    body = (
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <Columns board={board.data} columnProps={columnProps} />
      </DndContext>
    );
  }
  return (
    <>
      <PageHeading title="Production">
        <Typography color="text.secondary" aria-live="polite">
          {selected.length} selected
        </Typography>
        <PrintTicketsButton orderIds={board.data ? selectionOrder(board.data, selected) : []} />
      </PageHeading>
      {body}
    </>
  );
}

type Shared = Omit<ColumnProps, 'column' | 'heading'>;

/** Side by side on a wide screen; on a phone the column of the chosen tab. */
function Columns({ board, columnProps }: { board: TProductionBoard; columnProps: Shared }) {
  const phone = usePhone();
  const [tab, setTab] = useState<TProductionStatus>(board.columns[0]!.status);
  if (phone) {
    const column = board.columns.find((c) => c.status === tab) ?? board.columns[0]!;
    return (
      <>
        <Tabs
          value={column.status}
          onChange={(_event, value: TProductionStatus) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Columns"
          sx={{ mb: 1 }}
        >
          {board.columns.map((c) => (
            <Tab
              key={c.status}
              value={c.status}
              label={`${PRODUCTION_COLUMN_LABELS[c.status]} (${c.count})`}
              id={`production-tab-${c.status}`}
              aria-controls="production-tabpanel"
            />
          ))}
        </Tabs>
        <div role="tabpanel" id="production-tabpanel" aria-labelledby={`production-tab-${column.status}`}>
          <ProductionColumn column={column} heading={false} {...columnProps} />
        </div>
      </>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${board.columns.length}, minmax(240px, 1fr))`,
        gap: 1,
        overflowX: 'auto',
        alignItems: 'start',
      }}
    >
      {board.columns.map((column) => (
        <ProductionColumn key={column.status} column={column} {...columnProps} />
      ))}
    </Box>
  );
}
