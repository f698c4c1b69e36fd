import QrCode2Icon from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { API } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { pagedListProps } from '@/components/data-table-pagination';
import { ExportCsvButton } from '@/components/export-csv-button';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { ShowAllNotice } from '@/components/show-all-notice';
import { appInfoQueryOptions } from '@/lib/app-info';
import { GENERIC_ERROR_TEXT } from '@/lib/error-text';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useListSearchParams } from '@/lib/list-params';
import { toast } from '@/lib/notices';

import { useCreateQrCode } from '../api/create-qr-code';
import { useDeleteQrCodes } from '../api/delete-qr-codes';
import { useQrCodes } from '../api/get-qr-codes';
import { useUpdateQrCode } from '../api/update-qr-code';
import { parseQrListState, qrListQuery, qrScanUrl, updateQrListState, type QrListPatch } from '../list-state';
import { downloadQrZip } from '../qr-download';
import { createQrFormData, toggleActiveFormData, updateQrFormData } from '../qr-payload';
import { QrBulkActiveDialog, type QrBulkActiveRequest } from './qr-bulk-active-dialog';
import { QrCodesTable } from './qr-codes-table';
import { QrCodesToolbar } from './qr-codes-toolbar';
import { QrScansDialog } from './qr-scans-dialog';
import { QrViewDialog } from './qr-view-dialog';

import type { QrFormOutput } from '../qr-form';
import type { TQrCode } from '@printhub/contract';

/** The form (date pickers, image field) loads when it opens: the list does not need it. */
const QrFormDialog = lazyWithTimeout(() =>
  import('./qr-form-dialog').then((m) => ({ default: m.QrFormDialog })),
);

export const QR_ZIP_FAILED_TEXT = 'The ZIP could not be created — please try again!';

const plural = (n: number) => `${n} QR ${n === 1 ? 'code' : 'codes'}`;

