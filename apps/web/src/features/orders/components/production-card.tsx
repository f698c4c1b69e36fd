import { useDraggable } from '@dnd-kit/core';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ORDER_STATUS_LABELS, type TProductionStatus, type TProductionCard } from '@printhub/contract';

import { useShopTimeZone } from '@/lib/app-info';
import { formatShopDateTime } from '@/lib/shop-time';

import { dueText } from '../due';
import { optionChips } from '../print-options';
import { PageThumbnail } from './page-thumbnail';
import { PreflightChip } from './preflight-chip';

export interface ProductionCardProps {
  card: TProductionCard;
  /** The columns this card may be moved to (the "Move to…" menu's items). */
  moves: readonly TProductionStatus[];
  now: number;
  onMove: (status: TProductionStatus) => void;
  /** Chosen for "Print tickets". */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/**
 * One order on the board: dragged by the pointer anywhere on it, or moved from the keyboard with its
 * "Move to…" menu. Its title links to the order.
 */
export function ProductionCard({
  card,
  moves,
  now,
  onMove,
  selected = false,
  onSelect,
}: ProductionCardProps) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: card.id });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const due = dueText(card, now);
  // The due moment on the shop's clock, whatever the browser's time zone.
  const dueAt = formatShopDateTime(card.due_at, useShopTimeZone());
  const titleId = `production-card-${card.id}`;
  return (
    <Paper
      ref={setNodeRef}
      {...listeners}
      component="article"
      aria-labelledby={titleId}
      data-order-id={card.id}
      variant="outlined"
      sx={{
        p: 1,
        cursor: 'grab',
        touchAction: 'manipulation',
        opacity: isDragging ? 0.8 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        borderColor: due?.late ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        {onSelect && (
          <Checkbox
            size="small"
            checked={selected}
            onChange={(_, checked) => onSelect(checked)}
            // A press on the box chooses the card; it does not start a drag.
            onPointerDown={(event) => event.stopPropagation()}
            slotProps={{ input: { 'aria-label': `Select order #${card.id}` } }}
            sx={{ p: 0.25, ml: -0.5 }}
          />
        )}
        <PageThumbnail fileId={card.first_file_id} alt={`First page of order #${card.id}`} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            component={RouterLink}
            to={`/order/${card.id}`}
            id={titleId}
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            #{card.id} {card.title}
          </Link>
          <Typography variant="body2">{card.customer_name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {card.pdf_page_count} pages × {card.copies}
          </Typography>
          <Typography
            variant="body2"
            title={dueAt}
            sx={due?.late ? { color: 'error.main', fontWeight: 500 } : undefined}
          >
            {due ? due.text : `Due ${dueAt}`}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={`Move order #${card.id} to…`}
          aria-haspopup="menu"
          disabled={moves.length === 0}
          onClick={(event) => setMenu(event.currentTarget)}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
        {card.rush && <Chip size="small" color="error" label="Rush" />}
        {optionChips(card.options).map((label) => (
          <Chip key={label} size="small" variant="outlined" label={label} />
        ))}
        {card.preflight_warnings.map((warning) => (
          <PreflightChip key={warning.code} warning={warning} />
        ))}
      </Stack>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {moves.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setMenu(null);
              onMove(status);
            }}
          >
            Move to {ORDER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
