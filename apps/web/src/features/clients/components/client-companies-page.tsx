import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { API, countCap } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { pagedListProps } from '@/components/data-table-pagination';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { SelectionToolbar } from '@/components/selection-toolbar';
import { LazyUploadVouchersDialog } from '@/components/vouchers-shared/lazy-upload-vouchers-dialog';
import { useClients } from '@/lib/api/clients';
import { errorText } from '@/lib/error-text';
import { type ListParamsPatch } from '@/lib/list-params';
import { toast } from '@/lib/notices';
import { clientKeys, voucherKeys } from '@/lib/query-keys';
import { usePhone } from '@/lib/use-phone';

import { useDeleteClients } from '../api/delete-clients';
import { useClientPage } from '../api/get-client-page';
import { clientEditPath } from '../company-info';
import {
  CLIENT_LIST_VIEW,
  clientListQuery,
  companiesText,
  CREATE_CLIENT_PATH,
  NO_VOUCHERS_TEXT,
  parseClientFilters,
} from '../list-state';
import { ActionFailedBanner } from './action-failed-banner';
import { ClientsTable } from './clients-table';

import type { TClient } from '@printhub/contract';

const SEARCH_LABEL = 'Search Companies';

/**
 * Client Companies: a page of the list (search, joined dates, sort and rows per page in the URL), create,
 * edit, delete, show vouchers, upload vouchers, export.
 */
export function ClientCompaniesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { view, update, state, query } = useListScreen(CLIENT_LIST_VIEW, parseClientFilters, clientListQuery);
  const list = useClientPage(query);
  const rows = list.data?.results ?? [];
  const remove = useDeleteClients();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const selectedRows = rows.filter((client) => selected.has(client.id));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** The warning banner after a failed delete (with the server's reason when it gives one). */
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  /** Every client, for the upload dialog's client select (loaded when it opens). */
  const allClients = useClients(uploading);
  const [loadingVouchersOf, setLoadingVouchersOf] = useState<number | null>(null);
  // On a phone the search folds with the joined dates behind the Filters button; wider, it tops the actions.
  const phone = usePhone();

  const changeList = (patch: ListParamsPatch) => {
    // Another page, search, filter or sort clears the selection (hidden rows stay unselected).
    setSelected(new Set());
    update(patch);
  };

  const confirmDelete = () => {
    setFailure(null);
    remove.mutate(
      selectedRows.map((client) => client.id),
      {
        onSuccess: ({ deleted }) => {
          setConfirmingDelete(false);
          setSelected(new Set());
          toast.success(`${companiesText(deleted.length)} deleted`);
        },
        onError: (error) => {
          setConfirmingDelete(false);
          setFailure(error);
        },
      },
    );
  };

  const showVouchers = async (client: TClient) => {
    setLoadingVouchersOf(client.id);
    try {
      // What 'Show Vouchers' needs (the codes' query and schema, the link's helper) loads at the click, under
      // the button's spinner: the list does not need it.
      const [{ clientVouchersQueryOptions }, { clientVouchersPath }] = await Promise.all([
        import('../api/get-client-vouchers'),
        import('@/components/vouchers-shared/voucher-list-link'),
      ]);
      const first = await queryClient.fetchQuery(clientVouchersQueryOptions(client.id));
      if (first.count === 0) toast.warning(NO_VOUCHERS_TEXT);
      else void navigate(clientVouchersPath(client.name, first.results, client.id, first.count));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setLoadingVouchersOf(null);
    }
  };

  const uploaded = () => {
    void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: voucherKeys.all });
  };

  return (
    <ListScreen
      title="Client Companies"
      list={list}
      exportCsv={{ path: API.clients, query, name: 'client-companies' }}
      actions={
        <>
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
            Upload vouchers
          </Button>
          <Button
            component={RouterLink}
            to={CREATE_CLIENT_PATH}
            variant="contained"
            startIcon={<AddBusinessIcon />}
          >
            Create new company
          </Button>
        </>
      }
      toolbar={
        <>
          {failure !== null && <ActionFailedBanner error={failure} onClose={() => setFailure(null)} />}
          <SelectionToolbar
            search={
              phone ? undefined : { label: SEARCH_LABEL, q: view.q, onSearch: (q) => changeList({ q }) }
            }
            actionsLabel="Company actions"
            selectedCount={selectedRows.length}
            busy={remove.isPending}
            onDelete={() => setConfirmingDelete(true)}
            onEdit={() => {
              const [client] = selectedRows;
              if (selectedRows.length === 1 && client) void navigate(clientEditPath(client));
            }}
          />
        </>
      }
      search={phone ? SEARCH_LABEL : undefined}
      dates={['Joined from', 'Joined to']}
      state={state}
      update={changeList}
      dialogs={
        <>
          <ConfirmDialog
            open={confirmingDelete}
            title={`Delete ${companiesText(selectedRows.length)}?`}
            message="Their vouchers are deleted with them. This cannot be undone."
            confirmLabel="Delete"
            destructive
            busy={remove.isPending}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={confirmDelete}
          />
          {uploading && (
            <LazyUploadVouchersDialog
              clients={allClients.data ?? []}
              clientsLoading={allClients.isPending}
              initialClientId={selectedRows.length === 1 ? (selectedRows[0]?.id ?? null) : null}
              onClose={() => setUploading(false)}
              onUploaded={uploaded}
            />
          )}
        </>
      }
    >
      <ClientsTable
        rows={rows}
        loading={list.isPending}
        {...pagedListProps(view, changeList, list.data)}
        countCap={countCap(view.q)}
        selected={selected}
        onSelectedChange={setSelected}
        onShowVouchers={(client) => void showVouchers(client)}
        loadingVouchersOf={loadingVouchersOf}
      />
    </ListScreen>
  );
}
