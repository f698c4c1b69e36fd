import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { Link as RouterLink, useNavigate } from 'react-router';

import { COUNT_CAP, formatCount, isCountCapped, type TCustomer } from '@printhub/contract';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { datePart, fullName } from '@/lib/format';

import { USER_PAGE_SIZE } from '../list-state';

export const NO_USERS_TEXT = 'No users found';

export const userPath = (id: number): string => `/user/${id}`;

const COLUMNS: DataTableColumn<TCustomer>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (user) => (
      // The row opens the user too: stop here so one click navigates once.
      <Link component={RouterLink} to={userPath(user.id)} onClick={(event) => event.stopPropagation()}>
        {fullName(user) || user.email}
      </Link>
    ),
  },
  { key: 'email', header: 'Email', render: (user) => user.email },
  { key: 'mobile', header: 'Mobile', sx: { whiteSpace: 'nowrap' }, render: (user) => user.mobile },
  {
    key: 'coins',
    header: 'Coins',
    align: 'right',
    render: (user) => user.coin_balance.toLocaleString('en-US'),
  },
  {
    key: 'joined',
    header: 'Joined',
    sx: { whiteSpace: 'nowrap' },
    render: (user) => <time dateTime={user.created_at}>{datePart(user.created_at)}</time>,
  },
];

export interface UsersTableProps {
  users: readonly TCustomer[];
  /** The total from the API, counted up to countCap (a count at the cap means "more than that"). */
  count: number;
  /** The API's cap for this list (contract's countCap(query)); default COUNT_CAP. */
  countCap?: number;
  hasNext: boolean;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The first load: skeleton rows instead of the empty text. */
  loading?: boolean;
  emptyText?: string;
}

/** Customers, 10 a page; the name is a link and the whole row opens /user/{id}. */
export function UsersTable({
  users,
  count,
  hasNext,
  page,
  onPageChange,
  loading = false,
  emptyText = NO_USERS_TEXT,
  countCap = COUNT_CAP,
}: UsersTableProps) {
  const navigate = useNavigate();
  const capped = isCountCapped(count, countCap);
  const lastPage = Math.max(0, Math.ceil(count / USER_PAGE_SIZE) - 1);
  return (
    <Paper variant="outlined">
      <DataTable
        columns={COLUMNS}
        rows={users}
        getRowKey={(user) => user.id}
        ariaLabel="Users"
        loading={loading}
        emptyText={emptyText}
        onRowClick={(user) => void navigate(userPath(user.id))}
      />
      <TablePagination
        component="div"
        rowsPerPageOptions={[USER_PAGE_SIZE]}
        rowsPerPage={USER_PAGE_SIZE}
        // A capped count is "unknown": MUI pages on until the API says there is no next page.
        count={capped ? -1 : count}
        page={capped ? page - 1 : Math.min(page - 1, lastPage)}
        onPageChange={(_, next) => onPageChange(next + 1)}
        labelDisplayedRows={({ from, to }) => `${from}–${to} of ${formatCount(count, countCap)}`}
        slotProps={capped ? { actions: { nextButton: { disabled: !hasNext } } } : undefined}
      />
    </Paper>
  );
}
