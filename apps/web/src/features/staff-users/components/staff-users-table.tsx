import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { activeStatusColumn } from '@/components/active-status-column';
import { actionColumn, dateColumn, fieldColumn } from '@/components/data-table-columns';
import { ListTable, type PagedListProps } from '@/components/data-table-pagination';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-params';

import { staffActionLabel, staffStatusLabel } from '../staff-actions';

import type { DataTableColumn } from '@/components/data-table';
import type { TStaffUser } from '@printhub/contract';

export const NO_STAFF_TEXT = 'No staff users yet';

export interface StaffUsersTableProps extends PagedListProps {
  users: readonly TStaffUser[];
  /** The row whose change is being saved: its button is disabled. */
  busyId?: number | null;
  onAction: (user: TStaffUser) => void;
  /** 'Edit' and 'Reset password' on each row (shown when given). */
  onEdit?: (user: TStaffUser) => void;
  onResetPassword?: (user: TStaffUser) => void;
}

/**
 * Staff users with an Active/Deactivated chip and a Deactivate or Reactivate button per row, in pages with
 * sortable headers; the name opens the staff user's orders.
 */
const TABLE = { ariaLabel: 'Staff users', emptyText: NO_STAFF_TEXT, pageSize: DEFAULT_PAGE_SIZE } as const;

export function StaffUsersTable({
  users,
  busyId = null,
  onAction,
  onEdit,
  onResetPassword,
  ...list
}: StaffUsersTableProps) {
  const columns: DataTableColumn<TStaffUser>[] = [
    {
      key: 'name',
      header: 'Name',
      sortField: 'full_name',
      render: (user) => (
        <Link component={RouterLink} to={`/staff_users/${user.id}`} title={`Orders of ${user.full_name}`}>
          {user.full_name}
        </Link>
      ),
    },
    fieldColumn('email', 'Email'),
    {
      key: 'mobile',
      header: 'Mobile',
      sortField: 'mobile',
      sx: { whiteSpace: 'nowrap' },
      render: (user) => user.mobile || '—',
    },
    { ...dateColumn('created', 'Created', (user) => user.created_at), sortField: 'created_at' },
    activeStatusColumn(staffStatusLabel),
    ...(onEdit && onResetPassword
      ? [
          {
            key: 'manage',
            header: 'Manage',
            card: 'action' as const,
            render: (user: TStaffUser) => (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => onEdit(user)} aria-label={`Edit ${user.full_name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  onClick={() => onResetPassword(user)}
                  aria-label={`Reset password for ${user.full_name}`}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Reset password
                </Button>
              </Stack>
            ),
          },
        ]
      : []),
    actionColumn((user) => {
      const action = staffActionLabel(user);
      return {
        label: action,
        variant: 'outlined',
        color: user.is_active ? 'error' : 'primary',
        disabled: busyId === user.id,
        onClick: () => onAction(user),
        'aria-label': `${action} ${user.full_name}`,
      };
    }),
  ];
  return <ListTable {...TABLE} columns={columns} rows={users} list={list} skeletonRows={4} />;
}
