import { datePart } from '@/lib/format';

import type { DataTableColumn } from './data-table';

/** A list's date column: the date part of an ISO moment, on one line, as a `<time>`. */
export function dateColumn<T>(key: string, header: string, date: (row: T) => string): DataTableColumn<T> {
  return {
    key,
    header,
    sx: { whiteSpace: 'nowrap' },
    render: (row) => <time dateTime={date(row)}>{datePart(date(row))}</time>,
  };
}
