import type { TLead } from '@printhub/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { datePart, formatDateTime } from '@/lib/format';
import { LEAD_PAGE_SIZE } from '../list-state';

export const NO_LEADS_TEXT = 'No leads found';
const COLUMNS = ['Name', 'Email', 'Mobile', 'Message', 'Received', 'Status', 'Action'] as const;

export const leadActionLabel = (lead: Pick<TLead, 'handled'>): 'Mark handled' | 'Reopen' =>
  lead.handled ? 'Reopen' : 'Mark handled';

export interface LeadsTableProps {
  leads: readonly TLead[];
  count: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  emptyText?: string;
  busyId?: number | null;
  onToggleHandled: (lead: TLead) => void;
}

/** Contact-us leads with Open/Handled status and 'Mark handled' / 'Reopen' per row. */
export function LeadsTable({
  leads,
  count,
  page,
  onPageChange,
  loading = false,
  emptyText = NO_LEADS_TEXT,
  busyId = null,
  onToggleHandled,
}: LeadsTableProps) {
  const lastPage = Math.max(0, Math.ceil(count / LEAD_PAGE_SIZE) - 1);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table aria-label="Leads" size="small">
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
            {loading && leads.length === 0
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
            {!loading && leads.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
            {leads.map((lead) => {
              const action = leadActionLabel(lead);
              return (
                <TableRow key={lead.id} hover>
                  <TableCell>{lead.name}</TableCell>
                  <TableCell>
                    <Link href={`mailto:${lead.email}`}>{lead.email}</Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{lead.mobile}</TableCell>
                  <TableCell sx={{ maxWidth: 360, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {lead.message}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={lead.created_at}>{datePart(lead.created_at)}</time>
                  </TableCell>
                  <TableCell>
                    {lead.handled ? (
                      <Tooltip
                        title={[
                          lead.handled_by_name ? `By ${lead.handled_by_name}` : null,
                          lead.handled_at ? formatDateTime(lead.handled_at) : null,
                        ]
                          .filter(Boolean)
                          .join(', ')}
                      >
                        <Chip size="small" color="success" label="Handled" tabIndex={0} />
                      </Tooltip>
                    ) : (
                      <Chip size="small" color="warning" label="Open" />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={busyId === lead.id}
                      onClick={() => onToggleHandled(lead)}
                      sx={{ whiteSpace: 'nowrap' }}
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
      <TablePagination
        component="div"
        rowsPerPageOptions={[LEAD_PAGE_SIZE]}
        rowsPerPage={LEAD_PAGE_SIZE}
        count={count}
        page={Math.min(page - 1, lastPage)}
        onPageChange={(_, next) => onPageChange(next + 1)}
      />
    </Paper>
  );
}
