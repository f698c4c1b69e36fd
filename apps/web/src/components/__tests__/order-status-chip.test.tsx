import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ORDER_STATUSES } from '@printhub/contract';

import { renderWithProviders } from '@/test/render';

import { ORDER_STATUS_COLORS, OrderStatusChip } from '../order-status-chip';

describe('OrderStatusChip', () => {
  it('colours each status: confirmed grey, assigned blue, out-for-delivery orange, delivered green, cancelled red', () => {
    expect(ORDER_STATUS_COLORS).toEqual({
      confirmed: 'default',
      assigned: 'info',
      'out-for-delivery': 'warning',
      delivered: 'success',
      cancelled: 'error',
    });
  });

  it.each([
    ['confirmed', 'Confirmed', 'MuiChip-colorDefault'],
    ['assigned', 'Assigned', 'MuiChip-colorInfo'],
    ['out-for-delivery', 'Out For Delivery', 'MuiChip-colorWarning'],
    ['delivered', 'Delivered', 'MuiChip-colorSuccess'],
  ] as const)('renders %s as "%s" with %s', (status, label, className) => {
    renderWithProviders(<OrderStatusChip status={status} />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveClass(className);
    expect(chip).toHaveAttribute('data-status', status);
  });

  it('has a colour for every status of the contract', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_COLORS[status]).toBeTruthy();
  });
});
