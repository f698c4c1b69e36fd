import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '@/lib/format';

import { timelineItems } from '../timeline';
import { DetailCard } from './detail-card';

import type { TOrderHistoryEntry, TPayment } from '@printhub/contract';

export const NO_HISTORY_TEXT = 'No changes yet';

interface OrderTimelineProps {
  history: readonly TOrderHistoryEntry[];
  /** The payments and refunds recorded, oldest first (as the order detail lists them). */
  payments?: readonly TPayment[];
  /** A staff user's name for an id (assignments). */
  nameOf: (id: number) => string;
}

/** Who changed what and when, and every payment, newest first. */
export function OrderTimeline({ history, payments = [], nameOf }: OrderTimelineProps) {
  const entries = timelineItems(history, payments, nameOf);
  return (
    <DetailCard title="Timeline" region={false}>
      <List aria-label="Timeline" disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.key} disableGutters divider sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={entry.text}
              secondary={<time dateTime={entry.at}>{formatDateTime(entry.at)}</time>}
            />
          </ListItem>
        ))}
        {/* Inside the list, so that the (visible) Timeline list exists before the first change too. */}
        {entries.length === 0 && (
          <ListItem disableGutters>
            <Typography color="text.secondary">{NO_HISTORY_TEXT}</Typography>
          </ListItem>
        )}
      </List>
    </DetailCard>
  );
}
