import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { actionColumn, dateColumn } from '@/components/data-table-columns';

import { staffActionLabel, staffStatusLabel } from '../staff-actions';

import type { TStaffUser } from '@printhub/contract';

export const NO_STAFF_TEXT = 'No staff users yet';

export interface StaffUsersTableProps {
  users: readonly TStaffUser[];
  loading?: boolean;
  /** The row whose change is being saved: its button is disabled. */
  busyId?: number | null;
  onAction: (user: TStaffUser) => void;
  /** 'Edit' and 'Reset password' on each row (shown when given). */
  onEdit?: (user: TStaffUser) => void;
  onResetPassword?: (user: TStaffUser) => void;
}

/**
 * Staff users with an Active/Deactivated chip and a Deactivate or Reactivate button per row; the name opens the
 * staff user's orders.
 */
export function StaffUsersTable({
  users,
  loading = false,
  busyId = null,
  onAction,
  onEdit,
  onResetPassword,
}: StaffUsersTableProps) {
  const columns: DataTableColumn<TStaffUser>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (user) => (
        <Link component={RouterLink} to={`/staff_users/${user.id}`} title={`Orders of ${user.full_name}`}>
          {user.full_name}
        </Link>
      ),
    },
    { key: 'email', header: 'Email', render: (user) => user.email },
    { key: 'mobile', header: 'Mobile', sx: { whiteSpace: 'nowrap' }, render: (user) => user.mobile || '—' },
    dateColumn('created', 'Created', (user) => user.created_at),
    {
      key: 'status',
      header: 'Status',
      render: (user) => (
        <Chip size="small" label={staffStatusLabel(user)} color={user.is_active ? 'success' : 'default'} />
      ),
    },
    ...(onEdit && onResetPassword
      ? [
          {
            key: 'manage',
            header: 'Manage',
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
  return (
    <DataTable
      columns={columns}
      rows={users}
      ariaLabel="Staff users"
      loading={loading}
      emptyText={NO_STAFF_TEXT}
      skeletonRows={4}
      outlined
    />
  );
}
