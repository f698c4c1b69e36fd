import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { qr } from '@/test/fixtures/qr';
import { renderWithProviders } from '@/test/render';

import { QrCodesTable } from '../components/qr-codes-table';

const noop = () => undefined;
/** A UTC day `offset` days from today, at its start: how validity and expiry_date are stored. */
const day = (offset: number) =>
  `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`;
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: text }))!;

describe('QrCodesTable: expired QR codes', () => {
  it('marks an expired QR code "Expired" instead of the active dot; a valid one keeps its dot', () => {
    renderWithProviders(
      <QrCodesTable
        rows={[
          qr({ id: 1, code: 'OLD1', validity: day(-3), is_active: true }),
          qr({ id: 2, code: 'LIVE1', validity: day(30), is_active: true }),
          qr({ id: 3, code: 'OFF1', validity: day(30), is_active: false }),
        ]}
        selected={new Set()}
        onSelectedChange={noop}
        onShowScans={noop}
        onView={noop}
        count={3}
        page={1}
        onPageChange={noop}
      />,
    );
    const table = screen.getByRole('table', { name: 'QR codes' });
    const expired = rowOf(table, 'OLD1');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).queryByRole('img', { name: 'Active' })).not.toBeInTheDocument();
    expect(within(rowOf(table, 'LIVE1')).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(rowOf(table, 'LIVE1')).queryByText('Expired')).not.toBeInTheDocument();
    expect(within(rowOf(table, 'OFF1')).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
  });

  it('keeps a QR code whose validity is today unmarked: its whole last day counts', () => {
    renderWithProviders(
      <QrCodesTable
        rows={[qr({ code: 'TODAY1', validity: day(0) })]}
        selected={new Set()}
        onSelectedChange={noop}
        onShowScans={noop}
        onView={noop}
        count={3}
        page={1}
        onPageChange={noop}
      />,
    );
    const row = rowOf(screen.getByRole('table', { name: 'QR codes' }), 'TODAY1');
    expect(within(row).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(row).queryByText('Expired')).not.toBeInTheDocument();
  });
});
