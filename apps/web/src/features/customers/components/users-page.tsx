import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';

import { API, countCap } from '@printhub/contract';

import { pagedListProps } from '@/components/data-table-pagination';
import { DateRangeFilter } from '@/components/date-field/date-range-filter';
import { LazyDialog } from '@/components/lazy-dialog';
import { ListScreen } from '@/components/list-screen';
import { SearchField } from '@/components/search-field';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { onDateRangeChange, useListView } from '@/lib/list-params';

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
  const { params, view, update } = useListView(USER_LIST_VIEW);
  const filters = useMemo(() => parseUserFilters(params), [params]);
  const query = useMemo(() => userListQuery(view, filters), [view, filters]);
  const users = useUsers(query);
  const createUser = useCreateUser();
  const [creating, setCreating] = useState(false);
  const state = { ...view, ...filters };

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
      filters={
        <>
          <SearchField label="Search users" value={state.q} onSearch={(q) => update({ q })} />
          <DateRangeFilter
            fromLabel="Joined from"
            toLabel="Joined to"
            from={state.fromDate}
            to={state.toDate}
            onChange={onDateRangeChange(update)}
          />
        </>
      }
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
