import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { API, countCap } from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

import { useCreateUser } from '../api/create-user';
import { useUsers } from '../api/get-users';
import { parseUserFilters, USER_LIST_VIEW, userListQuery } from '../list-state';
import { UsersTable } from './users-table';

/** The form (react-hook-form, the text fields) loads when it opens: the list does not need it. */
const CreateUserDialog = lazyWithTimeout(() =>
  import('./create-user-dialog').then((m) => ({ default: m.CreateUserDialog })),
);

/** Customers: search (debounced, back to page 1), pages of 10, a 'Create user' dialog (the
 * new user then heads the list, newest first); a row opens the user. */
export function UsersPage() {
  const { view, update, state, query } = useListScreen(USER_LIST_VIEW, parseUserFilters, userListQuery);
  const users = useUsers(query);
  const createUser = useCreateUser();
  const [creating, setCreating] = useState(false);

  const page = users.data;

  return (
    <ListScreen
      title="Users"
      list={users}
      loadingLabel="Loading users"
      exportCsv={{ path: API.users, query, name: 'users' }}
      actions={
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Create user
        </Button>
      }
      search="Search users"
      dates={['Joined from', 'Joined to']}
      state={state}
      update={update}
      count={{ total: page?.count, one: 'user', many: 'users', cap: countCap(state.q) }}
      dialogs={
        creating && (
          <LazyDialog label="the user form" onClose={() => setCreating(false)}>
            <CreateUserDialog
              open
              onClose={() => setCreating(false)}
              onCreate={(values) => createUser.mutateAsync(values)}
            />
          </LazyDialog>
        )
      }
    >
      <UsersTable
        users={page?.results ?? []}
        {...pagedListProps(view, update, page)}
        loading={users.isPending}
        emptyText={state.q ? `No users match "${state.q}"` : undefined}
        countCap={countCap(state.q)}
      />
    </ListScreen>
  );
}
