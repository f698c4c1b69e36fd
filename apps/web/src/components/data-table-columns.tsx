import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { formatInteger } from '@printhub/contract';

import { datePart, formatMoney } from '@/lib/format';

import type { DataTableColumn } from './data-table';
import type { ReactNode } from 'react';

/** An ISO moment as a `<time>`, by default its date part; '—' without one. */
export const dateCell = (
  iso: string | null | undefined,
  format: (iso: string) => string = datePart,
): ReactNode => (iso ? <time dateTime={iso}>{format(iso)}</time> : '—');

/** A list's date column: `dateCell` on one line (`formatDateTime` for the time as well). */
export function dateColumn<T>(
  key: string,
  header: string,
  date: (row: T) => string | null | undefined,
  format?: (iso: string) => string,
): DataTableColumn<T> {
  return { key, header, sx: { whiteSpace: 'nowrap' }, render: (row) => dateCell(date(row), format) };
}

/** The fields of a row that a cell shows as they are (text, numbers). */
type ShownField<T> = { [K in keyof T]: T[K] extends ReactNode ? K : never }[keyof T] & string;

/** A list's column of one field of the row, shown as it is, its header sorting the list by that field. */
export function fieldColumn<T, K extends ShownField<T> = ShownField<T>>(
  field: K,
  header: string,
  more: Pick<DataTableColumn<T>, 'align' | 'sx' | 'card'> = {},
): DataTableColumn<T> {
  return { key: field, header, sortField: field, render: (row) => row[field] as ReactNode, ...more };
}

/** A list's whole-number column, on the right and grouped by thousands (1,234), sorted by `sortField`. */
export function countColumn<T>(
  key: string,
  header: string,
  count: (row: T) => number,
  sortField: string,
): DataTableColumn<T> {
  return { key, header, align: 'right', sortField, render: (row) => formatInteger(count(row)) };
}

const MONEY_CELL = { whiteSpace: 'nowrap' } as const;

/**
 * An order's money, three columns on the right: Amount (before the discount), Discount, and Amount due (what
 * the customer owes). `sortAmount`: the Amount column sorts the list by `amount`.
 */
export function moneyColumns<T extends { amount: number; discount: number; amount_due: number }>({
  sortAmount = false,
}: { sortAmount?: boolean } = {}): DataTableColumn<T>[] {
  const column = (key: 'amount' | 'discount' | 'amount_due', header: string): DataTableColumn<T> => ({
    key,
    header,
    align: 'right',
    sx: MONEY_CELL,
    render: (row) => formatMoney(row[key]),
  });
  return [
    { ...column('amount', 'Amount'), ...(sortAmount ? { sortField: 'amount' } : {}) },
    column('discount', 'Discount'),
    column('amount_due', 'Amount due'),
  ];
}

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * A column whose cells link to the row's own screen. `rowOpensToo`: a click on the row opens that screen as
 * well, so a click on the link stops there (one click, one navigation).
 */
export function linkColumn<T>(
  key: string,
  header: string,
  link: (row: T) => { to: string; text: ReactNode },
  { rowOpensToo = false }: { rowOpensToo?: boolean } = {},
): DataTableColumn<T> {
  return {
    key,
    header,
    render: (row) => {
      const { to, text } = link(row);
      return (
        <Link component={RouterLink} to={to} onClick={rowOpensToo ? stopPropagation : undefined}>
          {text}
        </Link>
      );
    },
  };
}

/** One row's button in the 'Action' column: its text, and any other Button props. */
export interface ActionButton extends Omit<ButtonProps, 'size' | 'children'> {
  label: string;
}

/** The 'Action' column, on the right: one small button a row, as `button` describes it for the row. */
export function actionColumn<T>(button: (row: T) => ActionButton): DataTableColumn<T> {
  return {
    key: 'action',
    header: 'Action',
    align: 'right',
    render: (row) => {
      const { label, ...props } = button(row);
      return (
        <Button size="small" {...props}>
          {label}
        </Button>
      );
    },
  };
}
