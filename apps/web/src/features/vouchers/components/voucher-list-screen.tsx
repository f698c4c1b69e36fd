import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { API } from '@printhub/contract';

import { ExportCsvButton } from '@/components/export-csv-button';
import { LazyDialog } from '@/components/lazy-dialog';
import { PageHeading } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { RefreshButton } from '@/components/refresh-button';
import { SelectionToolbar, type ToolbarSearch } from '@/components/selection-toolbar';
import { LazyUploadVouchersDialog } from '@/components/vouchers-shared';
import { useClients } from '@/lib/api/clients';
import { isApiError, type QueryValue } from '@/lib/api-client';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useCreateVoucher } from '../api/create-voucher';
import { useOpenVoucher } from '../api/get-vouchers';
import { invalidateVoucherLists } from '../api/invalidate';
import { useUpdateVoucher } from '../api/update-voucher';
import { rowKey } from '../list-state';
import { createVoucherRequest, updateVoucherRequest } from '../voucher-request';
import { VoucherDeleteDialog } from './voucher-delete-dialog';
import { VouchersTable } from './vouchers-table';

import type { PagedListProps } from '@/components/data-table-pagination';
import type { TVoucherCodePage, TVoucherCodeRow, TVoucherForm, TVoucherInfo } from '@printhub/contract';

const NONE: ReadonlySet<string> = new Set();

/** The form (date pickers, image and code fields) loads when it opens: the list does not need it. */
const VoucherFormDialog = lazyWithTimeout(() =>
  import('./voucher-form-dialog').then((m) => ({ default: m.VoucherFormDialog })),
);

export interface VoucherListScreenProps {
  title: string;
  /** The client view: no Upload or Create buttons. */
  clientView: boolean;
  /** The page of code rows shown (undefined before the first answer). */
  page: TVoucherCodePage | undefined;
  /** The page, rows per page and sorting, from the URL (pagedListProps). */
  paging: Omit<PagedListProps, 'loading' | 'emptyText'>;
  /** The list's query: what Export CSV sends (without the paging); another query clears the selection. */
  query: Record<string, QueryValue>;
  /** The list's own filters, above the search (on a phone, with it behind the Filters button). */
  filters?: ReactNode;
  /** The search box (the server matches client name, code or cost); none on a phone, where `filters` hold it. */
  search?: ToolbarSearch;
  countCap: number;
  /** The first load: skeleton rows. */
  loading: boolean;
  fetching: boolean;
  error: unknown;
  onRefresh: () => void;
  notice?: ReactNode;
}

/**
 * The voucher list of both views, a page of code rows at a time from the server: search, select, DELETE,
 * EDIT, and (not in the client view) Upload and Create.
 */
export function VoucherListScreen({
  title,
  clientView,
  page,
  paging,
  query,
  filters,
  search,
  countCap,
  loading,
  fetching,
  error,
  onRefresh,
  notice,
}: VoucherListScreenProps) {
  const queryClient = useQueryClient();
  const rows = page?.results ?? [];
  // The selection belongs to the rows shown: another page, search, sort or filter starts with none.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ queryKey, keys: new Set<string>() });
  const selected = selection.queryKey === queryKey ? selection.keys : NONE;
  const setSelected = (keys: Set<string>) => setSelection({ queryKey, keys });
  const selectedRows = rows.filter((row) => selected.has(rowKey(row)));
  const [form, setForm] = useState<{ info: TVoucherInfo | null } | null>(null);
  const voucher = useOpenVoucher();
  const [uploading, setUploading] = useState(false);
  /** The rows DELETE asks about, as they were when it was clicked (the list reloads under the dialog). */
  const [deleting, setDeleting] = useState<TVoucherCodeRow[] | null>(null);
  /** The warning banner after a failed delete. */
  const [failure, setFailure] = useState<unknown>(null);
  const clients = useClients(form !== null || uploading);
  const create = useCreateVoucher();
  const update = useUpdateVoucher();

  const edit = async () => {
    const [row] = selectedRows;
    const info = row && selectedRows.length === 1 ? await voucher.open(row.voucherInfoId) : null;
    if (info) setForm({ info });
  };

  const save = async (values: TVoucherForm, image: string | null) => {
    const editing = form?.info;
    const saved = editing
      ? await update.mutateAsync(updateVoucherRequest(editing, values, image))
      : await create.mutateAsync(createVoucherRequest(values, image));
    setSelected(new Set());
    return saved;
  };

  const uploaded = () => void invalidateVoucherLists(queryClient);

  const reason = isApiError(failure) && [404, 409, 422].includes(failure.status) ? failure.message : null;
  return (
    <Box component="section">
      <PageHeading
        // The spec's ' Vouchers' keeps its leading space in the text; normal white-space hides it on screen.
        title={
          <Box component="span" sx={{ whiteSpace: 'normal' }}>
            {title}
          </Box>
        }
        actions={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <RefreshButton onRefresh={onRefresh} loading={fetching} />
            <ExportCsvButton
              path={API.vouchers}
              query={query}
              name={clientView ? 'client-vouchers' : 'vouchers'}
            />
            {!clientView && (
              <>
                <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
                  Upload Vouchers
                </Button>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ info: null })}>
                  Create New
                </Button>
              </>
            )}
          </Stack>
        }
      />
      {notice}
      {failure !== null && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          <Typography>{GENERIC_ERROR_TEXT}</Typography>
          {reason && <Typography variant="body2">{reason}</Typography>}
        </Alert>
      )}
      {filters}
      <SelectionToolbar
        search={search}
        actionsLabel="Voucher actions"
        selectedCount={selectedRows.length}
        busy={voucher.opening}
        onDelete={() => {
          setFailure(null);
          setDeleting(selectedRows);
        }}
        onEdit={() => void edit()}
      />
      {error ? (
        <QueryError error={error} onRetry={onRefresh} />
      ) : (
        <>
          <Box sx={{ height: 4, mb: 0.5 }}>
            {fetching && <LinearProgress aria-label="Loading vouchers" />}
          </Box>
          <VouchersTable
            rows={rows}
            {...paging}
            countCap={countCap}
            loading={loading}
            selected={selected}
            onSelectedChange={setSelected}
            showBuyer={!clientView}
          />
        </>
      )}
      {deleting && (
        <VoucherDeleteDialog
          rows={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setSelected(new Set());
          }}
          onFailed={(failed) => {
            setDeleting(null);
            setFailure(failed);
          }}
        />
      )}
      {form && (
        <LazyDialog label="the voucher form" onClose={() => setForm(null)}>
          <VoucherFormDialog
            key={form.info?.id ?? 'new'}
            info={form.info}
            clients={clients.data ?? []}
            clientsLoading={clients.isPending}
            onClose={() => setForm(null)}
            onSubmit={save}
          />
        </LazyDialog>
      )}
      {uploading && (
        <LazyUploadVouchersDialog
          clients={clients.data ?? []}
          clientsLoading={clients.isPending}
          onClose={() => setUploading(false)}
          onUploaded={uploaded}
        />
      )}
    </Box>
  );
}
