import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { countCap } from '@printhub/contract';

import { LazyDialog } from '@/components/lazy-dialog';
import { ListBody } from '@/components/list-body';
import { PageHeading } from '@/components/page';
import { RefreshButton } from '@/components/refresh-button';
import { SearchField } from '@/components/search-field';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { updateListParams } from '@/lib/list-params';

import { useCreateUser } from '../api/create-user';
import { useUsers } from '../api/get-users';
import { parseUserListState, userCountLabel, userListQuery } from '../list-state';
import { UsersTable } from './users-table';

/** The form (react-hook-form, the text fields) loads when it opens: the list does not need it. */
const CreateUserDialog = lazyWithTimeout(() =>
  import('./create-user-dialog').then((m) => ({ default: m.CreateUserDialog })),
);

/** Customers: search (debounced, back to page 1), pages of 10, a 'Create user' dialog (the
 * new user then heads the list, newest first); a row opens the user. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseUserListState(params), [params]);
  const query = useMemo(() => userListQuery(state), [state]);
  const users = useUsers(query);
  const createUser = useCreateUser();
  const [creating, setCreating] = useState(false);

  const update = (patch: { page?: number; q?: string; filters?: Record<string, null> }) =>
    setParams((previous) => updateListParams(previous, patch));

  const refresh = () => void users.refetch();
  const page = users.data;

  return (
    <Box component="section">
      <PageHeading title="Users">
        <RefreshButton onRefresh={refresh} loading={users.isFetching} />
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          Create user
        </Button>
      </PageHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
        <SearchField label="Search users" value={state.q} onSearch={(q) => update({ q })} />
        {state.fromDate && (
          <Chip
            label={`Joined on or after ${state.fromDate}`}
            onDelete={() => update({ filters: { from_date: null } })}
          />
        )}
        <Typography color="text.secondary" aria-live="polite">
          {page && !users.isError ? userCountLabel(page.count, countCap(state.q)) : ''}
        </Typography>
      </Stack>
      <ListBody query={users} loadingLabel="Loading users" onRetry={refresh}>
        <UsersTable
          users={page?.results ?? []}
          count={page?.count ?? 0}
          hasNext={Boolean(page?.next)}
          page={state.page}
          onPageChange={(next) => update({ page: next })}
          loading={users.isPending}
          emptyText={state.q ? `No users match "${state.q}"` : undefined}
          countCap={countCap(state.q)}
        />
      </ListBody>
      {creating && (
        <LazyDialog label="the user form" onClose={() => setCreating(false)}>
          <CreateUserDialog
            open
            onClose={() => setCreating(false)}
            onCreate={(values) => createUser.mutateAsync(values)}
          />
        </LazyDialog>
      )}
    </Box>
  );
}
