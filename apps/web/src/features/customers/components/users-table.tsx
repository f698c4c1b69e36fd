import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';

import { COUNT_CAP, type TCustomer } from '@printhub/contract';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DataTablePagination } from '@/components/data-table-pagination';
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
  return (
    <DataTable
      columns={COLUMNS}
      rows={users}
      getRowKey={(user) => user.id}
      ariaLabel="Users"
      loading={loading}
      emptyText={emptyText}
      onRowClick={(user) => void navigate(userPath(user.id))}
      footer={
        <DataTablePagination
          count={count}
          page={page}
          pageSize={USER_PAGE_SIZE}
          onPageChange={onPageChange}
          countCap={countCap}
          hasNext={hasNext}
        />
      }
      outlined
    />
  );
}
