import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { codeRows, voucherInfo } from '@/test/fixtures/voucher';
import { renderWithProviders } from '@/test/render';

import { VouchersTable } from '../components/vouchers-table';

const noop = () => undefined;
/** A UTC day `offset` days from today, at its start: how validity and expiry_date are stored. */
const day = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: text }))!;

describe('VouchersTable: expired vouchers', () => {
  it('marks the codes of an expired voucher "Expired" beside their validity', () => {
    const rows = codeRows([
      voucherInfo({
        id: 1,
        expiry_date: day(-1),
        vouchers: [{ voucher_code: 'GONE1', is_assigned: false, is_active: true }],
      }),
      voucherInfo({
        id: 2,
        expiry_date: day(10),
        vouchers: [{ voucher_code: 'FRESH1', is_assigned: false, is_active: true }],
      }),
    ]);
    renderWithProviders(
      <VouchersTable
        rows={rows}
        count={rows.length}
        countCap={10_000}
        hasNext={false}
        page={1}
        onPageChange={noop}
        pageSize={10}
        onPageSizeChange={noop}
        selected={new Set()}
        onSelectedChange={noop}
      />,
    );
    const table = screen.getByRole('table', { name: 'Vouchers' });
    const expired = rowOf(table, 'GONE1');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText(day(-1).slice(0, 10))).toBeInTheDocument();
    expect(within(rowOf(table, 'FRESH1')).queryByText('Expired')).not.toBeInTheDocument();
  });
});

describe('VouchersTable: sold codes', () => {
  const rows = codeRows([voucherInfo()]);
  const renderTable = (showBuyer: boolean) =>
    renderWithProviders(
      <VouchersTable
        rows={rows}
        count={rows.length}
        countCap={10_000}
        hasNext={false}
        page={1}
        onPageChange={noop}
        pageSize={10}
        onPageSizeChange={noop}
        selected={new Set()}
        onSelectedChange={noop}
        showBuyer={showBuyer}
      />,
    );

  it('item 7: shows a sold code as Sold with its date and its buyer, an unsold one as Unsold', () => {
    renderTable(true);
    const table = screen.getByRole('table', { name: 'Vouchers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The product's voucher columns, in order, then the sale's.
    expect(headers.slice(1)).toEqual([
      'Client',
      'Voucher Code',
      'Voucher Detail',
      'Cost',
      'Validity',
      'Created On',
      'Is Single',
      'Sold',
      'Bought By',
    ]);
    const sold = rowOf(table, 'AC2');
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).getByText('2024-06-02')).toBeInTheDocument();
    expect(within(sold).getByRole('link', { name: 'Ravi Buyer' })).toHaveAttribute('href', '/user/41');
    const unsold = rowOf(table, 'AC1');
    expect(within(unsold).getByText('Unsold')).toBeInTheDocument();
    expect(within(unsold).queryByRole('link')).not.toBeInTheDocument();
  });

  it('item 7: names no buyer without showBuyer (the client view)', () => {
    renderTable(false);
    const table = screen.getByRole('table', { name: 'Vouchers' });
    expect(within(table).queryByRole('columnheader', { name: 'Bought By' })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'AC2')).getByText('2024-06-02')).toBeInTheDocument();
    expect(screen.queryByText('Ravi Buyer')).not.toBeInTheDocument();
  });
});