/** QR Code Generator: list, filter, search, generate, edit, (de)activate, delete, download. */
export function QrCodesPage() {
  const [params, setParams] = useListSearchParams();
  const state = useMemo(() => parseQrListState(params), [params]);
  const query = useMemo(() => qrListQuery(state), [state]);
  const list = useQrCodes(query);
  const rows = list.data?.results ?? [];
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const selectedRows = rows.filter((qr) => selected.has(qr.id));

  const [form, setForm] = useState<{ qr: TQrCode | null } | null>(null);
  /** The ids the open confirmation deletes; kept while the dialog closes, so its title does not change. */
  const [deletion, setDeletion] = useState<{ ids: number[]; open: boolean }>({ ids: [], open: false });
  const [bulkActive, setBulkActive] = useState<QrBulkActiveRequest>({
    ids: [],
    isActive: false,
    open: false,
  });
  const [viewing, setViewing] = useState<TQrCode | null>(null);
  const [scansOf, setScansOf] = useState<TQrCode | null>(null);
  /** The warning banner after a failed delete or update. */
  const [failed, setFailed] = useState(false);
  const [zipping, setZipping] = useState(false);

  const queryClient = useQueryClient();
  const create = useCreateQrCode();
  const update = useUpdateQrCode();
  const remove = useDeleteQrCodes();
  const refresh = () => void list.refetch();

  const changeList = (patch: QrListPatch) => {
    // Another page, search, filter or sort clears the selection (hidden rows stay unselected).
    setSelected(new Set());
    setParams((previous) => updateQrListState(previous, patch));
  };

  const confirmDelete = () => {
    setFailed(false);
    remove.mutate(deletion.ids, {
      onSuccess: ({ deleted }) => {
        setDeletion({ ids: deletion.ids, open: false });
        setSelected(new Set());
        toast.success(`${plural(deleted.length)} deleted`);
      },
      onError: () => {
        setDeletion({ ids: deletion.ids, open: false });
        setFailed(true);
      },
    });
  };

  const toggleActive = () => {
    const [qr] = selectedRows;
    if (selectedRows.length !== 1 || !qr) return;
    setFailed(false);
    update.mutate(
      { id: qr.id, body: toggleActiveFormData(qr) },
      {
        onSuccess: (saved) =>
          toast.success(`QR code ${saved.code} ${saved.is_active ? 'activated' : 'deactivated'}`),
        onError: () => setFailed(true),
      },
    );
  };

  const downloadZip = async () => {
    setZipping(true);
    try {
      const { public_url } = await queryClient.fetchQuery(appInfoQueryOptions());
      await downloadQrZip(selectedRows.map((qr) => ({ code: qr.code, url: qrScanUrl(public_url, qr.code) })));
    } catch (error) {
      console.error('QR ZIP download failed', error);
      toast.error(QR_ZIP_FAILED_TEXT);
    } finally {
      setZipping(false);
    }
  };

  const save = (values: QrFormOutput): Promise<TQrCode> => {
    const editing = form?.qr;
    return editing
      ? update.mutateAsync({ id: editing.id, body: updateQrFormData(editing, values) })
      : create.mutateAsync(createQrFormData(values));
  };

  // The row's place in the whole list, from 1 (qrcode-{index}.png).
  const viewIndex = viewing ? query.offset + rows.findIndex((qr) => qr.id === viewing.id) + 1 : 0;
  return (
    <Box component="section">
      <PageHeading title="QR Code Generator">
        <RefreshButton onRefresh={refresh} loading={list.isFetching} />
        <ExportCsvButton path={API.qrCodes} query={query} name="qr-codes" />
        <Button variant="contained" startIcon={<QrCode2Icon />} onClick={() => setForm({ qr: null })}>
          Generate QR
        </Button>
      </PageHeading>
      {state.id !== undefined && (
        <ShowAllNotice onShowAll={() => changeList({ id: null })}>
          Showing only the QR code with id {state.id}
        </ShowAllNotice>
      )}
      {failed && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setFailed(false)}>
          {GENERIC_ERROR_TEXT}
        </Alert>
      )}
      <QrCodesToolbar
        q={state.q}
        filter={state.filter}
        from={state.from}
        to={state.to}
        onSearch={(q) => changeList({ q })}
        onFilterChange={(filter) => changeList({ filter })}
        onDateChange={(end, value) => changeList({ [end]: value ?? null })}
        selected={selectedRows}
        busy={remove.isPending || update.isPending || zipping}
        onDelete={() => setDeletion({ ids: selectedRows.map((qr) => qr.id), open: true })}
        onEdit={() => setForm({ qr: selectedRows[0] ?? null })}
        onToggleActive={toggleActive}
        onBulkActive={(isActive) => {
          setFailed(false);
          setBulkActive({ ids: selectedRows.map((qr) => qr.id), isActive, open: true });
        }}
        onDownloadZip={() => void downloadZip()}
      />
      <ListBody query={list} loadingLabel="Loading QR codes" onRetry={refresh}>
        <QrCodesTable
          rows={rows}
          loading={list.isPending}
          {...pagedListProps(state, changeList, list.data)}
          selected={selected}
          onSelectedChange={setSelected}
          onShowScans={setScansOf}
          onView={setViewing}
        />
      </ListBody>
      {form && (
        <LazyDialog label="the QR code form" onClose={() => setForm(null)}>
          <QrFormDialog
            key={form.qr?.id ?? 'new'}
            qr={form.qr}
            onClose={() => setForm(null)}
            onSubmit={save}
          />
        </LazyDialog>
      )}
      <ConfirmDialog
        open={deletion.open}
        title={`Delete ${plural(deletion.ids.length)}?`}
        message="Printed copies stop working. This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeletion({ ids: deletion.ids, open: false })}
        onConfirm={confirmDelete}
      />
      <QrBulkActiveDialog
        request={bulkActive}
        onClose={() => setBulkActive({ ...bulkActive, open: false })}
        onDone={() => setSelected(new Set())}
        onError={() => setFailed(true)}
      />
      {viewing && <QrViewDialog qr={viewing} index={viewIndex} onClose={() => setViewing(null)} />}
      {scansOf && <QrScansDialog qr={scansOf} onClose={() => setScansOf(null)} />}
    </Box>
  );
}
