import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, setupUser } from '@/test/render';

import { staffUsersQueryOptions } from '../api/get-staff-users';
import { BulkAssignBar } from '../components/bulk-assign-bar';
import { BulkMoveBar } from '../components/bulk-move-bar';
import { BulkResultAlert } from '../components/bulk-result-alert';

describe('BulkMoveBar', () => {
  it('is disabled while nothing is selected', () => {
    renderWithProviders(<BulkMoveBar selectedCount={0} onApply={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Move to' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('applies the chosen status to the selection', async () => {
    const user = setupUser();
    const onApply = vi.fn();
    renderWithProviders(<BulkMoveBar selectedCount={3} onApply={onApply} />);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Move to' }));
    await user.click(screen.getByRole('option', { name: 'Out For Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('out-for-delivery');
  });
});

describe('BulkAssignBar', () => {
  function renderBar(selectedCount: number, onAssign = vi.fn()) {
    const staff = [
      { id: 7, full_name: 'Asha Staff', email: 'asha@example.com' },
      { id: 8, full_name: 'Bala Staff', email: 'bala@example.com' },
    ];
    renderWithProviders(<BulkAssignBar selectedCount={selectedCount} onAssign={onAssign} />, {
      cache: [[staffUsersQueryOptions().queryKey, staff]],
    });
    return onAssign;
  }

  it('is disabled while nothing is selected', () => {
    renderBar(0);
    expect(screen.getByRole('combobox', { name: 'Assign to' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('assigns the selection to the chosen active staff user', async () => {
    const user = setupUser();
    const onAssign = renderBar(2);
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Assign to' }));
    await user.click(screen.getByRole('option', { name: 'Bala Staff' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith(8, 'Bala Staff');
  });
});

describe('BulkResultAlert', () => {
  it('says how many were updated', () => {
    renderWithProviders(<BulkResultAlert result={{ updated: [1, 2, 3], failed: [] }} onClose={vi.fn()} />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      expect.stringContaining('3 updated'),
    );
  });

  it('lists each failure with its reason', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <BulkResultAlert
        result={{ updated: [1], failed: [{ id: 9, error: 'An assigned staff user is required' }] }}
        onClose={onClose}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 updated, 1 failed');
    expect(
      within(screen.getByRole('list', { name: 'Failed orders' })).getByRole('listitem'),
    ).toHaveTextContent('Order #9: An assigned staff user is required');
    await setupUser().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
