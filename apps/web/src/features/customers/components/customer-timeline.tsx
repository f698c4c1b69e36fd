import Chip from '@mui/material/Chip';
import { useState } from 'react';

import { TIMELINE_KIND_LABELS, type TTimelineEntry } from '@printhub/contract';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { PagedDataTable } from '@/components/data-table-pagination';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';

import { CUSTOMER_TIMELINE_PAGE_SIZE, useCustomerTimeline } from '../api/get-customer-timeline';
import { formatCoinAmount } from '../coin-form';
import { SectionCard } from './section-card';

export const NO_TIMELINE_TEXT = 'Nothing has happened for this user yet';

const COLUMNS: DataTableColumn<TTimelineEntry>[] = [
  {
    key: 'date',
    header: 'Date',
    sx: { whiteSpace: 'nowrap' },
    render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
  },
  {
    key: 'kind',
    header: 'What',
    render: (entry) => <Chip size="small" variant="outlined" label={TIMELINE_KIND_LABELS[entry.kind]} />,
  },
  { key: 'summary', header: 'Details', sx: WRAPPING_TEXT_SX, render: (entry) => entry.summary },
  {
    key: 'coins',
    header: 'Coins',
    align: 'right',
    cellSx: (entry) => ({
      color: entry.coins === null ? undefined : entry.coins < 0 ? 'error.main' : 'success.main',
      whiteSpace: 'nowrap',
    }),
    render: (entry) => (entry.coins === null ? '' : formatCoinAmount(entry.coins)),
  },
];

/** Everything the customer did (orders, coins, redemptions, purchases, referrals), newest first, paged by the server. */
export function CustomerTimeline({ customerId }: { customerId: number }) {
  const [page, setPage] = useState(1);
  const timeline = useCustomerTimeline(customerId, page);
  return (
    <SectionCard title="Timeline">
      {timeline.isError ? (
        <QueryError error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : (
        <PagedDataTable
          columns={COLUMNS}
          rows={timeline.data?.results ?? []}
          getRowKey={(entry) => `${entry.kind}-${entry.id}`}
          ariaLabel="Timeline"
          loading={timeline.isPending}
          emptyText={NO_TIMELINE_TEXT}
          skeletonRows={3}
          emptyPaddingY={4}
          hover={false}
          pagination={{
            count: timeline.data?.count ?? 0,
            page,
            onPageChange: setPage,
            pageSize: CUSTOMER_TIMELINE_PAGE_SIZE,
            hideSinglePage: true,
          }}
        />
      )}
    </SectionCard>
  );
}
