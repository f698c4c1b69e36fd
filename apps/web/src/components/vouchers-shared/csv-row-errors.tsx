import { DataTable, type DataTableColumn } from '@/components/data-table';

import type { TFieldError } from '@printhub/contract';

interface Row {
  index: number;
  error: TFieldError;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'line', header: 'Line', render: ({ error }) => error.context.line ?? '—' },
  { key: 'column', header: 'Column', render: ({ error }) => error.context.column ?? '—' },
  { key: 'reason', header: 'Reason', render: ({ error }) => error.message },
];

/** A refused CSV's report: every bad row with its line, column and reason. */
export function CsvRowErrors({ errors }: { errors: readonly TFieldError[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={errors.map((error, index) => ({ index, error }))}
      getRowKey={(row) => row.index}
      ariaLabel="Rows with errors"
      emptyText=""
      maxHeight={320}
      stickyHeader
      hover={false}
      outlined
    />
  );
}
