import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getTheme } from '@/lib/theme';
import { setupUser, renderWithProviders } from '@/test/render';

import { RefreshButton } from '../refresh-button';

describe('RefreshButton', () => {
  it('calls onRefresh when pressed', async () => {
    const onRefresh = vi.fn();
    renderWithProviders(<RefreshButton onRefresh={onRefresh} />);
    await setupUser().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('is disabled while loading', () => {
    renderWithProviders(<RefreshButton onRefresh={vi.fn()} loading />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  });
});

describe('theme', () => {
  it('uses the primary colour #388e3c', () => {
    expect(getTheme().palette.primary.main).toBe('#388e3c');
  });
});
