import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { PAGE_SIZES, type TWebhook, type TWebhookDeliveryStatus } from '@printhub/contract';

import { LoadingState } from '@/components/loading-state';
import { EmptyState } from '@/components/page';
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

/** One endpoint's delivery log: each try with its outcome, the latest first. */
export function WebhookDeliveries({ webhook }: { webhook: TWebhook }) {
  const [page, setPage] = useState({ limit: 10, offset: 0 });
  const deliveries = useDeliveries(webhook.id, page);
  const rows = deliveries.data?.results ?? [];
  const headingId = `webhook-${webhook.id}-log`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id={headingId}>
          Delivery log: {webhook.url}
        </Typography>
        <RefreshButton onRefresh={() => void deliveries.refetch()} loading={deliveries.isFetching} />
      </Stack>
      {deliveries.isPending ? (
        <LoadingState label="Loading the delivery log" />
      ) : deliveries.isError ? (
        <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="No deliveries yet: send a test event" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`Deliveries to ${webhook.url}`}>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Try</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Answer</TableCell>
                <TableCell>Duration</TableCell>
                <TableCell>Error</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(d.tried_at ?? d.scheduled_at)}
                  </TableCell>
                  <TableCell>
                    {d.type}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {d.message_id}
                    </Typography>
                  </TableCell>
                  <TableCell>{d.try}</TableCell>
                  <TableCell>
                    <Chip size="small" label={STATUS[d.status].label} color={STATUS[d.status].color} />
                  </TableCell>
                  <TableCell>{d.status_code ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {d.duration_ms === null ? '—' : `${d.duration_ms} ms`}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{d.error ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={deliveries.data?.count ?? 0}
            page={page.offset / page.limit}
            rowsPerPage={page.limit}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_, n) => setPage({ ...page, offset: n * page.limit })}
            onRowsPerPageChange={(e) => setPage({ limit: Number(e.target.value), offset: 0 })}
          />
        </TableContainer>
      )}
    </Paper>
  );
}
