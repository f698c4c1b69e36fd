import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/render';

import { BulkMoveBar } from '../components/bulk-move-bar';
import { BulkResultAlert } from '../components/bulk-result-alert';

describe('BulkMoveBar', () => {
  it('is disabled while nothing is selected', () => {
    render(<BulkMoveBar selectedCount={0} onApply={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Move to' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('applies the chosen status to the selection', async () => {
    const user = setupUser();
    const onApply = vi.fn();
    render(<BulkMoveBar selectedCount={3} onApply={onApply} />);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Move to' }));
    await user.click(screen.getByRole('option', { name: 'Out For Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith('out-for-delivery');
  });
});

describe('BulkResultAlert', () => {
  it('says how many were updated', () => {
    render(<BulkResultAlert result={{ updated: [1, 2, 3], failed: [] }} onClose={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('3 updated');
  });

  it('lists each failure with its reason', async () => {
    const onClose = vi.fn();
    render(
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
