import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { formatDateTime } from '@/lib/format';

import { describeHistoryEntry, newestFirst } from '../timeline';
import { DetailCard } from './detail-card';

import type { TOrderHistoryEntry } from '@printhub/contract';

export const NO_HISTORY_TEXT = 'No changes yet';

interface OrderTimelineProps {
  history: readonly TOrderHistoryEntry[];
  /** A staff user's name for an id (assignments). */
  nameOf: (id: number) => string;
}

/** Who changed what and when, newest first. */
export function OrderTimeline({ history, nameOf }: OrderTimelineProps) {
  const entries = newestFirst(history);
  return (
    <DetailCard title="Timeline" region={false}>
      <List aria-label="Timeline" disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
            <ListItemText
              primary={describeHistoryEntry(entry, nameOf)}
              secondary={<time dateTime={entry.changed_at}>{formatDateTime(entry.changed_at)}</time>}
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
