import { useState, type ReactNode } from 'react';

import {
  API,
  countCap,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type TNotificationKind,
  type TNotificationStatus,
} from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { countSet } from '@/components/filter-fold';
import { FilterSelect } from '@/components/filter-select';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useNotifications } from '../api/get-notifications';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LIST_VIEW,
  NOTIFICATION_STATUS_LABELS,
  notificationListQuery,
  parseNotificationFilters,
} from '../list-state';
import { OutboxTable } from './outbox-table';

/** A message, its frame and Resend load when one is opened: the list does not need them. */
const MessageDialog = lazyWithTimeout(() =>
  import('./message-dialog').then((m) => ({ default: m.MessageDialog })),
);

const ALL = 'all' as const;
const EVENT_OPTIONS: { value: TNotificationKind | typeof ALL; label: string }[] = [
  { value: ALL, label: 'All events' },
  ...NOTIFICATION_KINDS.map((kind) => ({ value: kind, label: NOTIFICATION_KIND_LABELS[kind] })),
];
const STATUS_OPTIONS: { value: TNotificationStatus | typeof ALL; label: string }[] = [
  { value: ALL, label: 'All statuses' },
  ...NOTIFICATION_STATUSES.map((status) => ({ value: status, label: NOTIFICATION_STATUS_LABELS[status] })),
];

/**
 * The outbox: every message written, sent or not; search (recipient or subject), event, status, the days
 * written, sortable headers, pages of 10 (or 25, 50, 100), Export CSV; the view lives in the URL. Open reads one as sent.
 */
export function OutboxTab({ tabs }: { tabs: ReactNode }) {
  const { view, update, state, query } = useListScreen(
    NOTIFICATION_LIST_VIEW,
    parseNotificationFilters,
    notificationListQuery,
  );
  const messages = useNotifications(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const page = messages.data;
  const filtered = Boolean(state.q || state.event || state.status || state.fromDate || state.toDate);
  const filters = (
    <>
      <FilterSelect<TNotificationKind | typeof ALL>
        label="Event"
        value={state.event ?? ALL}
        options={EVENT_OPTIONS}
        onChange={(event) => update({ filters: { event: event === ALL ? null : event } })}
      />
      <FilterSelect<TNotificationStatus | typeof ALL>
        label="Status"
        minWidth={160}
        value={state.status ?? ALL}
        options={STATUS_OPTIONS}
        onChange={(status) => update({ filters: { status: status === ALL ? null : status } })}
      />
    </>
  );
  return (
    <ListScreen
      title="Notifications"
      toolbar={tabs}
      list={messages}
      loadingLabel="Loading messages"
      exportCsv={{ path: API.notifications, query: { ...query }, name: 'notifications' }}
      search="Search messages"
      dates={['Written from', 'Written to']}
      state={state}
      update={update}
      filters={{ fields: filters, set: countSet(state.event, state.status) }}
      count={{ total: page?.count, one: 'message', many: 'messages', cap: countCap(state.q) }}
      dialogs={
        openId !== null && (
          <LazyDialog label="the message" onClose={() => setOpenId(null)}>
            <MessageDialog id={openId} onClose={() => setOpenId(null)} />
          </LazyDialog>
        )
      }
    >
      <OutboxTable
        messages={page?.results ?? []}
        {...pagedListProps(view, update, page)}
        countCap={countCap(state.q)}
        loading={messages.isPending}
        emptyText={filtered ? 'No messages match these filters' : undefined}
        onOpen={(message) => setOpenId(message.id)}
      />
    </ListScreen>
  );
}
