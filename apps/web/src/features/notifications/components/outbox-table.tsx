import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { actionColumn, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { formatDateTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { NOTIFICATION_KIND_LABELS } from '../list-state';
import { NotificationStatusChip } from './notification-status-chip';

import type { TNotification } from '@printhub/contract';

export const NO_MESSAGES_TEXT = 'No messages yet';

export interface OutboxTableProps extends PagedListProps {
  messages: readonly TNotification[];
  countCap?: number;
  onOpen: (message: TNotification) => void;
}

const TABLE = {
  ariaLabel: 'Messages',
  emptyText: NO_MESSAGES_TEXT,
  pageSize: DEFAULT_PAGE_SIZE,
} as const;

/** The outbox: who each message went to, what about, its state and tries; Open reads it as sent. */
export function OutboxTable({ messages, countCap, onOpen, ...list }: OutboxTableProps) {
  const columns: DataTableColumn<TNotification>[] = [
    fieldColumn('recipient', 'Recipient', { sx: { overflowWrap: 'anywhere' } }),
    fieldColumn('subject', 'Subject', { sx: { ...WRAPPING_TEXT_SX, maxWidth: 320 } }),
    { key: 'event', header: 'Event', sortField: 'event', render: (m) => NOTIFICATION_KIND_LABELS[m.event] },
    {
      key: 'order',
      header: 'Order',
      render: (m) =>
        m.order_id === null ? (
          '—'
        ) : (
          <Link component={RouterLink} to={`/order/${m.order_id}`}>
            #{m.order_id}
          </Link>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      sortField: 'status',
      render: (m) => <NotificationStatusChip status={m.status} />,
    },
    fieldColumn('tries', 'Tries', { align: 'right' }),
    {
      key: 'last_error',
      header: 'Last error',
      sx: { ...WRAPPING_TEXT_SX, maxWidth: 280 },
      render: (m) => m.last_error ?? '—',
    },
    { ...dateColumn('written', 'Written', (m) => m.created_at, formatDateTime), sortField: 'created_at' },
    actionColumn((m) => ({
      label: 'Open',
      variant: 'outlined',
      'aria-label': `Open the message to ${m.recipient}: ${m.subject}`,
      onClick: () => onOpen(m),
    })),
  ];
  return <ListTable {...TABLE} countCap={countCap} columns={columns} rows={messages} list={list} />;
}
