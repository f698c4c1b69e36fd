import type { TStaffUser } from '@printhub/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { datePart } from '@/lib/format';
import { staffActionLabel, staffStatusLabel } from '../staff-actions';

export const NO_STAFF_TEXT = 'No staff users yet';
const COLUMNS = ['Name', 'Email', 'Mobile', 'Created', 'Status', 'Action'] as const;

export interface StaffUsersTableProps {
  users: readonly TStaffUser[];
  loading?: boolean;
  /** The row whose change is being saved: its button is disabled. */
  busyId?: number | null;
  onAction: (user: TStaffUser) => void;
}

/** Staff users with an Active/Deactivated chip and a Deactivate or Reactivate button per row. */
export function StaffUsersTable({ users, loading = false, busyId = null, onAction }: StaffUsersTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Staff users" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'Action' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && users.length === 0
              ? Array.from({ length: 4 }, (_, row) => (
                  <TableRow key={`skeleton-${row}`} aria-hidden>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!loading && users.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{NO_STAFF_TEXT}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {users.map((user) => {
              const action = staffActionLabel(user);
              return (
                <TableRow key={user.id} hover>
                  <TableCell>{user.full_name}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.mobile || '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={user.created_at}>{datePart(user.created_at)}</time>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={staffStatusLabel(user)}
                      color={user.is_active ? 'success' : 'default'}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      color={user.is_active ? 'error' : 'primary'}
                      disabled={busyId === user.id}
                      onClick={() => onAction(user)}
                      aria-label={`${action} ${user.full_name}`}
                    >
                      {action}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
