import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import {
  PAGE_SIZES,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookDeliveryStatus,
} from '@printhub/contract';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { PagedDataTable } from '@/components/data-table-pagination';
import { QueryError } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { formatDateTime } from '@/lib/format';

import { useDeliveries } from '../api/get-webhooks';

const STATUS: Record<
  TWebhookDeliveryStatus,
  { label: string; color: 'default' | 'success' | 'error' | 'info' }
> = {
  pending: { label: 'Waiting', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  cancelled: { label: 'Not sent', color: 'default' },
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const COLUMNS: DataTableColumn<TWebhookDelivery>[] = [
  { key: 'time', header: 'Time', sx: NOWRAP, render: (d) => formatDateTime(d.tried_at ?? d.scheduled_at) },
  {
    key: 'event',
    header: 'Event',
    render: (d) => (
      <>
        {d.type}
        <Typography variant="caption" component="div" color="text.secondary">
          {d.message_id}
        </Typography>
      </>
    ),
  },
  { key: 'try', header: 'Try', render: (d) => d.try },
  {
    key: 'status',
    header: 'Status',
    render: (d) => <Chip size="small" label={STATUS[d.status].label} color={STATUS[d.status].color} />,
  },
  { key: 'answer', header: 'Answer', render: (d) => d.status_code ?? '—' },
  {
    key: 'duration',
    header: 'Duration',
    sx: NOWRAP,
    render: (d) => (d.duration_ms === null ? '—' : `${d.duration_ms} ms`),
  },
  { key: 'error', header: 'Error', sx: { ...WRAPPING_TEXT_SX, maxWidth: 320 }, render: (d) => d.error ?? '' },
];

/** One endpoint's delivery log: each try with its outcome, the latest first. */
export function WebhookDeliveries({ webhook }: { webhook: TWebhook }) {
  const [page, setPage] = useState({ limit: 10, offset: 0 });
  const deliveries = useDeliveries(webhook.id, page);
  const headingId = `webhook-${webhook.id}-log`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          Delivery log: {webhook.url}
        </Typography>
        <RefreshButton onRefresh={() => void deliveries.refetch()} loading={deliveries.isFetching} />
      </Stack>
      {deliveries.isError ? (
        <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <PagedDataTable
          columns={COLUMNS}
          rows={deliveries.data?.results ?? []}
          ariaLabel={`Deliveries to ${webhook.url}`}
          loading={deliveries.isPending}
          emptyText="No deliveries yet: send a test event"
          skeletonRows={3}
          size="small"
          hover={false}
          pagination={{
            count: deliveries.data?.count ?? 0,
            page: page.offset / page.limit + 1,
            onPageChange: (n) => setPage({ ...page, offset: (n - 1) * page.limit }),
            pageSize: page.limit,
            pageSizeOptions: PAGE_SIZES,
            onPageSizeChange: (limit) => setPage({ limit, offset: 0 }),
          }}
        />
      )}
    </Paper>
  );
}
