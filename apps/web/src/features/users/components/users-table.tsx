import type { TCustomer } from '@printhub/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { datePart, fullName } from '@/lib/format';
import { formatCount, isCountCapped, USER_PAGE_SIZE } from '../list-state';

export const NO_USERS_TEXT = 'No users found';
const COLUMNS = ['Name', 'Email', 'Mobile', 'Coins', 'Joined'] as const;

export const userPath = (id: number): string => `/user/${id}`;

export interface UsersTableProps {
  users: readonly TCustomer[];
  /** The total from the API; 10,001 means "more than 10,000". */
  count: number;
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
}: UsersTableProps) {
  const navigate = useNavigate();
  const capped = isCountCapped(count);
  const lastPage = Math.max(0, Math.ceil(count / USER_PAGE_SIZE) - 1);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Users" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'Coins' ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading && users.length === 0
              ? Array.from({ length: 5 }, (_, row) => (
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
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {users.map((user) => (
              <TableRow
                key={user.id}
                hover
                onClick={() => void navigate(userPath(user.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={userPath(user.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {fullName(user) || user.email}
                  </Link>
                </TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.mobile}</TableCell>
                <TableCell align="right">{user.coin_balance.toLocaleString('en-US')}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={user.created_at}>{datePart(user.created_at)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[USER_PAGE_SIZE]}
        rowsPerPage={USER_PAGE_SIZE}
        // A capped count is "unknown": MUI pages on until the API says there is no next page.
        count={capped ? -1 : count}
        page={capped ? page - 1 : Math.min(page - 1, lastPage)}
        onPageChange={(_, next) => onPageChange(next + 1)}
        labelDisplayedRows={({ from, to }) => `${from}–${to} of ${formatCount(count)}`}
        slotProps={capped ? { actions: { nextButton: { disabled: !hasNext } } } : undefined}
      />
    </Paper>
  );
}
