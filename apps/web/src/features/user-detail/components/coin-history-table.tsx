import type { TCoinEntry } from '@printhub/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/lib/format';
import { COIN_SOURCE_LABELS, formatCoinAmount } from '../coin-form';

export const NO_COIN_HISTORY_TEXT = 'No coin activity yet';

/** The coin ledger, newest first: when, how many (+ credit, − debit), why and from where. */
export function CoinHistoryTable({ entries }: { entries: readonly TCoinEntry[] }) {
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table aria-label="Coin history" size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell>Source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} sx={{ py: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{NO_COIN_HISTORY_TEXT}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </TableCell>
              <TableCell
                align="right"
                sx={{ color: entry.amount < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
              >
                {formatCoinAmount(entry.amount)}
              </TableCell>
              <TableCell>{entry.reason}</TableCell>
              <TableCell>{COIN_SOURCE_LABELS[entry.source]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
