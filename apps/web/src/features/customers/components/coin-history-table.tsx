import { DataTable, WRAPPING_TEXT_SX, type DataTableColumn } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';

import { COIN_SOURCE_LABELS, formatCoinAmount } from '../coin-form';

import type { TCoinEntry } from '@printhub/contract';

export const NO_COIN_HISTORY_TEXT = 'No coin activity yet';

const COLUMNS: DataTableColumn<TCoinEntry>[] = [
  {
    key: 'date',
    header: 'Date',
    sx: { whiteSpace: 'nowrap' },
    render: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    cellSx: (entry) => ({ color: entry.amount < 0 ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }),
    render: (entry) => formatCoinAmount(entry.amount),
  },
  // A long reason (a voucher's code) wraps rather than widening the table past its card.
  { key: 'reason', header: 'Reason', sx: WRAPPING_TEXT_SX, render: (entry) => entry.reason },
  { key: 'source', header: 'Source', render: (entry) => COIN_SOURCE_LABELS[entry.source] },
];

/** The coin ledger, newest first: when, how many (+ credit, − debit), why and from where. */
export function CoinHistoryTable({ entries }: { entries: readonly TCoinEntry[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={entries}
      ariaLabel="Coin history"
      emptyText={NO_COIN_HISTORY_TEXT}
      emptyPaddingY={4}
      maxHeight={420}
      stickyHeader
      hover={false}
    />
  );
}
