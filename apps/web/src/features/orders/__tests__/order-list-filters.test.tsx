import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser, renderWithProviders } from '@/test/render';

import { OrderListFilters } from '../components/order-list-filters';

describe('OrderListFilters', () => {
  it('has From and To dates and a search box', () => {
    renderWithProviders(<OrderListFilters from="2024-01-05" to={undefined} q="" onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('5th Jan, 2024');
    expect(screen.getByRole('group', { name: 'To' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('sends the search once typing pauses, trimmed, replacing the history entry', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderWithProviders(<OrderListFilters q="" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), ' asha ');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenCalledWith({ q: 'asha' }, { replace: true });
  });

  it('shows the range error on the To date', () => {
    renderWithProviders(
      <OrderListFilters
        from="2024-02-01"
        to="2024-01-01"
        q=""
        onChange={vi.fn()}
        rangeError="The end date must not be before the start date"
      />,
    );
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
  });

  it('follows a URL change from outside (back button)', () => {
    const { rerender } = renderWithProviders(<OrderListFilters q="asha" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveValue('asha');
    rerender(<OrderListFilters q="" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Search orders' })).toHaveValue('');
  });
});

describe('the Payment filter', () => {
  it('offers every payment status and sends the one chosen (Any payment clears it)', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<OrderListFilters q="" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any payment',
      'Unpaid',
      'Partly paid',
      'Paid',
      'Refunded',
    ]);
    await user.click(screen.getByRole('option', { name: 'Paid' }));
    expect(onChange).toHaveBeenLastCalledWith({ payment: 'paid' });
    rerender(<OrderListFilters q="" payment="paid" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(screen.getByRole('option', { name: 'Any payment' }));
    expect(onChange).toHaveBeenLastCalledWith({ payment: undefined });
  });
});
