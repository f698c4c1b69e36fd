import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { API } from '@printhub/contract';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { pagedListProps } from '@/components/data-table-pagination';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { errorText } from '@/lib/error-text';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { toast } from '@/lib/notices';

import { useCreateStaffUser } from '../api/create-staff-user';
import { useStaffUserPage } from '../api/get-staff-users';
import { useSetStaffUserActive } from '../api/update-staff-user';
import { parseStaffFilters, STAFF_LIST_VIEW, staffListQuery } from '../list-state';
import { staffActionConfirmation, staffActionLabel } from '../staff-actions';
import { StaffRowDialogs, type StaffDialog } from './staff-row-dialogs';
import { StaffUsersTable } from './staff-users-table';

import type { TStaffUser } from '@printhub/contract';

/** The form (react-hook-form, the text fields) loads when it opens: the list does not need it. */
const CreateStaffUserDialog = lazyWithTimeout(() =>
  import('./create-staff-user-dialog').then((m) => ({ default: m.CreateStaffUserDialog })),
);

/**
 * Staff users: the list (paged, sorted and filtered by the server, its view in the URL), 'Create staff user', Edit and Reset password per row, and Deactivate/Reactivate after a
 * confirmation.
 */
export function StaffUsersPage() {
  const { view, update, state, query } = useListScreen(STAFF_LIST_VIEW, parseStaffFilters, staffListQuery);
  const staff = useStaffUserPage(query);
  const create = useCreateStaffUser();
  const setActive = useSetStaffUserActive();
  const [creating, setCreating] = useState(false);
  const [target, setTarget] = useState<TStaffUser | null>(null);
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  // The dialog keeps its text while it closes.
  const [shown, setShown] = useState<TStaffUser | null>(null);
  if (target && target !== shown) setShown(target);

  const confirm = () => {
    if (!target) return;
    const user = target;
    setActive.mutate(
      { id: user.id, is_active: !user.is_active },
      {
        onSuccess: (updated) => {
          setTarget(null);
          toast.success(`${updated.full_name} ${updated.is_active ? 'reactivated' : 'deactivated'}`);
        },
        onError: (error) => {
          setTarget(null);
          toast.error(errorText(error));
        },
      },
    );
  };

  const confirmation = shown ? staffActionConfirmation(shown) : null;
  return (
    <ListScreen
      title="Staff Users"
      list={staff}
      exportCsv={{ path: API.staffUsers, query, name: 'staff-users' }}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Create staff user
        </Button>
      }
      search="Search staff users"
      dates={['Created from', 'Created to']}
      state={state}
      update={update}
      dialogs={
        <>
          {creating && (
            <LazyDialog label="the staff user form" onClose={() => setCreating(false)}>
              <CreateStaffUserDialog
                open
                onClose={() => setCreating(false)}
                onCreate={(values) => create.mutateAsync(values)}
              />
            </LazyDialog>
          )}
          <StaffRowDialogs dialog={dialog} onClose={() => setDialog(null)} />
          <ConfirmDialog
            open={target !== null}
            title={confirmation?.title ?? ''}
            message={confirmation?.message}
            confirmLabel={shown ? staffActionLabel(shown) : 'Confirm'}
            destructive={shown?.is_active ?? false}
            busy={setActive.isPending}
            onCancel={() => setTarget(null)}
            onConfirm={confirm}
          />
        </>
      }
    >
      <StaffUsersTable
        users={staff.data?.results ?? []}
        {...pagedListProps(view, update, staff.data)}
        loading={staff.isPending}
        emptyText={view.q ? `No staff users match "${view.q}"` : undefined}
        busyId={setActive.isPending ? (setActive.variables?.id ?? null) : null}
        onAction={setTarget}
        onEdit={(user) => setDialog({ kind: 'edit', user })}
        onResetPassword={(user) => setDialog({ kind: 'password', user })}
      />
    </ListScreen>
  );
}
