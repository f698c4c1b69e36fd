import { useNavigate } from 'react-router';

import { COUNT_CAP, type TCustomer } from '@printhub/contract';

import { WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { countColumn, dateColumn, fieldColumn, linkColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { fullName } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

export const NO_CUSTOMERS_TEXT = 'No users found';

export const customerPath = (id: number): string => `/user/${id}`;

const COLUMNS: DataTableColumn<TCustomer>[] = [
  {
    ...linkColumn(
      'name',
      'Name',
      (customer) => ({
        to: customerPath(customer.id),
        text: fullName(customer) || customer.email || customer.mobile,
      }),
      {
        rowOpensToo: true,
      },
    ),
    sortField: 'first_name',
    sx: WRAPPING_TEXT_SX,
  },
  {
    key: 'email',
    header: 'Email',
    sortField: 'email',
    sx: WRAPPING_TEXT_SX,
    render: (customer) => customer.email ?? '—',
  },
  fieldColumn('mobile', 'Mobile', { sx: { whiteSpace: 'nowrap' } }),
  countColumn('coins', 'Coins', (customer) => customer.coin_balance, 'coin_balance'),
  { ...dateColumn('joined', 'Joined', (customer) => customer.created_at), sortField: 'created_at' },
];

const TABLE = { ariaLabel: 'Users', emptyText: NO_CUSTOMERS_TEXT, pageSize: DEFAULT_PAGE_SIZE } as const;

export interface CustomersTableProps extends PagedListProps {
  customers: readonly TCustomer[];
  /** The API's cap for this list (contract's countCap(query)); default COUNT_CAP. */
  countCap?: number;
}

/** Customers, 10 a page; the name is a link and the whole row opens /user/{id}. */
export function CustomersTable({ customers, countCap = COUNT_CAP, ...list }: CustomersTableProps) {
  const navigate = useNavigate();
  const open = (customer: TCustomer) => void navigate(customerPath(customer.id));
  return (
    <ListTable
      {...TABLE}
      columns={COLUMNS}
      rows={customers}
      list={list}
      countCap={countCap}
      onRowClick={open}
    />
  );
}
