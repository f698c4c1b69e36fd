import { useNavigate } from 'react-router';

import { COUNT_CAP, type TCustomer } from '@printhub/contract';

import { dateColumn, linkColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { fullName } from '@/lib/format';

import { USER_PAGE_SIZE } from '../list-state';

import type { DataTableColumn } from '@/components/data-table';

export const NO_USERS_TEXT = 'No users found';

export const userPath = (id: number): string => `/user/${id}`;

const COLUMNS: DataTableColumn<TCustomer>[] = [
  {
    ...linkColumn('name', 'Name', (user) => ({ to: userPath(user.id), text: fullName(user) || user.email }), {
      rowOpensToo: true,
    }),
    sortField: 'first_name',
  },
  { key: 'email', header: 'Email', sortField: 'email', render: (user) => user.email },
  {
    key: 'mobile',
    header: 'Mobile',
    sortField: 'mobile',
    sx: { whiteSpace: 'nowrap' },
    render: (user) => user.mobile,
  },
  {
    key: 'coins',
    sortField: 'coin_balance',
    header: 'Coins',
    align: 'right',
    render: (user) => user.coin_balance.toLocaleString('en-US'),
  },
  { ...dateColumn('joined', 'Joined', (user) => user.created_at), sortField: 'created_at' },
];

const TABLE = { ariaLabel: 'Users', emptyText: NO_USERS_TEXT, pageSize: USER_PAGE_SIZE } as const;

export interface UsersTableProps extends PagedListProps {
  users: readonly TCustomer[];
  /** The API's cap for this list (contract's countCap(query)); default COUNT_CAP. */
  countCap?: number;
}

/** Customers, 10 a page; the name is a link and the whole row opens /user/{id}. */
export function UsersTable({ users, countCap = COUNT_CAP, ...list }: UsersTableProps) {
  const navigate = useNavigate();
  const open = (user: TCustomer) => void navigate(userPath(user.id));
  return (
    <ListTable {...TABLE} columns={COLUMNS} rows={users} list={list} countCap={countCap} onRowClick={open} />
  );
}
